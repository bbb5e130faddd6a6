import { Navigate, useLocation } from 'react-router';

/** Sends a visitor to sign in and back here afterwards (signed-in-only pages, accounts spec §2). */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
}
