/**
 * Values kept in localStorage as `{ value, expiration? }` (content spec §3.9). An entry that expires more
 * than two years out is removed (§4, §9: storage expiration cap), and so is an expired one, on read.
 */

/** The storage expiration cap: two years. */
export const MAX_EXPIRATION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

export interface StoredValue<T> {
  value: T;
  /** Epoch milliseconds after which the value is gone; none means it never expires. */
  expiration?: number;
}

/** What a raw entry means at a time: a value to use, an entry to remove, or nothing stored. */
export type StoredRead<T> = { kind: 'value'; value: T } | { kind: 'remove' } | { kind: 'none' };

export function parseStoredValue<T>(raw: string | null, now: number): StoredRead<T> {
  if (raw === null) return { kind: 'none' };
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return { kind: 'remove' };
  }
  if (typeof entry !== 'object' || entry === null || !('value' in entry)) return { kind: 'remove' };
  const { value, expiration } = entry as StoredValue<T>;
  if (expiration !== undefined && expiration !== null) {
    if (typeof expiration !== 'number' || expiration <= now || expiration - now > MAX_EXPIRATION_MS)
      return { kind: 'remove' };
  }
  return { kind: 'value', value };
}

/** The raw entry for a value kept `ttlMs` from `now` (or for ever); null when it would pass the cap. */
export function storedEntry<T>(value: T, now: number, ttlMs?: number): string | null {
  if (ttlMs === undefined) return JSON.stringify({ value });
  if (ttlMs <= 0 || ttlMs > MAX_EXPIRATION_MS) return null;
  return JSON.stringify({ value, expiration: now + ttlMs } satisfies StoredValue<T>);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The value under a key, removing the entry when it is expired, over the cap or unreadable. */
export function readStoredValue<T>(storage: Storage, key: string, now = Date.now()): T | undefined {
  try {
    const read = parseStoredValue<T>(storage.getItem(key), now);
    if (read.kind === 'remove') storage.removeItem(key);
    return read.kind === 'value' ? read.value : undefined;
  } catch {
    return undefined; // storage switched off (private mode): behave as if nothing was stored
  }
}

export function writeStoredValue<T>(storage: Storage, key: string, value: T, ttlMs?: number, now = Date.now()): void {
  try {
    const entry = storedEntry(value, now, ttlMs);
    if (entry === null) storage.removeItem(key);
    else storage.setItem(key, entry);
  } catch {
    // storage full or switched off: the choice simply is not remembered
  }
}
