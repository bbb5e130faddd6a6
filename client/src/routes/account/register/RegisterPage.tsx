import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '@muster/contract/rules';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import type { PlanCode } from '../../../__generated__/graphql';
import { useAlerts } from '../../../components/alerts/AlertStack';
import { useCheckout } from '../../membership/useCheckout';
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
      userErrors { field message code }
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

export const EMAIL_MESSAGE = EMAIL_INVALID_MESSAGE;
export const EMAIL_TAKEN_HINT = 'An account already uses this email.';
export const PASSWORD_RULES_MESSAGE = 'Please choose a password that meets every rule below.';

/** What a new member reads once registered, until closed (the spec has no text; docs/decisions/accounts.md). */
export const VERIFY_NOTICE = (email: string) =>
  `Welcome to ${PRODUCT_NAME}! We have sent a link to ${email}: open it to verify your email address.`;

/** The registration form's fields a server refusal can name (`userErrors.field` is `["input", name]`). */
type FieldName = 'email' | 'password' | 'username';

/** The plan a visitor picked on /choose-a-plan before registering (`?plan=ANNUAL`), or null. */
function chosenPlan(value: string | null): PlanCode | null {
  return value !== null && Object.hasOwn(PLANS, value) ? (value as PlanCode) : null;
}

/** Every plan code: the record fails to compile when the schema's PlanCode changes. */
const PLANS: Record<PlanCode, true> = { MONTHLY: true, ANNUAL: true, ALL_ACCESS: true };

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
  const [refused, setRefused] = useState<{ field: FieldName; message: string } | null>(null);
  const [malformed, setMalformed] = useState(false);
  const alerts = useAlerts();
  const { checkout, error: checkoutError } = useCheckout();
  const plan = chosenPlan(params.get('plan'));
  const check = usePasswordCheck(password);
  const availability = useUsernameAvailability(username);
  const [checkEmail, emailResult] = useLazyQuery(EmailAvailableQuery);
  const [register, { loading }] = useMutation(RegisterMutation);
  // `emailAvailable` is false for a malformed address too: only a well-formed one can be "already used".
  const emailTaken =
    !malformed && emailResult.data?.emailAvailable === false && emailResult.variables?.email === email.trim();
  const fieldError = (field: FieldName) => (refused?.field === field ? refused.message : null);
  const emailError = malformed ? EMAIL_MESSAGE : fieldError('email');

  function leaveEmail() {
    const wanted = email.trim();
    setMalformed(wanted !== '' && !isValidEmail(wanted));
    if (wanted && isValidEmail(wanted)) void checkEmail({ variables: { email: wanted } });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setError(null);
    setRefused(null);
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    if (!emailInput.checkValidity() || !isValidEmail(email.trim())) {
      setMalformed(true);
      return emailInput.focus();
    }
    if (!check.acceptable) return setError(PASSWORD_RULES_MESSAGE);
    if (availability === 'taken' || availability === 'invalid')
      return setError('Please choose another username, or leave it empty.');
    let answer;
    try {
      answer = await register({
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
    // A refusal of the input is data: its message goes by the field it names.
    const problem = answer.data?.register.userErrors[0];
    if (problem) {
      const field = problem.field?.[1];
      if (field === 'email' || field === 'password' || field === 'username')
        return setRefused({ field, message: registerErrorMessage(problem) });
      return setError(registerErrorMessage(problem));
    }
    alerts.warning(VERIFY_NOTICE(email.trim()));
    // A query cut short by leaving the page is not an error worth showing.
    const refreshed = client.resetStore().catch(() => undefined);
    // A plan picked before registering goes on to its checkout (the new member is signed in now).
    if (plan) return void refreshed.then(() => checkout(plan));
    // return=true goes back where the visitor came from, when that page was on this site.
    if (params.get('return') === 'true' && location.key !== 'default') navigate(-1);
    else navigate('/', { replace: true });
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
            onBlur={leaveEmail}
            aria-invalid={emailTaken || emailError !== null || undefined}
            aria-describedby={`${id}-email-status`}
          />
          <p id={`${id}-email-status`} className="account-form__field-error" aria-live="polite">
            {emailError}
            {!emailError && emailTaken && (
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
        {fieldError('password') && (
          <p className="account-form__field-error" role="alert">
            {fieldError('password')}
          </p>
        )}
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
          error={fieldError('username')}
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
        {(error ?? checkoutError) && (
          <p className="account-form__error" role="alert">
            {error ?? checkoutError}
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
