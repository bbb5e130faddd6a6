import type { Kysely } from 'kysely';
import type { SearchQuery, SearchResults } from '@muster/contract';
import type { Database } from '../db/database';
import { dialectOf } from '../db/dialect';
import { ANONYMOUS, type Identity } from '../auth/identity';
import { accessViewer } from '../access/viewer';
import { fieldVisibility } from './field-visibility';
import { planQuery } from './query-plan';
import type { SearchDatabase } from './search-docs.table';
import { contentBox, withContent } from './search.mapper';
import { hitObjects } from './hit-content';
import { guardHits } from './hit-access';
import { runSearch } from './search.queries';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from './search-settings';

export { SearchError } from './query-plan';

/**
 * Searches the index (content §3.10) as `identity` (a visitor unless given: the cached empty search and browse
 * facets are everybody's); throws SearchError for a query it refuses (TOO_LARGE, BAD_USER_INPUT, SEARCH_TIMEOUT).
 * Hits the caller may not view lose their highlights and matches (hit-access.ts), and their dates, places and
 * numbers count as absent in conditions, keywords, facets, dates and sorts (field-visibility.ts).
 */
export async function search(
  db: Kysely<Database>,
  query: SearchQuery,
  identity: Identity = ANONYMOUS,
  settings: SearchSettings = DEFAULT_SEARCH_SETTINGS,
): Promise<SearchResults> {
  const plan = planQuery(query);
  const viewer = await accessViewer(db, identity, 'CONFIRMED');
  const caller = { viewerId: identity.userId, visibility: fieldVisibility(viewer), settings };
  // `db` keys the per-process dictionaries and facet cache; withTables() makes a new handle every call.
  const results = await runSearch(
    db,
    db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(),
    dialectOf(db),
    plan,
    caller,
  );
  // With includeContent the page's titles and thumbnails ride along, so the gateway needs no mcontent call.
  // The access check and the inline summaries read the page's content objects once, in the summaries' box.
  const load = hitObjects(db);
  const hits = await guardHits(
    db,
    identity,
    viewer,
    results.hits,
    load,
    query.includeContent ? contentBox(query) : undefined,
  );
  return { ...results, hits: await withContent(db, hits, query, load) };
}
