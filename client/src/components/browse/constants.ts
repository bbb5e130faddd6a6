import type { FacetType } from '../../__generated__/graphql';

// The browse tool's numbers (content spec §9, "Browse"), in one place so the pure helpers and the
// components agree on them.

/** Facet type of the first column: the publications. */
export const PUBLICATION_FACET: FacetType = 'PUBLICATION';
/** Deepest browse level a publication can have (general.title.browse.1…7, spec §3.11). */
export const MAX_BROWSE_LEVELS = 7;
/** Facet values per browse column (the spec's named browse constant; §9 "browse facets 500"). */
export const BROWSE_FACET_SIZE = 500;
/** Values of the publication column. */
export const PUBLICATION_FACET_SIZE = 10000;

export const FILTER_DEBOUNCE_MS = 500;
export const AUTO_SELECT_DELAY_MS = 250;
export const RESIZE_DEBOUNCE_MS = 500;

export const IDEAL_COLUMN_WIDTH = 300;
export const MOBILE_BREAKPOINT = 767;
export const GUTTER_DESKTOP = 30;
export const GUTTER_MOBILE = 0;

/** Thumbnail grid: cell width and row height, rows rendered beyond the visible ones. */
export const GRID_CELL = 150;
export const GRID_ROW_HEIGHT = 150;
export const GRID_OVERSCAN_ROWS = 10;
/** Hits per page through search, and images per page of a single file. */
export const SEARCH_PAGE_SIZE = 100;
export const FILE_PAGE_SIZE = 25;
/** Search cannot page past offset + maxCount = 10,000 (spec §9). */
export const MAX_SEARCH_COUNT = 10000;
export const PAGE_FETCH_DEBOUNCE_MS = 100;
/** Cached grid pages are pruned once more than this many are held… */
export const MAX_CACHED_PAGES = 5;
/** …keeping those within this many pages of the current one. */
export const KEEP_PAGE_DISTANCE = 4;

export const THUMBNAIL_TITLE_LENGTH = 50;
