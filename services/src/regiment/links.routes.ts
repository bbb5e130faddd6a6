import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LinkedPageDto, UnitFactsDetailDto, ServiceError } from '@muster/contract';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, MAX_BATCH, idListQuery, idParams, idSchema } from '../http/schemas';
import { inOrder } from '../lib/batch';
import { loadUnitFacts } from './facts.loader';
import { type LinkKind, linkedMemorials, linkedRecords } from './links.queries';

/**
 * Linked lists are paged 100 at a time; unlike search's window for people (content §9), their whole length can
 * be walked (the gateway's connections, docs/decisions/paging.md), up to the largest integer id.
 */
export const LINK_PAGE = { defaultLimit: 20, maxLimit: 100, maxEnd: 2_147_483_647 } as const;

const pageProperties = {
  offset: { type: 'integer', minimum: 0, maximum: LINK_PAGE.maxEnd - 1, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: LINK_PAGE.maxLimit, default: LINK_PAGE.defaultLimit },
} as const;
const pageQuery = { type: 'object', additionalProperties: false, properties: pageProperties } as const;
const batchPageQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { ...pageProperties, id: { type: 'array', items: idSchema, minItems: 1, maxItems: MAX_BATCH } },
} as const;
interface PageQuery {
  offset: number;
  limit: number;
}

/** Content §8: an offset plus count past the maximum is TOO_LARGE, answered before any query runs. */
function tooLarge({ offset, limit }: PageQuery): ServiceError | null {
  return offset + limit > LINK_PAGE.maxEnd
    ? { statusCode: 400, error: 'TOO_LARGE', message: `offset plus limit may be at most ${LINK_PAGE.maxEnd}` }
    : null;
}

const KIND_TABLE = { regiment: 'regiments', company: 'companies', battle: 'battles' } as const;
const FACT_COLUMN = { regiment: 'regiment_id', company: 'company_id' } as const;

/**
 * Unit facts (`/regiment/:id/facts`, batch `/regiment-facts?id=…`, same for companies) and the records and
 * memorials linked to a regiment, company or battle (`/battle/:id/records?offset&limit`, batch
 * `/battle-records?id=…&offset&limit`, `…/memorials`). One-object routes 404 for a missing id; batches answer
 * null for it, in request order.
 */
export async function regimentLinkRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const existing = async (kind: LinkKind, ids: number[]) =>
    new Set((await db.selectFrom(KIND_TABLE[kind]).select('id').where('id', 'in', ids).execute()).map((r) => r.id));

  for (const kind of ['regiment', 'company'] as const) {
    const facts = async (ids: number[]) => {
      const found = await existing(kind, ids);
      return loadUnitFacts(
        db,
        FACT_COLUMN[kind],
        ids.filter((id) => found.has(id)),
      );
    };
    app.get<{ Params: IdParams }>(
      `/${kind}/:id/facts`,
      { schema: { params: idParams } },
      async (request, reply) =>
        (await facts([request.params.id])).get(request.params.id) ?? notFound(reply, kind, request.params.id),
    );
    app.get<{ Querystring: IdListQuery }>(
      `/${kind}-facts`,
      { schema: { querystring: idListQuery } },
      async (request): Promise<(UnitFactsDetailDto | null)[]> =>
        inOrder(request.query.id, await facts(request.query.id)),
    );
  }

  for (const kind of ['regiment', 'company', 'battle'] as const) {
    for (const [list, load] of [
      ['records', linkedRecords],
      ['memorials', linkedMemorials],
    ] as const) {
      const pages = async (ids: number[], { offset, limit }: PageQuery, request: { identity: Identity }) => {
        const found = await existing(kind, ids);
        const result = new Map<number, LinkedPageDto>();
        // One parent at a time inside the service: the gateway still makes one call for the whole list.
        for (const id of ids) {
          if (found.has(id) && !result.has(id))
            result.set(id, { id, ...(await load(db, kind, id, offset, limit, request.identity)) });
        }
        return result;
      };
      app.get<{ Params: IdParams; Querystring: PageQuery }>(
        `/${kind}/:id/${list}`,
        { schema: { params: idParams, querystring: pageQuery } },
        async (request, reply) => {
          const error = tooLarge(request.query);
          if (error) return reply.code(400).send(error);
          const { id } = request.params;
          return (await pages([id], request.query, request)).get(id) ?? notFound(reply, kind, id);
        },
      );
      app.get<{ Querystring: PageQuery & IdListQuery }>(
        `/${kind}-${list}`,
        { schema: { querystring: batchPageQuery } },
        async (request, reply) => {
          const error = tooLarge(request.query);
          if (error) return reply.code(400).send(error);
          return inOrder(request.query.id, await pages(request.query.id, request.query, request));
        },
      );
    }
  }
}
