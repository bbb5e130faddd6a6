import type { SearchDoc } from './search-docs.table';

/** How a facet or filter type of content §3.11 maps onto a column of search_docs. */
export interface FacetColumn {
  column: keyof SearchDoc & string;
  /** Values are integers (publication ids) rather than text. */
  numeric?: boolean;
  /** Values are comma-separated place paths; a filter on a path also matches everything under it. */
  hierarchical?: boolean;
  /** Values are years or year ranges (YYYY or YYYY-YYYY); filter only. */
  yearRange?: boolean;
  /** Whether facet counts can be requested for it. */
  countable: boolean;
}

export const FACET_TYPES: Record<string, FacetColumn> = {
  'military.conflict': { column: 'conflict', countable: true },
  'general.title.id': { column: 'publication_id', numeric: true, countable: true },
  'general.title.content.type': { column: 'pub_content_type', countable: true },
  'general.title.content.doc-type': { column: 'doc_type', countable: true },
  'military.service.branch': { column: 'branch', countable: true },
  place: { column: 'place_path', hierarchical: true, countable: true },
  date: { column: 'year', yearRange: true, countable: false },
};

/** Facets returned when a query does not ask for any (the search page's default sidebar). */
export const DEFAULT_FACETS = [
  'military.conflict', 'general.title.id', 'general.title.content.type', 'military.service.branch', 'place',
  'general.title.content.doc-type',
] as const;

/** Place facets count at a level of the hierarchy: 1 country, 2 state (content §4). */
export function placeColumn(level: number): 'place_country' | 'place_state' {
  return level >= 2 ? 'place_state' : 'place_country';
}
