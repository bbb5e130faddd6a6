import { useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { ValidatedInput } from '../../../components/form/ValidatedInput';
import { SIGN_IN_MESSAGES, type SignInErrorState } from '../../../lib/signInErrors';
import { SignInErrorMessage } from './SignInErrorMessage';

interface Props {
  /** The member already in session ("Verify your account"): no username field. */
  verifyingAs: string | null;
  errorState: SignInErrorState;
  onSubmit: (username: string, password: string) => void | Promise<unknown>;
  busy: boolean;
}

/** Spaces alone are no username. */
const notBlank = (value: string) => (value.trim() ? null : SIGN_IN_MESSAGES.required);

/**
 * Mode 1 of the sign-in screen: email or username and password (accounts spec §2, §5). The browser's
 * validity check guards the submit: "Required" without a username, the minimum message without a password.
 */
export function ProductSignInForm({ verifyingAs, errorState, onSubmit, busy }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const blocked = busy || errorState === 'cookie';

  return (
    <ValidatedForm
      className="account-form"
      aria-label="Sign in"
      onValidSubmit={() => (blocked ? undefined : onSubmit(username.trim(), password))}
    >
      {verifyingAs ? (
        <p className="account-form__who">Signing in as {verifyingAs}</p>
      ) : (
        <ValidatedInput
          label="Email or username"
          name="username"
          autoComplete="username"
          required
          message={SIGN_IN_MESSAGES.required}
          validate={notBlank}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      )}
      <ValidatedInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        message={SIGN_IN_MESSAGES.passwordRequired}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <SignInErrorMessage state={errorState} />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={blocked}>
          {verifyingAs ? 'Verify' : 'Sign In'}
        </button>
      </div>
    </ValidatedForm>
  );
}
