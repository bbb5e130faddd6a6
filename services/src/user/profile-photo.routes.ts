import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { type Accounts, fail, isStaff, member } from './accounts.context';
import { refuseUploadLimit } from '../gallery/upload-limit-reply';
import { takeUploadTurn } from '../gallery/upload-rate';
import { PHOTO_FORM_MAX_BYTES } from '@muster/contract';
import { PHOTO_FORM_UNREADABLE, PHOTO_TOO_LARGE, readPhotoForm } from './photo-form';
import {
  PHOTO_SIZE,
  PhotoRejected,
  facebookPhotoOf,
  facebookPictureUrl,
  normalisePhoto,
  photoAtSize,
  storePhoto,
} from './profile-photo';
import { toProfile } from './user.mapper';
import { updateUser, userById } from './user.queries';
import { photoParams, photoQuery } from './user.schemas';

const MULTIPART = 'Send the photo as multipart/form-data with fields id and file';

/** PUT /user/profile-photo (multipart `id` and `file`) and GET /user/photo/{id} that serves it. */
export async function profilePhotoRoutes(
  app: FastifyInstance,
  { accounts: ctx }: { accounts: Accounts },
): Promise<void> {
  // The form is read whole (at most a photo and its envelope) and parsed in the handler (photo-form.ts).
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: PHOTO_FORM_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.put<{ Body: Buffer | undefined }>(
    '/profile-photo',
    {
      // A body of another type, too long or cut off is the sender's mistake: 400 with a reason, never a 500.
      errorHandler: (err: FastifyError, _request, reply: FastifyReply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 400, 'PHOTO_INVALID', PHOTO_TOO_LARGE);
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 400, 'PHOTO_INVALID', MULTIPART);
        if (err.code?.startsWith('FST_ERR_CTP_') || err.statusCode === 400)
          return fail(reply, 400, 'PHOTO_INVALID', PHOTO_FORM_UNREADABLE);
        throw err;
      },
    },
    async (request, reply) => {
      const me = await member(ctx.db, request, reply);
      if (!me) return reply;
      const userId = me.id;
      const contentType = request.headers['content-type'] ?? '';
      if (!Buffer.isBuffer(request.body) || !contentType.startsWith('multipart/form-data'))
        return fail(reply, 400, 'PHOTO_INVALID', MULTIPART);
      const form = await readPhotoForm(request.body, contentType);
      if (!form.ok) return fail(reply, 400, 'PHOTO_INVALID', form.message);
      const { id } = form;
      if (id !== userId && !isStaff(request))
        return fail(reply, 403, 'FORBIDDEN', 'You may only change your own photo');
      const target = await userById(ctx.db, id);
      if (!target) return fail(reply, 404, 'NOT_FOUND', `No user with id ${id}`);
      const turn = await takeUploadTurn(ctx.db, userId, 'photo', ctx.now().getTime());
      if (!turn.ok) return refuseUploadLimit(reply, 'photo', turn);
      let jpeg: Buffer;
      try {
        jpeg = await normalisePhoto(form.file);
      } catch (err) {
        if (err instanceof PhotoRejected) return fail(reply, 400, 'PHOTO_INVALID', err.message);
        throw err;
      }
      await updateUser(ctx.db, id, { photo_path: await storePhoto(ctx.dataDir, id, jpeg, target.photo_path) });
      return toProfile((await userById(ctx.db, id))!);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { size?: number } }>(
    '/photo/:id',
    { schema: { params: photoParams, querystring: photoQuery } },
    async (request, reply) => {
      const user = await userById(ctx.db, request.params.id);
      const facebook = user && user.closed !== 1 ? facebookPhotoOf(user) : null;
      // The member chose the Facebook picture: the browser fetches it from Facebook (content §9 icon sizes).
      if (facebook !== null)
        return reply
          .header('cache-control', 'public, max-age=60')
          .redirect(facebookPictureUrl(facebook, request.query.size ?? PHOTO_SIZE), 302);
      if (!user?.photo_path || user.closed === 1)
        return fail(reply, 404, 'NOT_FOUND', `No photo for user ${request.params.id}`);
      const bytes = await photoAtSize(ctx.dataDir, user.photo_path, request.query.size ?? PHOTO_SIZE);
      // Short-lived: a member who changes the photo should see the new one soon (the gateway may cache longer).
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=60').send(bytes);
    },
  );
}
