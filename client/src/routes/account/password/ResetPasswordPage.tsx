import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { CHANGE_PASSWORD_MESSAGES, changePasswordOutcome, errorFacts } from '../../../lib/signInErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import type { SignInState } from '../signin/SignInPage';
import { ChangePasswordForm } from './ChangePasswordForm';
import '../account.css';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      passwordReset
      userErrors { field message code }
    }
  }
`);

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/** /reset-password/:token (the emailed link): choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [reset, { loading }] = useMutation(ResetPasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);

  async function submit(newPassword: string) {
    setError(null);
    try {
      const { data } = await reset({ variables: { token, newPassword } });
      // A dead link (on `token`) or a refused password (on `newPassword`) is data, not a failed request.
      const refused = data?.resetPassword.userErrors[0];
      if (refused) return refuse(refused);
      navigate('/login', { replace: true, state: { passwordChanged: true } satisfies SignInState });
    } catch (e) {
      refuse(e);
    }
  }

  function refuse(problem: unknown) {
    if (errorFacts(problem).code === 'TOKEN_INVALID') return setLinkInvalid(true);
    const outcome = changePasswordOutcome(problem);
    setError(CHANGE_PASSWORD_MESSAGES[outcome === 'page-expired' ? 'failed' : outcome]);
  }

  return (
    <section className="account-page account-page--narrow">
      <h1>Choose a new password</h1>
      {linkInvalid ? (
        <p className="account-form__error" role="alert">
          {RESET_LINK_INVALID} <Link to="/forgot-password">Request a new link</Link>.
        </p>
      ) : (
        <ChangePasswordForm onSubmit={(p) => void submit(p)} busy={loading} error={error} />
      )}
    </section>
  );
}
