import { PRODUCT_NAME } from '../../../../lib/signInErrors';
import type { ProviderFlow } from './useProviderSignIn';

/** Connect, first screen (not-found result): link an existing account or create a new one. */
export function ProviderChoice({ flow }: { flow: ProviderFlow }) {
  return (
    <div className="account-form provider-step" aria-label="Connect your accounts">
      <h2>Connect your genealogy-site account</h2>
      <p>
        We couldn&apos;t find a {PRODUCT_NAME} account connected to your genealogy-site account. Do you already have a{' '}
        {PRODUCT_NAME} account?
      </p>
      <div className="provider-step__choices">
        <button
          type="button"
          className="button button--primary"
          onClick={() => flow.setStep({ name: 'link', login: '', fromChoice: true })}
        >
          Yes, connect my {PRODUCT_NAME} account
        </button>
        <button type="button" className="button button--quiet" onClick={() => flow.setStep({ name: 'terms' })}>
          No, create a free {PRODUCT_NAME} account
        </button>
      </div>
      <div className="account-form__actions">
        <button type="button" className="button button--quiet" onClick={flow.cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
