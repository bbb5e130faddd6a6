import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImageAdminErrorCode, ManagedImageDto } from '@muster/contract';
import { TOO_LARGE, UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import type { Database } from '../db/database';
import { refuse } from '../gallery/refuse';
import { type IdParams, idParams } from '../http/schemas';
import { reindexDocs } from '../search/index-update';
import { staffWith } from '../staff/staff-guard';
import { type ImageAuditAction, audit } from '../staff/staff.queries';
import { clientAddress } from '../user/accounts.context';
import { type ManagedImage, managedImage, movePage, retitle, setHidden } from './image-admin.queries';
import { ImageRejected, replaceScan, rotateScan } from './image-revise';

export interface ImageAdminOptions {
  db: Kysely<Database>;
  dataDir: string;
  internalSecret: string;
  now: () => number;
}

const TITLE_MAX = 256;
const titleBody = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: TITLE_MAX, pattern: '\\S' },
    shortTitle: { type: 'string', minLength: 1, maxLength: TITLE_MAX, pattern: '\\S' },
  },
} as const;
const visibilityBody = {
  type: 'object',
  required: ['hidden'],
  additionalProperties: false,
  properties: { hidden: { type: 'boolean' } },
} as const;
const ordinalBody = {
  type: 'object',
  required: ['ordinal'],
  additionalProperties: false,
  properties: { ordinal: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const rotationBody = {
  type: 'object',
  required: ['degrees'],
  additionalProperties: false,
  properties: { degrees: { type: 'integer', enum: [90, 180, 270] } },
} as const;

/** Which code a request refused by its JSON schema gets, by route. */
const INVALID: Record<string, ImageAdminErrorCode> = {
  title: 'BAD_TITLE',
  visibility: 'BAD_USER_INPUT',
  ordinal: 'BAD_ORDINAL',
  rotation: 'BAD_ROTATION',
  scan: 'UPLOAD_INVALID',
};

export const toManagedImageDto = (image: ManagedImage): ManagedImageDto => ({
  imageId: image.id,
  rollId: image.roll_id,
  title: image.title,
  shortTitle: image.short_title,
  position: image.position,
  pageCount: image.pageCount,
  width: image.width,
  height: image.height,
  revision: image.revision,
  hidden: image.hidden_id !== null,
});

/**
 * 'Manage this image' (content §2.4, issue 15): staff whose roles grant 'images' replace a page's scan, turn it
 * for good, hide it, move it in its roll and retitle it. Each call is audited in staff_audit with what changed.
 */
export async function imageAdminRoutes(app: FastifyInstance, options: ImageAdminOptions): Promise<void> {
  const { db, dataDir, now } = options;
  for (const type of ['application/octet-stream', /^image\//])
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, 'UPLOAD_TOO_LARGE', TOO_LARGE);
    if (err.code === 'FST_ERR_CTP_EMPTY_BODY') return refuse(reply, 400, 'UPLOAD_INVALID', 'The file is empty');
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return refuse(reply, 415, 'UPLOAD_INVALID', 'Send the image file itself as the body');
    if (err.validation) {
      const route = request.routeOptions.url?.split('/').pop() ?? '';
      return refuse(reply, 400, INVALID[route] ?? 'BAD_USER_INPUT', err.message);
    }
    throw err;
  });

  /** The staff member and the page, or the refusal sent and null. */
  const open = async (request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) => {
    const me = await staffWith(db, request, reply, 'images');
    if (!me) return null;
    const image = await managedImage(db, request.params.id);
    if (!image) {
      refuse(reply, 404, 'NOT_FOUND', `No image with id ${request.params.id}`);
      return null;
    }
    return { me, image };
  };
  const record = (request: FastifyRequest, staffId: number, action: ImageAuditAction, detail: string) =>
    audit(
      db,
      { staffId, action, targetUserId: null, detail, address: clientAddress(request, options.internalSecret) },
      new Date(now()),
    );
  const answer = async (id: number) => toManagedImageDto((await managedImage(db, id))!);
  const stamp = () => new Date(now()).toISOString();

  app.get<{ Params: IdParams }>('/admin/image/:id', { schema: { params: idParams } }, async (request, reply) => {
    const opened = await open(request, reply);
    return opened ? toManagedImageDto(opened.image) : reply;
  });

  app.put<{ Params: IdParams; Body: { title: string; shortTitle?: string } }>(
    '/admin/image/:id/title',
    { schema: { params: idParams, body: titleBody } },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { image, me } = opened;
      const title = request.body.title.trim();
      const shortTitle = request.body.shortTitle?.trim() ?? title;
      await db.transaction().execute(async (tx) => {
        await retitle(tx, image.id, title, shortTitle, stamp());
        await reindexDocs(tx, 'IMAGE', [image.id]);
      });
      await record(request, me.id, 'image-retitled', `image ${image.id}: "${image.title}" → "${title}"`);
      return answer(image.id);
    },
  );

  app.put<{ Params: IdParams; Body: { hidden: boolean } }>(
    '/admin/image/:id/visibility',
    { schema: { params: idParams, body: visibilityBody } },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { image, me } = opened;
      const { hidden } = request.body;
      // Search follows at once: a hidden page is no hit (search/index-docs.ts), and its roll's document is redone.
      await db.transaction().execute(async (tx) => {
        await setHidden(tx, image.id, hidden, me.id, stamp());
        await reindexDocs(tx, 'IMAGE', [image.id]);
        await reindexDocs(tx, 'FILE', [image.roll_id]);
      });
      const was = image.hidden_id !== null ? 'hidden' : 'visible';
      await record(
        request,
        me.id,
        hidden ? 'image-hidden' : 'image-shown',
        `image ${image.id}: ${was} → ${hidden ? 'hidden' : 'visible'}`,
      );
      return answer(image.id);
    },
  );

  app.put<{ Params: IdParams; Body: { ordinal: number } }>(
    '/admin/image/:id/ordinal',
    { schema: { params: idParams, body: ordinalBody } },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { image, me } = opened;
      const { ordinal } = request.body;
      if (ordinal > image.pageCount)
        return refuse(
          reply,
          400,
          'BAD_ORDINAL',
          `The roll has ${image.pageCount} pages: choose 1 to ${image.pageCount}`,
        );
      await db.transaction().execute(async (tx) => reindexDocs(tx, 'IMAGE', await movePage(tx, image, ordinal)));
      await record(
        request,
        me.id,
        'image-moved',
        `image ${image.id} in roll ${image.roll_id}: page ${image.position} → ${ordinal}`,
      );
      return answer(image.id);
    },
  );

  app.post<{ Params: IdParams; Body: { degrees: 90 | 180 | 270 } }>(
    '/admin/image/:id/rotation',
    { schema: { params: idParams, body: rotationBody } },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { image, me } = opened;
      const { degrees } = request.body;
      const turned = await rotateScan(db, dataDir, image, degrees, stamp());
      if (!turned) return refuse(reply, 404, 'NOT_FOUND', `The scan file of image ${image.id} is missing`);
      await record(
        request,
        me.id,
        'image-rotated',
        `image ${image.id}: turned ${degrees}° clockwise, revision ${image.revision} → ${image.revision + 1}`,
      );
      return answer(image.id);
    },
  );

  app.post<{ Params: IdParams; Querystring: { filename?: string }; Body: Buffer }>(
    '/admin/image/:id/scan',
    {
      schema: { params: idParams },
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
          reply.header('connection', 'close');
          return refuse(reply, 413, 'UPLOAD_TOO_LARGE', TOO_LARGE);
        }
      },
    },
    async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { image, me } = opened;
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        return refuse(reply, 400, 'UPLOAD_INVALID', 'Send the image file itself as the body');
      try {
        const scan = await replaceScan(db, dataDir, image, request.body, stamp());
        await record(
          request,
          me.id,
          'image-replaced',
          `image ${image.id}: ${image.width}×${image.height} revision ${image.revision} → ${scan.width}×${scan.height} revision ${image.revision + 1}; ${scan.regionsReset} regions reset to the whole page`,
        );
      } catch (err) {
        if (err instanceof ImageRejected) return refuse(reply, err.status, err.code, err.message);
        throw err;
      }
      return answer(image.id);
    },
  );
}
