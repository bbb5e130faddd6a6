import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordOutcome,
  PAGE_EXPIRED_SIGNOFF,
  SIGN_IN_MESSAGES,
} from '../../../lib/signInErrors';
import { ChangePasswordForm } from '../password/ChangePasswordForm';
import { ChangePasswordMutation } from '../password/changePassword';

interface Props {
  username: string;
  /** The password the member just signed in with; it proves who they are for the change. */
  oldPassword: string;
  /** signedIn: the change also signed the member in; otherwise they sign in again with the new password. */
  onDone: (signedIn: boolean) => void;
}

/** The forced password-update sub-step of product sign-in (accounts spec §2, §8). */
export function ForcedPasswordUpdate({ username, oldPassword, onDone }: Props) {
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  async function submit(newPassword: string) {
    setError(null);
    try {
      const { data } = await change({ variables: { newPassword, currentPassword: oldPassword, username } });
      // A refused new password is data; the same table words it as a failed request would be.
      const refused = data?.changePassword.userErrors[0];
      if (refused) return refuse(refused);
      onDone(Boolean(data?.changePassword.session?.user));
    } catch (e) {
      refuse(e);
    }
  }

  function refuse(problem: unknown) {
    const outcome = changePasswordOutcome(problem);
    if (outcome === 'page-expired') navigate(PAGE_EXPIRED_SIGNOFF);
    else setError(CHANGE_PASSWORD_MESSAGES[outcome]);
  }

  return (
    <section aria-labelledby="forced-update-title">
      <h2 id="forced-update-title" className="visually-hidden">
        Update your password
      </h2>
      <p className="account-form__notice" role="alert">
        {SIGN_IN_MESSAGES.forcedUpdate}
      </p>
      <ChangePasswordForm onSubmit={(p) => void submit(p)} busy={loading} error={error} />
    </section>
  );
}
