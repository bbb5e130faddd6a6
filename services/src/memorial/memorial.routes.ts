import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemorialDto } from '../contract/records';
import type { Database } from '../db/database';
import { groupBy, inOrder } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { elementRows, memorialRows } from './memorial.queries';
import { toMemorialDto } from './memorial.mapper';
import type { Identity } from '../auth/identity';
import { memorialVisible } from './memorial-privacy';

/** Memorials with their elements in ordinal order: two queries for the whole batch. */
export async function loadMemorials(db: Kysely<Database>, ids: number[]): Promise<Map<number, MemorialDto>> {
  const rows = await memorialRows(db, ids);
  if (rows.length === 0) return new Map();
  const elements = groupBy(await elementRows(db, rows.map((m) => m.id)), (e) => e.memorial_id);
  return new Map(rows.map((m) => [m.id, toMemorialDto(m, elements.get(m.id) ?? [])]));
}

/** The memorials the caller may see; a private one of somebody else is left out, as if missing. */
async function memorialsFor(db: Kysely<Database>, identity: Identity, ids: number[]): Promise<Map<number, MemorialDto>> {
  return new Map([...(await loadMemorials(db, ids))].filter(([, memorial]) => memorialVisible(memorial, identity)));
}

export async function memorialRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams }>('/memorial/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (await memorialsFor(db, request.identity, [id])).get(id) ?? notFound(reply, 'memorial', id);
  });
  // The batch answers on both spellings; the gateway's client uses the singular one.
  for (const route of ['/memorial', '/memorials']) {
    app.get<{ Querystring: IdListQuery }>(route, { schema: { querystring: idListQuery } },
      async (request) => inOrder(request.query.id, await memorialsFor(db, request.identity, request.query.id)));
  }
}
