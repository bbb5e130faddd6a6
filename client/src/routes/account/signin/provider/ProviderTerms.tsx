import { useState } from 'react';
import { PRODUCT_NAME } from '../../../../lib/signInErrors';
import { registerWithProvider } from './providerCalls';
import { PROVIDER_TEXT } from './providerMessages';
import { TERMS_POPUP, popupFeatures } from './providerPopup';
import type { ProviderFlow } from './useProviderSignIn';

/** Connect, terms screen: accepting the terms makes the new account ("Save & continue"), or "Go back" to the choice. */
export function ProviderTerms({ flow }: { flow: ProviderFlow }) {
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    if (!accepted) return setError('Please accept the Terms of Use to continue.');
    setBusy(true);
    setError(null);
    const answer = await registerWithProvider();
    setBusy(false);
    if (answer.ok && answer.status === 'REGISTERED') flow.setStep({ name: 'registered', username: answer.username });
    else setError(!answer.ok && answer.code === 'EXPIRED' ? PROVIDER_TEXT.expired : PROVIDER_TEXT.linkError);
  }

  function readTerms(event: React.MouseEvent) {
    event.preventDefault();
    window.open('/terms', 'muster-terms', popupFeatures(TERMS_POPUP));
  }

  return (
    <form
      className="account-form provider-step"
      aria-label="Terms"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>Create your free {PRODUCT_NAME} account</h2>
      <p>
        Your {PRODUCT_NAME} account will use your genealogy-site account to sign in. Before we create it, please read
        and accept our terms.
      </p>
      <p>
        <a href="/terms" onClick={readTerms}>
          Read the Terms of Use
        </a>
      </p>
      <label className="account-form__check">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            setError(null);
          }}
        />
        I accept the {PRODUCT_NAME} Terms of Use
      </label>
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Save &amp; continue
        </button>
        <button type="button" className="button button--quiet" onClick={() => flow.setStep({ name: 'choice' })}>
          Go back
        </button>
      </div>
    </form>
  );
}
