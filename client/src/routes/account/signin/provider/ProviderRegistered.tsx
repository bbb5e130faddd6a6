import { useState } from 'react';
import { PRODUCT_NAME } from '../../../../lib/signInErrors';
import { continueRegistered } from './providerCalls';
import { PROVIDER_TEXT } from './providerMessages';
import type { ProviderFlow } from './useProviderSignIn';

/** Registered: Continue signs the new member in. */
export function ProviderRegistered({ flow, username }: { flow: ProviderFlow; username: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function proceed() {
    setBusy(true);
    const answer = await continueRegistered();
    if (answer.ok) return flow.onSignedIn();
    setBusy(false);
    setError(PROVIDER_TEXT.linkError);
  }

  return (
    <div className="account-form provider-step" aria-label="Registered">
      <h2>Your account is ready</h2>
      <p className="account-form__success" role="status">
        Welcome to {PRODUCT_NAME}, {username}! Your free account is connected to your genealogy-site account.
      </p>
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void proceed()}>
          Continue
        </button>
      </div>
    </div>
  );
}
