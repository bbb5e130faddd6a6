import { useState } from 'react';
import { FacebookButton } from './social/FacebookButton';

/** Modes 2 and 3 of the sign-in screen, whose sign-in flows are wired in a later step. */
const providers = [
  { key: 'genealogy', label: 'Sign in with your genealogy-site account', name: 'the genealogy site' },
  { key: 'social', label: 'Sign in with Facebook', name: 'Facebook' },
] as const;

/**
 * The provider and social-network buttons. Until those flows exist a click lands in the
 * `providerUnavailable` state, which says so and points back to the product sign-in above.
 */
export function ProviderSignInButtons({ onGenealogy }: { onGenealogy?: () => void } = {}) {
  const [providerUnavailable, setProviderUnavailable] = useState<string | null>(null);
  return (
    <div className="signin-providers">
      <p className="signin-providers__or">or</p>
      {providers.map((p) =>
        p.key === 'social' ? (
          <FacebookButton key={p.key} label={p.label} />
        ) : (
          <button
            key={p.key}
            type="button"
            className="button button--quiet signin-providers__button"
            onClick={() => (p.key === 'genealogy' && onGenealogy ? onGenealogy() : setProviderUnavailable(p.name))}
          >
            {p.label}
          </button>
        ),
      )}
      {providerUnavailable && (
        <p className="account-form__notice" role="status">
          Signing in with {providerUnavailable} is unavailable at the moment. Please sign in with your Muster email or
          username and password.
        </p>
      )}
    </div>
  );
}
