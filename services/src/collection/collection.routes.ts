import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type PartnerDetailDto, type TitleCollectionDetailDto } from '@muster/contract';
import { toPartnerDto, toTitleCollectionDto } from './collection.mapper';
import * as q from './collection.queries';

/** A slug as the generator and slugify write them; anything else is a 400, not a lookup. */
const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
} as const;

/** Title collections and partners (content §2.1 /collection/{slug}, /partner/{slug}), under /fold31-api. */
export async function collectionRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Querystring: { kind?: string } }>(
    '/collections',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { kind: { type: 'string', enum: ['CONFLICT', 'TITLE'] } },
        },
      },
    },
    async (request) => (await q.collectionRows(db, request.query.kind)).map(toTitleCollectionDto),
  );

  app.get<{ Params: { slug: string } }>(
    '/collection/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const row = await q.collectionBySlug(db, request.params.slug);
      if (!row) return notFound(reply, 'collection', request.params.slug);
      const [publicationIds, storyMemorialIds] = await Promise.all([
        q.collectionPublicationIds(db, row.id),
        row.kind === 'CONFLICT' && row.conflict ? q.storyMemorialIds(db, row.conflict) : [],
      ]);
      return { ...toTitleCollectionDto(row), publicationIds, storyMemorialIds } satisfies TitleCollectionDetailDto;
    },
  );

  app.get('/partners', { schema: { querystring: { type: 'object', properties: {} } } }, async () =>
    (await q.partnerRows(db)).map(toPartnerDto),
  );

  app.get<{ Params: { slug: string } }>(
    '/partner/:slug',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const row = await q.partnerBySlug(db, request.params.slug);
      if (!row) return notFound(reply, 'partner', request.params.slug);
      return {
        ...toPartnerDto(row),
        publicationIds: await q.partnerPublicationIds(db, row.name),
      } satisfies PartnerDetailDto;
    },
  );
}
