import './QueryStatus.css';

interface WithGraphQLErrors {
  errors?: ReadonlyArray<{ message?: string; extensions?: Record<string, unknown> }>;
}

/** Codes of a part of a page that failed because a service did not answer (or broke), not because it is refused. */
const OUTAGES = ['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'];

/** True when some part of an answer that came with data is missing because a service did not answer. */
export function isPartialOutage(error: unknown): boolean {
  const errors = (error as WithGraphQLErrors | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => OUTAGES.includes(String(e.extensions?.code)));
}

/**
 * What a page shows above what it has when part of it could not be loaded (a service down or slow, issue 17):
 * the rest of the page is there, and the visitor may try again for the missing part.
 */
export function PartialNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  if (!isPartialOutage(error)) return null;
  return (
    <div className="status status--partial" role="status">
      <span>Part of this page could not be loaded. Please try again in a moment.</span>
      {onRetry && (
        <button type="button" className="button button--quiet" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
