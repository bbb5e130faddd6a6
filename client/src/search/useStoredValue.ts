import { useCallback, useState } from 'react';
import { readStoredValue, writeStoredValue } from '../lib/storedValue';

/** Search facet and view choices are kept for a year (under the two-year cap of content spec §9). */
export const PREFERENCE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** A preference kept in localStorage as a stored value with an expiration (content spec §3.9). */
export function useStoredValue<T>(
  key: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = typeof localStorage === 'undefined' ? undefined : readStoredValue<unknown>(localStorage, key);
    return isValid(stored) ? stored : initial;
  });
  const store = useCallback(
    (next: T) => {
      setValue(next);
      if (typeof localStorage !== 'undefined') writeStoredValue(localStorage, key, next, PREFERENCE_TTL_MS);
    },
    [key],
  );
  return [value, store];
}
