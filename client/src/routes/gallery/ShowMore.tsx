import { useState } from 'react';

interface Props {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  /** Fetches the page after `after` and appends it (fetchMore with appendPage). */
  onMore: (after: string) => Promise<unknown>;
}

/** "Show more" under a member's list: the next 100 after the last shown, until the list ends. */
export function ShowMore({ pageInfo, onMore }: Props) {
  const [loading, setLoading] = useState(false);
  const after = pageInfo.endCursor;
  if (!pageInfo.hasNextPage || !after) return null;
  return (
    <p className="gallery-more">
      <button
        type="button"
        className="button button--quiet"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          void onMore(after).finally(() => setLoading(false));
        }}
      >
        {loading ? 'Loading…' : 'Show more'}
      </button>
    </p>
  );
}
