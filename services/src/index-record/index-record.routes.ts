import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { IndexRecordDto } from '@muster/contract';
import type { Database } from '../db/database';
import { inOrder } from '../lib/batch';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams } from '../http/schemas';
import { placesByIds, recordRows } from './index-record.queries';
import { PLACE_COLUMNS, toIndexRecordDto } from './index-record.mapper';
import type { Identity } from '../auth/identity';
import { viewDenials } from '../content/view-denial';
import { type GuardedIndexRecordDto, redactRecord } from './record-access';

/** Records by id with their places resolved: two queries for the whole batch. */
export async function loadIndexRecords(db: Kysely<Database>, ids: number[]): Promise<Map<number, IndexRecordDto>> {
  const rows = await recordRows(db, ids);
  const placeIds = [
    ...new Set(rows.flatMap((r) => PLACE_COLUMNS.map((c) => r[c]).filter((id): id is number => id !== null))),
  ];
  const places = new Map((placeIds.length ? await placesByIds(db, placeIds) : []).map((p) => [p.id, p]));
  return new Map(rows.map((r) => [r.id, toIndexRecordDto(r, places)]));
}

/** The records as the caller may see them: a record above the caller's access is its preview with a `denial`. */
async function recordsFor(
  db: Kysely<Database>,
  identity: Identity,
  ids: number[],
): Promise<Map<number, GuardedIndexRecordDto>> {
  const denialOf = viewDenials(db, identity);
  const records = await loadIndexRecords(db, ids);
  const guarded = await Promise.all(
    [...records].map(async ([id, record]) => {
      const denial = await denialOf(record.accessLevel);
      return [id, denial ? redactRecord(record, denial) : record] as const;
    }),
  );
  return new Map(guarded);
}

export async function indexRecordRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams }>('/record/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (await recordsFor(db, request.identity, [id])).get(id) ?? notFound(reply, 'index record', id);
  });
  app.get<{ Querystring: IdListQuery }>('/records', { schema: { querystring: idListQuery } }, async (request) =>
    inOrder(request.query.id, await recordsFor(db, request.identity, request.query.id)),
  );
}
