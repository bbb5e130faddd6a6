import type { ObjectReference } from './content';

/** Search query of content §3.10 (the part the services understand so far). */
export interface SearchQuery {
  keywords?: string;
  fieldedKeywords?: { type: string; texts: string[]; exclude?: boolean; strict?: boolean }[];
  filters?: { type: string; values: { value: string; label?: string }[]; exclude?: boolean; strict?: boolean; filterType?: 'TERM' | 'PREFIX' }[];
  facetRequests?: { type: string; maxCount?: number; placeLevel?: number; placeParents?: string[]; sort?: 'RANK' | 'ALPHABETICAL' }[];
  sortOrder?: 'RELEVANCE' | 'DATE_ASC' | 'DATE_DESC' | 'NAME' | 'LAST_MODIFIED' | 'FILMSTRIP';
  offset?: number;
  maxCount?: number;
}

export interface SearchHit {
  doc: ObjectReference;
  score: number;
  /** Text fragments with matches wrapped in <em>…</em>. */
  highlights: string[];
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  /** FILE marks a leaf of the browse hierarchy. */
  nodeType: string | null;
}

export interface Facet {
  type: string;
  values: FacetValue[];
  totalCount: number;
}

/** Response of POST /fold31-search/doc-search (content §3.10). */
export interface SearchResults {
  total: number;
  hits: SearchHit[];
  facets: Facet[];
  earliestDate: string | null;
  latestDate: string | null;
}

/** Maximum offset + maxCount (content §9). */
export const MAX_COUNT = 10000;
export const PAGE_SIZE = 100;
