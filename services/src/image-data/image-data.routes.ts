import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { type ImageFile, imageFile } from './image-data.queries';
import { type ThumbnailSpec, parseRect, renderThumbnail, thumbnailCache } from './render';

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
  const root = path.resolve(dataDir);
  /** The scan file of an image, or null when it is missing or would lie outside the data directory. */
  const scanFile = (image: ImageFile): string | null => {
    const file = path.resolve(root, image.file_path);
    return file.startsWith(root + path.sep) && fs.existsSync(file) ? file : null;
  };

  app.get<{ Params: ThumbParams }>('/thumbnail/:imageId/:width/:height/:xywh/:rotation.jpg', { schema: { params: thumbParams } }, async (request, reply) => {
    const { imageId, width, height, xywh, rotation } = request.params;
    const image = await imageFile(db, imageId);
    if (!image) return notFound(reply, 'image', imageId);
    const rect = parseRect(xywh, image);
    if (typeof rect === 'string') return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: rect });
    const version = createHash('sha1').update(image.last_modified).digest('hex').slice(0, 10);
    const etag = `"${imageId}-${width}x${height}-${xywh}-${rotation}-${version}"`;
    setCaching(reply, etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    let bytes = cache.get(etag);
    if (!bytes) {
      const file = scanFile(image);
      if (!file) return notFound(reply, 'scan file for image', imageId);
      bytes = await renderThumbnail(file, { width, height, rect, rotation });
      cache.set(etag, bytes);
    }
    return reply.type('image/jpeg').send(bytes);
  });

  app.get<{ Params: { imageId: number } }>('/scan/:imageId.jpg', {
    schema: { params: { type: 'object', required: ['imageId'], properties: { imageId: idSchema } } },
  }, async (request, reply) => {
    const { imageId } = request.params;
    const image = await imageFile(db, imageId);
    const file = image && scanFile(image);
    if (!file) return notFound(reply, image ? 'scan file for image' : 'image', imageId);
    setCaching(reply, `"${imageId}-scan-${createHash('sha1').update(image.last_modified).digest('hex').slice(0, 10)}"`);
    return reply.type('image/jpeg').header('content-length', fs.statSync(file).size).send(fs.createReadStream(file));
  });
}

function setCaching(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
}
