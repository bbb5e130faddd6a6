import { Link } from 'react-router';
import { SIGN_IN_MESSAGES, type SignInErrorState } from '../../../lib/signInErrors';

/**
 * Whether the error message itself links to the password reset: a form that keeps its own "Forgot your password?"
 * link hides it meanwhile, so the link is offered once.
 */
export const offersPasswordReset = (state: SignInErrorState) => state === 'credentials' || state === 'locked';

/** The form-level message of a sign-in error state (the field-level ones sit under their fields). */
export function SignInErrorMessage({ state }: { state: SignInErrorState }) {
  if (offersPasswordReset(state))
    return (
      <p className="account-form__error" role="alert">
        {SIGN_IN_MESSAGES[state]}{' '}
        <Link to="/forgot-password">{state === 'locked' ? 'Reset your password' : 'Forgot your password?'}</Link>
      </p>
    );
  const text =
    state === 'throttle'
      ? SIGN_IN_MESSAGES.throttle
      : state === 'cookie'
        ? SIGN_IN_MESSAGES.cookie
        : state === 'mystery' || state === 'unavailable'
          ? SIGN_IN_MESSAGES[state]
          : null;
  return text ? (
    <p className="account-form__error" role="alert">
      {text}
    </p>
  ) : null;
}
