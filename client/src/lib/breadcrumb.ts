import type { FacetSort, FilterType } from '../__generated__/graphql';
import { UrlTextError, escapeText, readText } from './urlText';

/** One step of a browse trail (content spec §3.11): the column's facet, its filter box and its choice. */
export interface BreadcrumbEntry {
  facetType: string;
  filterType: FilterType;
  /** Text typed in the column's filter box; '' when none. */
  filterVal: string;
  selectedValue: string;
  selectedLabel: string;
  sortOrder: FacetSort;
}

/** The spec's decoder error for a damaged breadcrumb string. */
export class BreadcrumbDecodeError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`breadcrumb: ${message} at ${position}`);
    this.name = 'BreadcrumbDecodeError';
  }
}

const FIELD = '*';
const ENTRY = '!';
const filterTypes: Record<FilterType, string> = { TERM: 't', PREFIX: 'p' };
const sortOrders: Record<FacetSort, string> = { ALPHABETICAL: 'a', RANK: 'r' };

function codeOf<T extends string>(codes: Record<T, string>, code: string, at: number): T {
  const found = (Object.keys(codes) as T[]).find((k) => codes[k] === code);
  if (!found) throw new BreadcrumbDecodeError(`unknown code '${code}'`, at);
  return found;
}

/**
 * Entries as one address-safe string (content spec §2.2): six fields per entry separated by `*`, entries
 * separated by `!`; tabs inside values become the tab marker `~t` and empty values the null marker `~n`.
 * `general.title.browse.1*t*~n*Ohio*Ohio*a`.
 */
export function encodeBreadcrumb(entries: readonly BreadcrumbEntry[]): string {
  return entries
    .map((e) =>
      [
        escapeText(e.facetType),
        filterTypes[e.filterType],
        escapeText(e.filterVal),
        escapeText(e.selectedValue),
        escapeText(e.selectedLabel),
        sortOrders[e.sortOrder],
      ].join(FIELD),
    )
    .join(ENTRY);
}

/** The entries of a breadcrumb string; throws BreadcrumbDecodeError when it is damaged. */
export function decodeBreadcrumb(text: string): BreadcrumbEntry[] {
  if (text === '') return [];
  const entries: BreadcrumbEntry[] = [];
  let pos = 0;
  const field = (): string => {
    try {
      const [value, end] = readText(text, pos, FIELD + ENTRY);
      pos = end;
      return value;
    } catch (e) {
      if (e instanceof UrlTextError) throw new BreadcrumbDecodeError(e.message, e.position);
      throw e;
    }
  };
  const separator = (ch: string) => {
    if (text[pos] !== ch) throw new BreadcrumbDecodeError(`expected '${ch}'`, pos);
    pos += 1;
  };
  for (;;) {
    const facetType = field();
    separator(FIELD);
    const filterAt = pos;
    const filterType = codeOf(filterTypes, field(), filterAt);
    separator(FIELD);
    const filterVal = field();
    separator(FIELD);
    const selectedValue = field();
    separator(FIELD);
    const selectedLabel = field();
    separator(FIELD);
    const sortAt = pos;
    const sortOrder = codeOf(sortOrders, field(), sortAt);
    entries.push({ facetType, filterType, filterVal, selectedValue, selectedLabel, sortOrder });
    if (pos === text.length) return entries;
    separator(ENTRY);
  }
}
