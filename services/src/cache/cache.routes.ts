import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CACHE_LIFETIMES } from '@muster/contract';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { CACHE_ENTRIES, isCacheName } from './cache.entries';
import { TtlCache } from './ttl-cache';
import { readIndexState } from '../search/index-state';
import type { SearchDatabase } from '../search/search-docs.table';

/**
 * GET /cache/{name} (content §7.4). Each entry is computed at most once per lifetime (5 minutes, the beta
 * banner 1 minute) and served with Cache-Control max-age set to what remains of it, so a cache downstream
 * never holds a value longer than its lifetime after it was computed.
 */
export async function cacheRoutes(
  app: FastifyInstance,
  { db, now = Date.now }: { db: Kysely<Database>; now?: () => number },
): Promise<void> {
  const memo = new TtlCache<unknown>(now);
  /** The version each entry was last made at, so an older one is dropped rather than kept forever. */
  const versions = new Map<string, string>();

  app.get<{ Params: { name: string } }>(
    '/:name',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isCacheName(name)) return notFound(reply, 'cache entry named', name);
      // Kept by the index generation and counts version (an import, a record correction) and the catalogue version
      // (a write of a publication, its access level above all; a finished or undone import): any change makes the
      // entry again on the next read of any services instance, instead of after its lifetime.
      const state = await readIndexState(
        db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(),
      );
      const version = `${state.generation}.${state.countsVersion}@${state.catalogueVersion}`;
      const held = versions.get(name);
      if (held !== undefined && held !== version) memo.delete(`${name}:${held}`);
      versions.set(name, version);
      const { value, expiresAt } = await memo.get(`${name}:${version}`, CACHE_LIFETIMES[name] * 1000, () =>
        CACHE_ENTRIES[name](db),
      );
      const maxAge = Math.max(0, Math.ceil((expiresAt - now()) / 1000));
      return reply.header('cache-control', `public, max-age=${maxAge}`).send(value);
    },
  );
}
