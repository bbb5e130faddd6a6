import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResults } from '../contract/search';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { planQuery } from './query-plan';
import type { SearchDatabase } from './search-docs.table';
import { withContent } from './search.mapper';
import type { Identity } from '../auth/identity';
import { guardHits } from './hit-access';
import { runSearch } from './search.queries';

export { SearchError } from './query-plan';

export interface SearchViewer {
  /** The signed-in user, whose private tags the query may name; null for a visitor. */
  userId: number | null;
  /** The caller's identity: hits it may not view lose their highlights and matches (services/src/search/hit-access.ts). */
  identity?: Identity;
}

/** Searches the index (content §3.10); throws SearchError for a query it refuses (TOO_LARGE, BAD_QUERY). */
export async function search(db: Kysely<Database>, query: SearchQuery, viewer: SearchViewer = { userId: null }): Promise<SearchResults> {
  const plan = planQuery(query);
  // `db` keys the per-process dictionaries and facet cache; withTables() makes a new handle every call.
  const results = await runSearch(db, db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(), dialectOf(db), plan, viewer.userId);
  // With includeContent the page's titles and thumbnails ride along, so the gateway needs no mcontent call.
  const hits = viewer.identity ? await guardHits(db, viewer.identity, results.hits) : results.hits;
  return { ...results, hits: await withContent(db, hits, query) };
}
