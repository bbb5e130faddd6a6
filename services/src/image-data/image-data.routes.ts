import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { isOpenLevel } from '../access/policy';
import { mayView } from '../iiif/guard';
import { uploadById } from '../gallery/gallery.queries';
import { imageFile } from './image-data.queries';
import { isPreview } from './preview';
import { type ThumbnailSpec, parseRect, renderThumbnail, thumbnailCache } from './render';
import { scanFile } from './scan-file';

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
    imageId: idSchema, width: side, height: side,
    xywh: { type: 'string', pattern: '^\\d{1,6}_\\d{1,6}_\\d{1,6}_\\d{1,6}$' },
    rotation: { type: 'integer', enum: [0, 90, 180, 270] },
  },
} as const;

export async function imageDataRoutes(app: FastifyInstance, { db, dataDir }: { db: Kysely<Database>; dataDir: string }): Promise<void> {
  const cache = thumbnailCache();

  app.get<{ Params: ThumbParams }>('/thumbnail/:imageId/:width/:height/:xywh/:rotation.jpg', { schema: { params: thumbParams } }, async (request, reply) => {
    const { imageId, width, height, xywh, rotation } = request.params;
    const image = await imageFile(db, imageId);
    if (!image) return notFound(reply, 'image', imageId);
    const rect = parseRect(xywh, image);
    if (typeof rect === 'string') return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: rect });
    const spec = { width, height, rect, rotation };
    // A private upload is its owner's alone. No upload's thumbnail is kept in a shared cache: a public one may be
    // made private at any moment, and a cache would go on showing it.
    const upload = await uploadById(db, imageId);
    if (upload && upload.public === 0 && upload.user_id !== request.identity.userId) return notFound(reply, 'image', imageId);
    // Open publications' thumbnails and previews of the others are for everybody; more needs the caller's access.
    const shared = !upload && (isOpenLevel(image.access_level) || isPreview(spec, image));
    if (!shared) {
      if (!(await mayView(request, reply, db, image.access_level))) return reply;
    }
    const version = createHash('sha1').update(image.last_modified).digest('hex').slice(0, 10);
    const etag = `"${imageId}-${width}x${height}-${xywh}-${rotation}-${version}"`;
    setCaching(reply, etag, shared);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let bytes = cache.get(etag);
    if (!bytes) {
      const scan = await scanFile(dataDir, image.file_path);
      if (!scan) return notFound(reply, 'scan file for image', imageId);
      bytes = await renderThumbnail(scan.file, spec);
      cache.set(etag, bytes);
    }
    return reply.type('image/jpeg').send(bytes);
  });

  // No /scan route: whole scans are served only through signed addresses (the IIIF tiles and the viewer image
  // of ../iiif), which check the caller's access (docs/decisions.md, Image service).
}

function setCaching(reply: FastifyReply, etag: string, shared: boolean): void {
  reply.header('etag', etag).header('cache-control', `${shared ? 'public' : 'private'}, max-age=86400`);
}
