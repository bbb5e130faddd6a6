import {
  GRID_CELL,
  GRID_OVERSCAN_ROWS,
  GRID_ROW_HEIGHT,
  KEEP_PAGE_DISTANCE,
  MAX_CACHED_PAGES,
  MAX_SEARCH_COUNT,
  THUMBNAIL_TITLE_LENGTH,
} from './constants';
import { parseContentRef } from '../../lib/links';

/** Cells per row: the pane's width divided by the cell size, at least one. */
export function gridColumnCount(width: number, cell = GRID_CELL): number {
  return Math.max(1, Math.floor(width / cell));
}

/** Items the grid can show: search cannot page past 10,000, a file's images can. */
export function reachableCount(total: number, source: 'search' | 'file'): number {
  return source === 'search' ? Math.min(total, MAX_SEARCH_COUNT) : total;
}

export interface RowWindow {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** First and last rows actually on screen (for the current page). */
  firstVisible: number;
  lastVisible: number;
}

/** Rows on screen for a scroll position, widened by the overscan rows and clamped to the grid. */
export function rowWindow(
  scrollTop: number,
  height: number,
  rowCount: number,
  rowHeight = GRID_ROW_HEIGHT,
  overscan = GRID_OVERSCAN_ROWS,
): RowWindow {
  if (rowCount <= 0) return { start: 0, end: 0, firstVisible: 0, lastVisible: -1 };
  const firstVisible = Math.min(rowCount - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const lastVisible = Math.min(rowCount - 1, Math.max(firstVisible, Math.ceil((scrollTop + height) / rowHeight) - 1));
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(rowCount, lastVisible + overscan + 1),
    firstVisible,
    lastVisible,
  };
}

/** Pages holding the items from `first` to `last` (inclusive) of a list of `count` items. */
export function pagesFor(first: number, last: number, count: number, pageSize: number): number[] {
  const lastItem = Math.min(last, count - 1);
  if (count <= 0 || lastItem < first) return [];
  const pages: number[] = [];
  for (let p = Math.floor(Math.max(0, first) / pageSize); p <= Math.floor(lastItem / pageSize); p++) pages.push(p);
  return pages;
}

/** Pages to drop from the cache: when more than five are held, those more than four away from the current page. */
export function pagesToPrune(
  cached: Iterable<number>,
  current: number,
  maxCached = MAX_CACHED_PAGES,
  keep = KEEP_PAGE_DISTANCE,
): number[] {
  const pages = [...cached];
  if (pages.length <= maxCached) return [];
  return pages.filter((p) => Math.abs(p - current) > keep).sort((a, b) => a - b);
}

/**
 * A thumbnail's title: the labels already chosen in the columns, each followed by ' - ', are stripped
 * (they would repeat on every thumbnail), and the rest is cut to 50 characters with an ellipsis.
 */
export function thumbnailTitle(title: string, labels: readonly string[], max = THUMBNAIL_TITLE_LENGTH): string {
  let text = title;
  for (const label of labels) {
    if (label) text = text.split(`${label} - `).join('');
  }
  text = text.trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export type HitDoc = { id: string; roll?: { rollId: number }; image?: { roll: { rollId: number } } | null };

/**
 * The one file (roll) the hits belong to, or null when they span several or none. A FILE hit names it
 * outright; a page or a record names it through its roll, since without the FILMSTRIP order the FILE
 * itself need not be among the first hundred hits.
 */
export function onlyFile(docs: readonly HitDoc[]): number | null {
  const files = new Set<number>();
  for (const doc of docs) {
    const ref = parseContentRef(doc.id);
    if (ref?.contentType === 'FILE') files.add(Number(ref.objectId));
    const rollId = doc.roll?.rollId ?? doc.image?.roll.rollId;
    if (rollId != null) files.add(rollId);
  }
  const [only] = files;
  return files.size === 1 && Number.isInteger(only) && only > 0 ? only : null;
}
