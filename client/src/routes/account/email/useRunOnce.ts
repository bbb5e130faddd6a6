import { useEffect, useRef, useState } from 'react';

export type RunState<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/**
 * Runs `action` once when the page opens (an emailed link's token is spent by the first call, so a
 * development double render must not call it twice).
 */
export function useRunOnce<T>(action: () => Promise<T>): RunState<T> {
  const [state, setState] = useState<RunState<T>>({ status: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action().then(
      (value) => setState({ status: 'done', value }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
