import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { PRODUCT_NAME, registerErrorMessage } from '../../../lib/signInErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PasswordChecklist } from '../password/PasswordChecklist';
import { usePasswordCheck } from '../password/usePasswordCheck';
import { UsernameField } from '../shared/UsernameField';
import { useUsernameAvailability } from '../shared/useUsernameAvailability';
import '../account.css';

const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      session { user { userId } }
    }
  }
`);

const EmailAvailableQuery = graphql(`
  query EmailAvailable($email: String!) {
    emailAvailable(email: $email)
  }
`);

/** The answers of "How did you hear about us?" (the spec names the field, not its options). */
export const HEARD_ABOUT_US = [
  'Search engine',
  'Friend or family',
  'Genealogy society or club',
  'Library or archive',
  'Social media',
  'Advertisement',
  'Other',
];

export const EMAIL_MESSAGE = 'Please enter a valid email';
export const EMAIL_TAKEN_HINT = 'An account already uses this email.';
export const PASSWORD_RULES_MESSAGE = 'Please choose a password that meets every rule below.';

/** /register?return=true: a free Basic account (accounts spec §2). */
export function RegisterPage() {
  useDocumentTitle('Create your free account');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [heard, setHeard] = useState('');
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = usePasswordCheck(password);
  const availability = useUsernameAvailability(username);
  const [checkEmail, emailResult] = useLazyQuery(EmailAvailableQuery);
  const [register, { loading }] = useMutation(RegisterMutation);
  const emailTaken = emailResult.data?.emailAvailable === false && emailResult.variables?.email === email.trim();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setError(null);
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!emailInput.checkValidity()) return setError(EMAIL_MESSAGE);
    if (!check.acceptable) return setError(PASSWORD_RULES_MESSAGE);
    if (availability === 'taken' || availability === 'invalid')
      return setError('Please choose another username, or leave it empty.');
    try {
      await register({
        variables: {
          input: {
            email: email.trim(),
            password,
            username: username.trim() || null,
            howDidYouHearAboutUs: heard || null,
          },
        },
      });
    } catch (e) {
      return setError(registerErrorMessage(e));
    }
    // return=true goes back where the visitor came from, when that page was on this site.
    if (params.get('return') === 'true' && location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
    // A query cut short by leaving the page is not an error worth showing.
    client.resetStore().catch(() => undefined);
  }

  return (
    <section className="account-page account-page--narrow">
      <h1>Create your free account</h1>
      <p className="muted">
        A Basic membership is free. Already a member? <Link to="/login">Sign in</Link>
      </p>
      <form className="account-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Register">
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
            onBlur={() => email.trim() && void checkEmail({ variables: { email: email.trim() } })}
            aria-invalid={emailTaken || undefined}
            aria-describedby={`${id}-email-status`}
          />
          <p id={`${id}-email-status`} className="account-form__field-error" aria-live="polite">
            {emailTaken && (
              <>
                {EMAIL_TAKEN_HINT} <Link to="/login">Sign in</Link> or{' '}
                <Link to="/forgot-password">reset your password</Link>.
              </>
            )}
          </p>
        </div>
        <div className="account-form__field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            required
            value={password}
            aria-describedby={`${id}-rules`}
            onChange={(e) => {
              setPassword(e.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
          />
        </div>
        <PasswordChecklist check={check} touched={touched} id={`${id}-rules`} />
        <label className="account-form__check">
          <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} /> Show
          password
        </label>
        <UsernameField
          id={`${id}-username`}
          label="Username (optional)"
          value={username}
          onChange={setUsername}
          availability={availability}
          hint="Shown on your public profile. Leave it empty and we will make one from your email."
        />
        <div className="account-form__field">
          <label htmlFor={`${id}-heard`}>How did you hear about us?</label>
          <select
            id={`${id}-heard`}
            name="howDidYouHearAboutUs"
            value={heard}
            onChange={(e) => setHeard(e.target.value)}
          >
            <option value="">Please choose (optional)</option>
            {HEARD_ABOUT_US.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="account-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={loading}>
            Create account
          </button>
        </div>
        <p className="account-form__hint">
          By creating an account you join {PRODUCT_NAME} as a Basic member; we will email you a link to verify your
          address.
        </p>
      </form>
    </section>
  );
}
