import { useSearchParams } from 'react-router';
import { safeNext } from '../../../../lib/signInErrors';
import { facebookLoginHref } from './socialResults';

/**
 * Mode 3 of the sign-in screen: a plain link, because the login is a full-page trip to Facebook's dialog
 * and back through the gateway (no Facebook script is loaded into the site). Without `next` it goes on
 * to the page's own `?next=`.
 */
export function FacebookButton({ next, label = 'Sign in with Facebook' }: { next?: string | null; label?: string }) {
  const [params] = useSearchParams();
  return (
    <a
      className="button button--quiet signin-providers__button social-signin__facebook"
      href={facebookLoginHref(next === undefined ? safeNext(params.get('next')) : next)}
    >
      {label}
    </a>
  );
}
