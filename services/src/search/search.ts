import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResults } from '../contract/search';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { planQuery } from './query-plan';
import type { SearchDatabase } from './search-docs.table';
import { runSearch } from './search.queries';

export { SearchError } from './query-plan';

/** Searches the index (content §3.10); throws SearchError for a query it refuses (TOO_LARGE, BAD_QUERY). */
export async function search(db: Kysely<Database>, query: SearchQuery): Promise<SearchResults> {
  const plan = planQuery(query);
  return runSearch(db.withTables<Pick<SearchDatabase, 'search_docs'>>(), dialectOf(db), plan);
}
