// The search index as the start-up, the importer, the benches and the gateway's tests reach it.
export { ensureSearchIndex, rebuildSearchIndex } from './index-build';
export { type Dictionaries, expandNames } from './dictionaries';
export { DEFAULT_FACETS } from './facet-types';
export { MAX_NAME_EXPANSION } from './name-budget';
export { nameTest } from './name-codes';
export { planFacet } from './plan-facets';
export type { SearchDatabase } from './search-docs.table';
export { withContent } from './search.mapper';
export { search } from './search';
