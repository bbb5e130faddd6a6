import { useCallback, useMemo, useState } from 'react';

/** Where a cursor-paged list stands: the cursor to ask with, and moves back and forth. */
export interface CursorPages {
  /** `after` for the current page; undefined on the first. */
  after: string | undefined;
  index: number;
  size: number;
  next(endCursor: string): void;
  previous(): void;
}

/**
 * Previous needs the cursor that led to the page before, which a Relay connection does not give back,
 * so the cursors seen on the way are kept. A new `key` (another regiment) starts again at the first page.
 */
export function useCursorPages(size: number, key: unknown): CursorPages {
  const [state, setState] = useState<{ key: unknown; cursors: string[] }>({ key, cursors: [] });
  const cursors = useMemo(() => (state.key === key ? state.cursors : []), [state, key]);
  const next = useCallback((endCursor: string) => setState({ key, cursors: [...cursors, endCursor] }), [key, cursors]);
  const previous = useCallback(() => setState({ key, cursors: cursors.slice(0, -1) }), [key, cursors]);
  return useMemo(
    () => ({ after: cursors.at(-1), index: cursors.length, size, next, previous }),
    [cursors, size, next, previous],
  );
}
