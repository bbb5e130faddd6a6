import { type DependencyList, useEffect, useRef } from 'react';

/** Runs `effect` once the dependencies have stopped changing for `delay` ms (filter typing, resizes, page fetches). */
export function useDebouncedEffect(effect: () => void, delay: number, deps: DependencyList): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay, ...deps]);
}
