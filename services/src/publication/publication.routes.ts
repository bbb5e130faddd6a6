import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type IdParams, MAX_BATCH, idParams, idSchema } from '../http/schemas';
import { publicationRows } from './publication.queries';
import { toPublicationDto } from './publication.mapper';

export async function publicationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  // The list, or with ?id=…&id=… just those publications (still featured first, then by title).
  app.get<{ Querystring: { id?: number[] } }>(
    '/',
    {
      schema: {
        querystring: { type: 'object', properties: { id: { type: 'array', items: idSchema, maxItems: MAX_BATCH } } },
      },
    },
    async (request) =>
      (await publicationRows(db, request.query.id?.length ? request.query.id : undefined)).map(toPublicationDto),
  );

  app.get<{ Params: IdParams }>('/pub/:id', { schema: { params: idParams } }, async (request, reply) => {
    const [row] = await publicationRows(db, [request.params.id]);
    return row ? toPublicationDto(row) : notFound(reply, 'publication', request.params.id);
  });
}
