import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IndexRecordDto } from '../contract/records';
import type { Database } from '../db/database';
import { inOrder } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { placesByIds, recordRows } from './index-record.queries';
import { PLACE_COLUMNS, toIndexRecordDto } from './index-record.mapper';

/** Records by id with their places resolved: two queries for the whole batch. */
export async function loadIndexRecords(db: Kysely<Database>, ids: number[]): Promise<Map<number, IndexRecordDto>> {
  const rows = await recordRows(db, ids);
  const placeIds = [...new Set(rows.flatMap((r) => PLACE_COLUMNS.map((c) => r[c]).filter((id): id is number => id !== null)))];
  const places = new Map((placeIds.length ? await placesByIds(db, placeIds) : []).map((p) => [p.id, p]));
  return new Map(rows.map((r) => [r.id, toIndexRecordDto(r, places)]));
}

export async function indexRecordRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams }>('/record/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (await loadIndexRecords(db, [id])).get(id) ?? notFound(reply, 'index record', id);
  });
  app.get<{ Querystring: IdListQuery }>('/records', { schema: { querystring: idListQuery } },
    async (request) => inOrder(request.query.id, await loadIndexRecords(db, request.query.id)));
}
