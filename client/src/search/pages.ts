/** A page number to show, or a gap ("…") between shown numbers. */
export type PageItem = number | 'gap';

export interface PageWindow {
  /** Page shown now, from 1. */
  current: number;
  /** Last page that can be reached (bounded by the service's maximum count). */
  last: number;
  items: PageItem[];
}

/**
 * Page numbers for a pager: the first, the last and a few around the current page, with gaps.
 * Pages past maxCount cannot be served, so they are never offered.
 */
export function pageWindow(total: number, offset: number, pageSize: number, maxCount: number, around = 2): PageWindow {
  const reachable = Math.min(total, maxCount);
  const last = Math.max(1, Math.ceil(reachable / pageSize));
  const current = Math.floor(offset / pageSize) + 1;
  const shown = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return { current, last, items };
}
