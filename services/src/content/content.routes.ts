import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ObjectReference } from '@muster/contract';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { MAX_BATCH, idSchema } from '../http/schemas';
import { SUPPORTED_CONTENT_TYPES, type SupportedContentType, loadContentObjects } from './content.loader';
import type { Box } from '@muster/contract/rules';
import { accessViewerRoutes } from './access-viewer.routes';

/** Content object thumbnails default to 320 (content §9); the multi-content fetch to 100. */
const CONTENT_THUMB = 320;
const MULTI_THUMB = 100;
const thumbSize = { type: 'integer', minimum: 1, maximum: 2000 } as const;
const contentType = { type: 'string', enum: SUPPORTED_CONTENT_TYPES } as const;

const contentParams = (name: string) => ({
  type: 'object',
  required: [name, 'id'],
  properties: { [name]: contentType, id: idSchema },
});

export async function contentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  await app.register(accessViewerRoutes, { db });
  const one = async (viewer: number | null, type: SupportedContentType, id: number, box: Box) =>
    (await loadContentObjects(db, viewer, [{ contentType: type, objectId: id }], box))[0];

  app.get<{ Params: { contentType: SupportedContentType; id: number } }>(
    '/content/:contentType/:id',
    { schema: { params: contentParams('contentType') } },
    async (request, reply) => {
      const { contentType: type, id } = request.params;
      return (
        (await one(request.identity.userId, type, id, { width: CONTENT_THUMB, height: CONTENT_THUMB })) ??
        notFound(reply, type, id)
      );
    },
  );

  app.get<{
    Params: { type: SupportedContentType; id: number };
    Querystring: { thumbHeight?: number; thumbWidth?: number };
  }>(
    '/obj-ref/content/:type/:id',
    {
      schema: {
        params: contentParams('type'),
        querystring: { type: 'object', properties: { thumbHeight: thumbSize, thumbWidth: thumbSize } },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      // When only one side is given, both are that size (content §7.2).
      const { thumbWidth, thumbHeight } = request.query;
      const width = thumbWidth ?? thumbHeight ?? CONTENT_THUMB;
      return (
        (await one(request.identity.userId, type, id, { width, height: thumbHeight ?? thumbWidth ?? CONTENT_THUMB })) ??
        notFound(reply, type, id)
      );
    },
  );

  app.post<{ Body: ObjectReference[]; Querystring: { 'thumb-width': number; 'thumb-height': number } }>(
    '/obj-ref/mcontent/',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            'thumb-width': { ...thumbSize, default: MULTI_THUMB },
            'thumb-height': { ...thumbSize, default: MULTI_THUMB },
          },
        },
        body: {
          type: 'array',
          maxItems: MAX_BATCH,
          items: {
            type: 'object',
            required: ['contentType', 'objectId'],
            properties: { contentType, objectId: idSchema },
          },
        },
      },
    },
    async (request) =>
      loadContentObjects(db, request.identity.userId, request.body, {
        width: request.query['thumb-width'],
        height: request.query['thumb-height'],
      }),
  );
}
