import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type IdParams, idParams } from '../http/schemas';
import { browseLabelRow, publicTagCounts } from './search-util.queries';
import { toBrowseLevels, toTagInfos } from './search-util.mapper';

const MAX_TAGS = 1000;

/** The search service's helpers for the browse tool and tag search (content §7.3), under /fold31-search/search-util. */
export async function searchUtilRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams }>('/browse-levels/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await browseLabelRow(db, request.params.id);
    return row ? toBrowseLevels(row) : notFound(reply, 'publication', request.params.id);
  });

  app.get<{ Params: IdParams }>('/document-level/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await browseLabelRow(db, request.params.id);
    return row
      ? reply.type('text/plain; charset=utf-8').send(row.document_level_label)
      : notFound(reply, 'publication', request.params.id);
  });

  app.get<{ Querystring: { limit: number } }>(
    '/tag',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: MAX_TAGS, default: MAX_TAGS } },
        },
      },
    },
    async (request) => toTagInfos(await publicTagCounts(db), request.query.limit),
  );
}
