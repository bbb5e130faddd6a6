/** Results of a batch read in the order the ids were asked for, null where nothing was found (DataLoader style). */
export function inOrder<T>(ids: readonly number[], found: ReadonlyMap<number, T>): (T | null)[] {
  return ids.map((id) => found.get(id) ?? null);
}

/** Rows grouped by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A JSON text column holding an array of strings; anything else reads as empty. */
export function jsonStrings(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** A JSON text column holding an object; anything else reads as {}. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
