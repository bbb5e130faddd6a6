import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrowseFacetRequest, Facet, SearchQuery } from '@muster/contract';
import type { Database } from '../db/database';
import { search } from './search';
import { browseFacetRequestSchema, searchQuerySchema } from './search.schemas';
import { DEFAULT_FACET_MEMORY_DOCS, type SearchSettings, searchSettingsFromEnv } from './search-settings';
import { loadFacetColumnsNow } from './facet-columns';
import type { SearchDatabase } from './search-docs.table';

export async function searchRoutes(
  app: FastifyInstance,
  { db, settings = searchSettingsFromEnv() }: { db: Kysely<Database>; settings?: SearchSettings },
): Promise<void> {
  // Count the empty search page once at start-up (seconds at a million records), so no visitor waits for it;
  // afterwards it is served from the facet cache until the next rebuild.
  // The facet columns load first (facet-columns.ts), so that count runs from memory.
  app.addHook('onReady', async () => {
    void loadFacetColumnsNow(
      db,
      db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(),
      settings.facetMemoryDocs ?? DEFAULT_FACET_MEMORY_DOCS,
    )
      .catch(() => null)
      .then(() => search(db, {}, undefined, settings))
      .catch(() => {});
  });
  app.post<{ Body: SearchQuery }>('/doc-search', { schema: { body: searchQuerySchema } }, (request) =>
    search(db, request.body, request.identity, settings),
  );

  // Browse columns (content §7.3): one facet of the current query, no hits. The publication column is always by rank.
  app.post<{ Body: BrowseFacetRequest }>(
    '/browse-facet',
    { schema: { body: browseFacetRequestSchema } },
    async (request): Promise<Facet> => {
      const { query, facet } = request.body;
      const sort = facet.type === 'general.title.id' ? 'RANK' : facet.sort;
      const results = await search(
        db,
        { ...query, offset: 0, maxCount: 0, after: undefined, highlight: false, facetRequests: [{ ...facet, sort }] },
        request.identity,
        settings,
      );
      return results.facets[0];
    },
  );
}
