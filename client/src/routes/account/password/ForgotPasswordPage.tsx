import { useMutation } from '@apollo/client/react';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@muster/contract/rules';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../../__generated__';
import { MAIL_THROTTLED_MESSAGE, SIGN_IN_MESSAGES, errorFacts } from '../../../lib/signInErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../account.css';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      requested
      userErrors { field message code }
    }
  }
`);

export const RESET_SENT = (email: string) =>
  `If an account uses ${email}, we have emailed it a link to choose a new password. The link works for a limited time.`;
export const RESET_FAILED = 'We could not send the email at this time. Please try again later.';

/** /forgot-password: asks for a reset link; says the same whether or not the address is a member's. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot your password?');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!input.checkValidity() || !isValidEmail(email.trim())) return setError(EMAIL_INVALID_MESSAGE);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      // A malformed address is data on the email field; the gateway says nothing of who is a member.
      const refused = data?.requestPasswordReset.userErrors[0];
      if (refused) return setError(refused.message);
      setSentTo(email.trim());
    } catch (e) {
      const { code } = errorFacts(e);
      setError(
        code === 'MAIL_THROTTLED'
          ? MAIL_THROTTLED_MESSAGE
          : code === 'THROTTLED'
            ? SIGN_IN_MESSAGES.throttle
            : RESET_FAILED,
      );
    }
  }

  return (
    <section className="account-page account-page--narrow">
      <h1>Forgot your password?</h1>
      {sentTo ? (
        <p className="account-form__success" role="status">
          {RESET_SENT(sentTo)}
        </p>
      ) : (
        <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Reset your password">
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <div className="account-form__field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          {error && (
            <p className="account-form__error" role="alert">
              {error}
            </p>
          )}
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>
              Send reset link
            </button>
          </div>
        </form>
      )}
      <p>
        <Link to="/login">Back to sign in</Link> · <Link to="/contact/?subject=Support">Contact support</Link>
      </p>
    </section>
  );
}
