import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_PHOTO_MAX_BYTES } from '../contract/account';
import { type Accounts, fail, isStaff, member } from './accounts.context';
import { PHOTO_SIZE, PhotoRejected, normalisePhoto, photoAtSize, storePhoto } from './profile-photo';
import { toProfile } from './user.mapper';
import { updateUser, userById } from './user.queries';
import { photoParams, photoQuery } from './user.schemas';

const TOO_LARGE = `The photo is too large (max ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB)`;

/** PUT /user/profile-photo (multipart `id` and `file`) and GET /user/photo/{id} that serves it. */
export async function profilePhotoRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 } });

  app.put('/profile-photo', async (request, reply) => {
    const me = await member(ctx.db, request, reply);
    if (!me) return reply;
    const userId = me.id;
    if (!request.isMultipart()) return fail(reply, 400, 'PHOTO_INVALID', 'Send the photo as multipart/form-data with fields id and file');
    let id: number | null = null;
    let upload: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file') upload = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
        else if (part.fieldname === 'id') id = Number(part.value);
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return fail(reply, 400, 'PHOTO_INVALID', TOO_LARGE);
      if (code?.startsWith('FST_')) return fail(reply, 400, 'PHOTO_INVALID', (err as Error).message);
      throw err;
    }
    if (id === null || !Number.isInteger(id) || id < 1) return fail(reply, 400, 'PHOTO_INVALID', 'The id field must be a user id');
    if (!upload || upload.length === 0) return fail(reply, 400, 'PHOTO_INVALID', 'The file field is missing');
    if (id !== userId && !isStaff(request)) return fail(reply, 403, 'FORBIDDEN', 'You may only change your own photo');
    const target = await userById(ctx.db, id);
    if (!target) return fail(reply, 404, 'NOT_FOUND', `No user with id ${id}`);
    let jpeg: Buffer;
    try {
      jpeg = await normalisePhoto(upload);
    } catch (err) {
      if (err instanceof PhotoRejected) return fail(reply, 400, 'PHOTO_INVALID', err.message);
      throw err;
    }
    await updateUser(ctx.db, id, { photo_path: await storePhoto(ctx.dataDir, id, jpeg, target.photo_path) });
    return toProfile((await userById(ctx.db, id))!);
  });

  app.get<{ Params: { id: number }; Querystring: { size?: number } }>('/photo/:id', { schema: { params: photoParams, querystring: photoQuery } }, async (request, reply) => {
    const user = await userById(ctx.db, request.params.id);
    if (!user?.photo_path || user.closed === 1) return fail(reply, 404, 'NOT_FOUND', `No photo for user ${request.params.id}`);
    const bytes = await photoAtSize(ctx.dataDir, user.photo_path, request.query.size ?? PHOTO_SIZE);
    // Short-lived: a member who changes the photo should see the new one soon (the gateway may cache longer).
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=60').send(bytes);
  });
}
