import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inOrder } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { loadBattles, loadCompanies, loadRegimentProfiles, loadRegiments } from './regiment.loader';

type BatchLoader = (db: Kysely<Database>, ids: number[]) => Promise<Map<number, unknown>>;

/**
 * GET /{kind}/:id for one (404 when missing) and GET /{kinds}?id=…&id=… for a batch in order (null when missing);
 * a regiment's profile (aliases, provider, sample pages) likewise at /regiment/:id/profile and /regiment-profiles.
 */
export async function regimentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const kinds: [string, string, BatchLoader][] = [
    ['regiment', 'regiments', loadRegiments],
    ['company', 'companies', loadCompanies],
    ['battle', 'battles', loadBattles],
    ['regiment/:id/profile', 'regiment-profiles', loadRegimentProfiles],
  ];
  for (const [kind, plural, load] of kinds) {
    app.get<{ Params: IdParams }>(
      kind.includes(':id') ? `/${kind}` : `/${kind}/:id`,
      { schema: { params: idParams } },
      async (request, reply) => {
        const { id } = request.params;
        return (await load(db, [id])).get(id) ?? notFound(reply, kind.split('/')[0], id);
      },
    );
    app.get<{ Querystring: IdListQuery }>(`/${plural}`, { schema: { querystring: idListQuery } }, async (request) =>
      inOrder(request.query.id, await load(db, request.query.id)),
    );
  }
}
