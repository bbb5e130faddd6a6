/** Drops the nulls a loader returns for ids that no longer exist (or that the caller may not see). */
export function present<T>(items: readonly (T | null | undefined)[]): T[] {
  return items.filter((item): item is T => item != null);
}

/** For non-null schema fields: a dangling reference is a data error, reported as such rather than a bare null. */
export function required<T>(value: T | null | undefined, what: string, id: number): T {
  if (value == null) throw new Error(`Missing ${what} ${id}`);
  return value;
}
