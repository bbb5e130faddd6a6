import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHANGE_PASSWORD_MESSAGES, changePasswordOutcome, PAGE_EXPIRED_SIGNOFF } from '../../../lib/signInErrors';
import { ChangePasswordForm } from '../password/ChangePasswordForm';
import { ChangePasswordMutation } from '../password/changePassword';

export const PASSWORD_CHANGED = 'Your password has been changed.';

/** The change-password form of the account page; a 403 means the session lapsed (spec §8). */
export function PasswordSection() {
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(0);
  const navigate = useNavigate();
  const id = useId();

  async function submit(newPassword: string, currentPassword: string | undefined) {
    setError(null);
    try {
      const { data } = await change({ variables: { newPassword, currentPassword } });
      // A refused password is data; the same table words it as a failed request would be.
      const refused = data?.changePassword.userErrors[0];
      if (refused) return refuse(refused);
      setChanged((n) => n + 1);
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
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Password</h2>
      {changed > 0 && (
        <p className="account-form__success" role="status">
          {PASSWORD_CHANGED}
        </p>
      )}
      {/* A new key empties the form after a change. */}
      <ChangePasswordForm
        key={changed}
        withCurrentPassword
        onSubmit={(p, c) => void submit(p, c)}
        busy={loading}
        error={error}
      />
    </section>
  );
}
