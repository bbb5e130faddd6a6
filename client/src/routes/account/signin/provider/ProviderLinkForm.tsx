import { useState } from 'react';
import { ValidatedForm } from '../../../../components/form/ValidatedForm';
import { ValidatedInput } from '../../../../components/form/ValidatedInput';
import { PRODUCT_NAME, SIGN_IN_MESSAGES } from '../../../../lib/signInErrors';
import { linkAccounts } from './providerCalls';
import { PROVIDER_TEXT } from './providerMessages';
import type { ProviderFlow } from './useProviderSignIn';

interface Props {
  flow: ProviderFlow;
  /** The link form: the login prefilled (the provider's address when it matched). */
  login?: string;
  /** The dedupe step: the matching usernames to choose from. */
  usernames?: string[];
  /** Reached from the choice screen, so Cancel goes back there. */
  fromChoice?: boolean;
}

/**
 * The credentials form that links an existing account ("Connect accounts" / "Cancel"), and the dedupe step,
 * which is the same form with the matching usernames to choose from (accounts spec §2, §4, §8).
 */
export function ProviderLinkForm({ flow, login = '', usernames, fromChoice = false }: Props) {
  const dedupe = !!usernames;
  const [username, setUsername] = useState(dedupe ? (usernames[0] ?? '') : login);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setBusy(true);
    setError(null);
    const answer = await linkAccounts(username.trim(), password);
    if (answer.ok) return flow.onSignedIn();
    setBusy(false);
    if (answer.code === 'CREDENTIALS') setError(dedupe ? PROVIDER_TEXT.dedupeError : SIGN_IN_MESSAGES.credentials);
    else if (answer.code === 'THROTTLED') setError(SIGN_IN_MESSAGES.throttle);
    else if (answer.code === 'ACCOUNT_LOCKED') setError(SIGN_IN_MESSAGES.locked);
    else if (answer.code === 'EXPIRED') setError(PROVIDER_TEXT.expired);
    else setError(PROVIDER_TEXT.linkError);
  }

  return (
    <ValidatedForm
      className="account-form provider-step"
      aria-label={dedupe ? 'Choose your account' : 'Connect accounts'}
      onValidSubmit={() => (busy ? undefined : submit())}
    >
      <h2>{dedupe ? `Which ${PRODUCT_NAME} account is yours?` : 'Connect your accounts'}</h2>
      {dedupe ? (
        <>
          <p>
            More than one {PRODUCT_NAME} account matches your genealogy-site account. Choose yours and enter its{' '}
            {PRODUCT_NAME} password to connect them.
          </p>
          <fieldset className="provider-step__usernames">
            <legend className="account-form__label">Username</legend>
            {usernames.map((name) => (
              <label key={name} className="account-form__check">
                <input
                  type="radio"
                  name="username"
                  value={name}
                  checked={username === name}
                  onChange={() => setUsername(name)}
                />{' '}
                {name}
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <>
          <p>
            {login
              ? `A ${PRODUCT_NAME} account with this email already exists. Sign in with your ${PRODUCT_NAME} password to connect it to your genealogy-site account.`
              : `Sign in with your ${PRODUCT_NAME} email or username and password to connect your accounts.`}
          </p>
          <ValidatedInput
            label="Email or username"
            name="username"
            autoComplete="username"
            required
            message={SIGN_IN_MESSAGES.required}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </>
      )}
      <ValidatedInput
        label={`${PRODUCT_NAME} password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        message={SIGN_IN_MESSAGES.passwordRequired}
        autoFocus={!!login || dedupe}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Connect accounts
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => (fromChoice ? flow.setStep({ name: 'choice' }) : flow.cancel())}
        >
          Cancel
        </button>
      </div>
    </ValidatedForm>
  );
}
