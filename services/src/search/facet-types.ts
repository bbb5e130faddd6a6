import type { SearchDoc } from './search-docs.table';

/** How a facet or filter type of content §3.11 maps onto search_docs. */
export type FacetKind =
  /** A plain column; values are its text. */
  | 'column'
  /** publication_id; labels are publication titles. */
  | 'publication'
  /** Comma-separated place paths by level (placeLevel); a filter on a path matches everything under it. */
  | 'place'
  /** Years; counted by decade (or by year within one decade); filters take YYYY or YYYY-YYYY. */
  | 'date'
  /** general.title.browse.N: the roll's browse path at level N (through the rolls table). */
  | 'browse'
  /** general.contributor: the member who uploaded an image (through user_uploads); values are user ids, labels names. */
  | 'contributor';

export interface FacetType {
  kind: FacetKind;
  column: keyof SearchDoc & string;
  /** Many distinct values (a million service numbers): counted top-N in SQL rather than all in memory. */
  wide?: boolean;
  /** Browse level 1…7. */
  level?: number;
}

const col = (column: FacetType['column'], wide = false): FacetType => ({ kind: 'column', column, wide });

export const FACET_TYPES: Record<string, FacetType> = {
  'military.conflict': col('conflict'),
  'general.title.content.collection': col('collection'),
  place: { kind: 'place', column: 'place_path' },
  'military.service.branch': col('branch'),
  'general.title.id': { kind: 'publication', column: 'publication_id' },
  'general.title.content.type': col('pub_content_type'),
  'general.title.content.doc-type': col('doc_type'),
  'general.title.content.sub-type': col('sub_type'),
  'general.title.provider.id': col('provider'),
  'general.title.provider.language': col('language'),
  'military.service-number': col('service_number', true),
  date: { kind: 'date', column: 'year' },
  'full-name': col('surname', true),
  'general.contributor': { kind: 'contributor', column: 'object_id' },
};
for (let level = 1; level <= 7; level++)
  FACET_TYPES[`general.title.browse.${level}`] = { kind: 'browse', column: 'roll_id', level };

/** Facets returned when a query does not ask for any (the search page's default sidebar). */
export const DEFAULT_FACETS = [
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
  'general.title.content.doc-type',
  'date',
] as const;

/** The type whose values are children of another type's values (content §3.11: doc-type is parent of sub-type). */
export const PARENT_COLUMN: Record<string, FacetType['column']> = {
  'general.title.content.sub-type': 'doc_type',
};
