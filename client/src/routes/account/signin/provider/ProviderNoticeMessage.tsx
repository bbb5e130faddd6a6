import { Link } from 'react-router';
import { PROVIDER_TEXT } from './providerMessages';
import type { ProviderNotice } from './useProviderSignIn';

/** The sign-in screen's message while the provider popup is open, and after one that signed nobody in (accounts spec §8 provider mode). */
export function ProviderNoticeMessage({ notice, waiting = false }: { notice: ProviderNotice; waiting?: boolean }) {
  if (waiting)
    return (
      <p className="account-form__notice" role="status">
        {PROVIDER_TEXT.waiting}
      </p>
    );
  if (!notice) return null;
  if (notice === 'unknown') {
    return (
      <p className="account-form__error" role="alert">
        There was an error signing you in with your genealogy-site account. You can{' '}
        <Link to="/register">create a free account</Link> or <Link to="/contact/?subject=Support">contact support</Link>
        .
      </p>
    );
  }
  const text =
    notice === 'login'
      ? PROVIDER_TEXT.loginError
      : notice === 'blocked'
        ? PROVIDER_TEXT.blocked
        : PROVIDER_TEXT.cancelled;
  return (
    <p
      className={notice === 'cancelled' ? 'account-form__notice' : 'account-form__error'}
      role={notice === 'cancelled' ? 'status' : 'alert'}
    >
      {text}
    </p>
  );
}
