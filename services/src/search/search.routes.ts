import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BrowseFacetRequest, Facet, SearchQuery } from '@muster/contract';
import type { Database } from '../db/database';
import { search } from './search';
import { browseFacetRequestSchema, searchQuerySchema } from './search.schemas';
import { type SearchSettings, searchSettingsFromEnv } from './statement-timeout';

export async function searchRoutes(
  app: FastifyInstance,
  { db, settings = searchSettingsFromEnv() }: { db: Kysely<Database>; settings?: SearchSettings },
): Promise<void> {
  // Count the empty search page once at start-up (seconds at a million records), so no visitor waits for it;
  // afterwards it is served from the facet cache until the next rebuild.
  app.addHook('onReady', async () => {
    search(db, {}, undefined, settings).catch(() => {});
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
