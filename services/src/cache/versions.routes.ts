import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DataVersionsDto } from '@muster/contract';
import type { Database } from '../db/database';
import { readIndexState } from '../search/index-state';
import type { SearchDatabase } from '../search/search-docs.table';

/**
 * GET /cache/versions: the versions of what the records and the catalogue say (search/index-state.ts). Every gateway
 * reads it at most every 2 s and puts it into the keys of its cached empty searches, browse columns, suggestions and
 * publication reads, so a write that no gateway saw (an import finishing in a services process, a REST-only
 * publication edit) retires them on every gateway within those 2 s. One row of one table: cheap enough to ask often,
 * and nothing in it is anybody's to hide, so it needs no identity.
 */
export async function versionsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get('/versions', async (_request, reply): Promise<DataVersionsDto> => {
    const state = await readIndexState(
      db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(),
    );
    reply.header('cache-control', 'no-store');
    return {
      records: `${state.generation}.${state.countsVersion}`,
      catalogue: String(state.catalogueVersion),
    };
  });
}
