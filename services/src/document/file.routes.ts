import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FileImagesDto } from '@muster/contract';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type IdListQuery, type IdParams, idListQuery, idParams, idSchema } from '../http/schemas';
import { inOrder } from '../lib/batch';
import { fileImageIds, fileOfPublication, fileRows } from './file.queries';
import { toFileDto } from './file.mapper';

/** A file's images come 25 to a page in the browse grid (content §9). */
const FILE_IMAGES_PAGE = 25;
const MAX_FILE_IMAGES_PAGE = 100;

interface FileImagesParams {
  publicationId: number;
  fileId: number;
}

/** FILE (a roll) under /document: one, a batch, and its image ids page by page (content §7.5 file-images). */
export async function fileRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const load = async (viewer: number | null, ids: number[]) =>
    new Map((await fileRows(db, viewer, ids)).map((row) => [row.id, toFileDto(row)]));

  app.get<{ Params: IdParams }>('/file/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    return (await load(request.identity.userId, [id])).get(id) ?? notFound(reply, 'file', id);
  });

  app.get<{ Querystring: IdListQuery }>('/files', { schema: { querystring: idListQuery } }, async (request) =>
    inOrder(request.query.id, await load(request.identity.userId, request.query.id)),
  );

  app.get<{ Params: FileImagesParams; Querystring: { offset: number; limit: number } }>(
    '/file-images/:publicationId/:fileId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['publicationId', 'fileId'],
          properties: { publicationId: idSchema, fileId: idSchema },
        },
        querystring: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_FILE_IMAGES_PAGE, default: FILE_IMAGES_PAGE },
          },
        },
      },
    },
    async (request, reply) => {
      const { publicationId, fileId } = request.params;
      const { userId } = request.identity;
      if (!(await fileOfPublication(db, userId, publicationId, fileId)))
        return notFound(reply, `file of publication ${publicationId}`, fileId);
      const { ids, total } = await fileImageIds(db, userId, fileId, request.query.offset, request.query.limit);
      const body: FileImagesDto = { fileId, total, imageIds: ids };
      return body;
    },
  );
}
