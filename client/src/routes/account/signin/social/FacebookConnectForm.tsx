import { useState } from 'react';
import { Link } from 'react-router';
import { ValidatedForm } from '../../../../components/form/ValidatedForm';
import { ValidatedInput } from '../../../../components/form/ValidatedInput';
import { SIGN_IN_MESSAGES } from '../../../../lib/signInErrors';
import { socialCall } from './socialCalls';
import { SOCIAL_MESSAGES } from './socialResults';

type ConnectError = 'none' | 'credentials' | 'notConnected';

/**
 * The social connect step (spec §2, §4): product credentials link the Facebook person to an existing account.
 * SUCCESS signs in; NOT_SIGNED_IN is the credentials error; anything else is notConnected.
 */
export function FacebookConnectForm({
  email,
  onSignedIn,
  onCancel,
}: {
  email: string | null;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [username, setUsername] = useState(email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ConnectError>('none');
  const [busy, setBusy] = useState(false);

  async function connect() {
    setBusy(true);
    setError('none');
    const answer = await socialCall('/fb/connect', { username: username.trim(), password });
    setBusy(false);
    if (answer.result === 'SUCCESS') return onSignedIn();
    setError(answer.result === 'NOT_SIGNED_IN' ? 'credentials' : 'notConnected');
  }

  return (
    <ValidatedForm
      className="account-form"
      aria-label="Connect accounts"
      onValidSubmit={() => (busy ? undefined : connect())}
    >
      <ValidatedInput
        label="Email or username"
        name="username"
        autoComplete="username"
        required
        message={SIGN_IN_MESSAGES.required}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
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
      {error === 'credentials' && (
        <p className="account-form__error" role="alert">
          {SIGN_IN_MESSAGES.credentials} <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      )}
      {error === 'notConnected' && (
        <p className="account-form__error" role="alert">
          {SOCIAL_MESSAGES.notConnected}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Connect accounts
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ValidatedForm>
  );
}
