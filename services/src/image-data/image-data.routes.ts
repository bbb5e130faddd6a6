import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { mayView } from '../iiif/guard';
import { uploadById } from '../gallery/gallery.queries';
import { imageFile } from './image-data.queries';
import { artRoutes, memorialBackgroundRoute } from './art.routes';
import { iconRoutes } from './icon.routes';
import { referenceRoutes } from './reference.routes';
import { type ThumbnailSpec, parseRect, thumbnailCache } from './render';
import { revisedAddress } from './revised-address';
import { imageVersion, sendThumbnail } from './send-thumbnail';
import { isListedBox } from '@muster/contract/rules';
import { isHiddenImage, managesImages } from '../image-admin/hidden-image';

interface ThumbParams {
  imageId: number;
  width: number;
  height: number;
  xywh: string;
  rotation: ThumbnailSpec['rotation'];
}

const side = { type: 'integer', minimum: 1, maximum: 2000 } as const;
const thumbParams = {
  type: 'object',
  required: ['imageId', 'width', 'height', 'xywh', 'rotation'],
  properties: {
    imageId: idSchema,
    width: side,
    height: side,
    xywh: { type: 'string', pattern: '^\\d{1,6}_\\d{1,6}_\\d{1,6}_\\d{1,6}$' },
    rotation: { type: 'integer', enum: [0, 90, 180, 270] },
  },
} as const;

const revisionQuery = { type: 'object', properties: { v: { type: 'integer', minimum: 0 } } } as const;

export async function imageDataRoutes(
  app: FastifyInstance,
  { db, dataDir }: { db: Kysely<Database>; dataDir: string },
): Promise<void> {
  const cache = thumbnailCache();

  app.get<{ Params: ThumbParams; Querystring: { v?: number } }>(
    '/thumbnail/:imageId/:width/:height/:xywh/:rotation.jpg',
    { schema: { params: thumbParams, querystring: revisionQuery } },
    async (request, reply) => {
      const { imageId, width, height, xywh, rotation } = request.params;
      const image = await imageFile(db, imageId);
      if (!image) return notFound(reply, 'image', imageId);
      // A scan staff have hidden is not there for anybody else; to them it is never a shared copy.
      const hidden = await isHiddenImage(db, imageId);
      if (hidden && !managesImages(request.identity)) return notFound(reply, 'image', imageId);
      // An address of an older revision (before staff replaced or rotated the scan) leads to the current one.
      if ((request.query.v ?? 0) !== image.revision)
        return reply.header('cache-control', 'no-store').redirect(revisedAddress(request.url, image.revision), 302);
      const rect = parseRect(xywh, image);
      if (typeof rect === 'string')
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: rect });
      // A private upload is its owner's alone. No upload's thumbnail is kept in a shared cache: a public one may be
      // made private at any moment, and a cache would go on showing it.
      const upload = await uploadById(db, imageId);
      if (upload && upload.public === 0 && upload.user_id !== request.identity.userId)
        return notFound(reply, 'image', imageId);
      // PUBLIC pages' thumbnails, and whole pages at the listed sides of the others, are for everybody; any other crop
      // or size needs the caller's access (a record's region comes from its reference instead). A REGISTERED page is
      // no exception: a visitor may not view it, so crops of it are for members only.
      const shared =
        !upload && !hidden && (image.access_level === 'PUBLIC' || (rect === null && isListedBox({ width, height })));
      if (!shared) {
        if (!(await mayView(request, reply, db, image.access_level))) return reply;
      }
      return sendThumbnail(
        request,
        reply,
        { cache, dataDir },
        {
          image,
          spec: { width, height, rect, rotation },
          etag: `"${imageId}-${width}x${height}-${xywh}-${rotation}-${imageVersion(image)}"`,
          cacheControl: `${shared ? 'public' : 'private'}, max-age=86400`,
        },
      );
    },
  );

  await referenceRoutes(app, { db, dataDir, cache, routes: memorialBackgroundRoute(app, db) });
  await iconRoutes(app, { db });
  await artRoutes(app, { db, dataDir, cache });

  // No /scan route: whole scans are served only through signed addresses (the IIIF tiles and the viewer image
  // of ../iiif), which check the caller's access (docs/decisions/images.md).
}
