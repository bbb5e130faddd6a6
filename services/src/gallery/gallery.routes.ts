import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { loadImages } from '../document/document.loader';
import { type IdListQuery, type IdParams, idListQuery, idParams, idSchema } from '../http/schemas';
import { member } from '../user/accounts.context';
import { toGalleryItemDto, toUploadDto, toUploaderDto } from './gallery.mapper';
import {
  addGalleryItem,
  deleteUpload,
  galleryItems,
  removeGalleryItem,
  updateUpload,
  uploadById,
  uploadersOf,
  uploadsOf,
} from './gallery.queries';
import { refuse } from './refuse';
import { removeScan } from './upload-file';
import { isHiddenUpload } from './upload-privacy';
import { UPLOAD_TITLE_MAX, UPLOAD_DESCRIPTION_MAX } from './upload-limits';

export interface GalleryRouteOptions {
  db: Kysely<Database>;
  dataDir: string;
  now: () => number;
}

const galleryParams = {
  type: 'object',
  required: ['type', 'id'],
  properties: { type: { type: 'string', minLength: 1, maxLength: 40 }, id: idSchema },
} as const;

const metadataBody = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: 1000 },
    description: { type: 'string', maxLength: 100_000 },
    public: { type: 'boolean' },
  },
} as const;

const uploadsQuery = { type: 'object', properties: { userId: idSchema } } as const;

/** The gallery's {type} is the content type in any case; only images can be collected so far (defaults to image). */
const galleryType = (type: string) => (type.toUpperCase() === 'IMAGE' ? 'IMAGE' : null);

/** A member's gallery and uploads on the document service (content spec §7.5). */
export async function galleryRoutes(app: FastifyInstance, { db, dataDir, now }: GalleryRouteOptions): Promise<void> {
  const stamp = () => new Date(now()).toISOString();

  app.get('/gallery', async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    return (await galleryItems(db, me.id)).map(toGalleryItemDto);
  });

  app.put<{ Params: { type: string; id: number } }>(
    '/gallery/:type/:id',
    { schema: { params: galleryParams } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const type = galleryType(request.params.type);
      if (!type)
        return refuse(
          reply,
          400,
          'GALLERY_INVALID',
          `Only images can be added to a gallery, not ${request.params.type}`,
        );
      const { id } = request.params;
      if (!(await loadImages(db, [id])).has(id) || (await isHiddenUpload(db, request.identity, id))) {
        return refuse(reply, 404, 'NOT_FOUND', `No image with id ${id}`);
      }
      return toGalleryItemDto(await addGalleryItem(db, me.id, type, id, stamp()));
    },
  );

  app.delete<{ Params: { type: string; id: number } }>(
    '/gallery/:type/:id',
    { schema: { params: galleryParams } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const type = galleryType(request.params.type);
      if (!type || !(await removeGalleryItem(db, me.id, type, request.params.id))) {
        return refuse(reply, 404, 'NOT_FOUND', `No ${request.params.type} ${request.params.id} in your gallery`);
      }
      return reply.code(204).send();
    },
  );

  // Who uploaded each of these images (the viewer's '{name}'s Uploads' link); open to visitors, who see only public uploads.
  // Images that are no member's upload, or another member's private one, are simply absent from the answer.
  app.get<{ Querystring: IdListQuery }>('/uploaders', { schema: { querystring: idListQuery } }, async (request) =>
    (await uploadersOf(db, request.identity.userId, request.query.id)).map(toUploaderDto),
  );

  // A member's uploads: all of their own, only the public ones of someone else.
  app.get<{ Querystring: { userId?: number } }>(
    '/uploads',
    { schema: { querystring: uploadsQuery } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const userId = request.query.userId ?? me.id;
      return (await uploadsOf(db, userId, userId === me.id)).map(toUploadDto);
    },
  );

  app.post<{ Params: IdParams; Body: { title: string; description?: string; public?: boolean } }>(
    '/upload-metadata/:id',
    {
      schema: { params: idParams, body: metadataBody },
    },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const upload = await uploadById(db, request.params.id);
      if (!upload || (upload.user_id !== me.id && upload.public === 0))
        return refuse(reply, 404, 'NOT_FOUND', `No upload with id ${request.params.id}`);
      if (upload.user_id !== me.id) return refuse(reply, 403, 'FORBIDDEN', 'You may only change your own uploads');
      const title = request.body.title.trim();
      const description = (request.body.description ?? upload.description).trim();
      if (title.length === 0)
        return refuse(reply, 400, 'UPLOAD_INVALID', `The title you entered is too short. 0 (Min: 1)`, 'title');
      if (title.length > UPLOAD_TITLE_MAX)
        return refuse(
          reply,
          400,
          'UPLOAD_INVALID',
          `The title you entered is too long. ${title.length} (Max: ${UPLOAD_TITLE_MAX})`,
          'title',
        );
      if (description.length > UPLOAD_DESCRIPTION_MAX) {
        return refuse(
          reply,
          400,
          'UPLOAD_INVALID',
          `The description you entered is too long. ${description.length} (Max: ${UPLOAD_DESCRIPTION_MAX})`,
          'description',
        );
      }
      await updateUpload(
        db,
        upload.image_id,
        { title, description, public: request.body.public ?? upload.public === 1 },
        stamp(),
      );
      return toUploadDto((await uploadById(db, upload.image_id))!);
    },
  );

  app.delete<{ Params: IdParams }>('/userUpload/:id', { schema: { params: idParams } }, async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    const upload = await uploadById(db, request.params.id);
    if (!upload || (upload.user_id !== me.id && upload.public === 0))
      return refuse(reply, 404, 'NOT_FOUND', `No upload with id ${request.params.id}`);
    if (upload.user_id !== me.id) return refuse(reply, 403, 'FORBIDDEN', 'You may only delete your own uploads');
    const filePath = await deleteUpload(db, upload.image_id);
    if (filePath) await removeScan(dataDir, filePath);
    return reply.code(204).send();
  });
}
