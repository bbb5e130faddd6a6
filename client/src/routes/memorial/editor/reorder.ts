/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * The whole memorial's element order after one section was reordered: the section's ids, in their new
 * order, go into the places its elements held, and every other element stays where it was.
 */
export function reorderWithin(allIds: readonly string[], sectionIds: readonly string[]): string[] {
  const inSection = new Set(sectionIds);
  const queue = [...sectionIds];
  return allIds.map((id) => (inSection.has(id) ? (queue.shift() ?? id) : id));
}
