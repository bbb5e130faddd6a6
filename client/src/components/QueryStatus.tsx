import { Link } from 'react-router';
import { errorText } from '../lib/errors';
import './QueryStatus.css';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="status status--loading" role="status" aria-live="polite">
      {label}
    </p>
  );
}

/** A failed request, in words a visitor can act on. */
export function ErrorMessage({ error }: { error: unknown }) {
  const e = (error ?? {}) as { message?: string; statusCode?: number; cause?: unknown };
  return (
    <div className="status status--error" role="alert">
      <strong>We could not load this page.</strong>
      <p>Please try again in a moment.</p>
      <details>
        <summary>Details</summary>
        <p className="status__detail">{errorText({ message: e.message, status: e.statusCode, cause: e.cause })}</p>
      </details>
    </div>
  );
}

/** What a missing object or unknown address shows. */
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <section className="status status--missing">
      <h1>We couldn’t find that {what}</h1>
      <p>It may have been moved, or the address may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/search">search the records</Link>.
      </p>
    </section>
  );
}

/**
 * What a detail route shows instead of its object: a malformed address or a missing object is not found,
 * a failed load is an error (even over cached data), and a load in flight is loading.
 */
export function DetailStatus({
  what,
  badAddress,
  error,
  loading,
}: {
  what: string;
  badAddress: boolean;
  error: unknown;
  loading: boolean;
}) {
  if (badAddress) return <NotFound what={what} />;
  if (error) return <ErrorMessage error={error} />;
  if (loading) return <Loading />;
  return <NotFound what={what} />;
}
