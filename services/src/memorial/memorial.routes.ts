import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MemorialDto } from '@muster/contract';
import type { Database } from '../db/database';
import { groupBy, inOrder, jsonObject } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { pictureOf } from '../content/content.mapper';
import { type UploadViewer, hiddenUploadIds } from '../gallery/upload-privacy';
import { type ElementRow, elementRows, memorialRows } from './memorial.queries';
import { toMemorialDto } from './memorial.mapper';
import type { Identity } from '../auth/identity';
import { memorialVisible } from '@muster/contract/rules';
import { ownMemorialIds } from './memorial-edit.queries';
import { memorialGedcom } from './gedcom';

/** Your Memorials: at most this many per page. */
const MY_MEMORIALS_MAX = 100;
/** The GEDCOM export describes one individual. */
const GEDCOM_TYPES = new Set(['PERSON', 'SERVICEPERSON']);

/**
 * Memorials with their elements in ordinal order: three queries for the whole batch. A picture that is another
 * member's private upload is left out for this viewer (the owner put it on a public page; only they see it there).
 */
export async function loadMemorials(
  db: Kysely<Database>,
  viewer: UploadViewer,
  ids: number[],
): Promise<Map<number, MemorialDto>> {
  // PostgreSQL refuses the empty `IN ()` an empty list would make (a member with no memorials yet).
  if (ids.length === 0) return new Map();
  const rows = await memorialRows(db, ids);
  if (rows.length === 0) return new Map();
  const all = await elementRows(
    db,
    rows.map((m) => m.id),
  );
  const pictured = (e: ElementRow) => (e.type.includes('IMAGE') ? pictureOf(jsonObject(e.value))?.imageId : undefined);
  const hidden = await hiddenUploadIds(db, viewer, [...new Set(all.flatMap((e) => pictured(e) ?? []))]);
  const elements = groupBy(
    all.filter((e) => !hidden.has(pictured(e) ?? 0)),
    (e) => e.memorial_id,
  );
  return new Map(rows.map((m) => [m.id, toMemorialDto(m, elements.get(m.id) ?? [])]));
}

/** The memorials the caller may see; a private one of somebody else is left out, as if missing. */
async function memorialsFor(
  db: Kysely<Database>,
  identity: Identity,
  ids: number[],
): Promise<Map<number, MemorialDto>> {
  return new Map(
    [...(await loadMemorials(db, identity.userId, ids))].filter(([, memorial]) => memorialVisible(memorial, identity)),
  );
}

export async function memorialRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams }>('/memorial/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (await memorialsFor(db, request.identity, [id])).get(id) ?? notFound(reply, 'memorial', id);
  });
  // The batch answers on both spellings; the gateway's client uses the singular one.
  for (const route of ['/memorial', '/memorials']) {
    app.get<{ Querystring: IdListQuery }>(route, { schema: { querystring: idListQuery } }, async (request) =>
      inOrder(request.query.id, await memorialsFor(db, request.identity, request.query.id)),
    );
  }
  app.get<{ Querystring: { offset: number; limit: number } }>(
    '/my-memorials',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: MY_MEMORIALS_MAX, default: 20 },
          },
        },
      },
    },
    async (request, reply) => {
      const { userId } = request.identity;
      if (userId === null)
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in first' });
      const { ids, total } = await ownMemorialIds(db, userId, request.query.offset, request.query.limit);
      const memorials = await loadMemorials(db, userId, ids);
      return { total, offset: request.query.offset, items: ids.flatMap((id) => memorials.get(id) ?? []) };
    },
  );
  // GEDCOM 5.5.1 of a person memorial, for whoever may see it; the gateway serves it on the site's origin.
  app.get<{ Params: IdParams }>('/gedcom/memorial/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    const memorial = (await memorialsFor(db, request.identity, [id])).get(id);
    if (!memorial || !GEDCOM_TYPES.has(memorial.type)) return notFound(reply, 'person memorial', id);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="memorial-${id}.ged"`)
      .send(memorialGedcom(memorial, new Date()));
  });
}
