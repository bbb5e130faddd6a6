import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { notModified } from '../iiif/http-cache';
import type { LruCache } from '@muster/contract/node';
import type { ImageFile } from './image-data.queries';
import { type ThumbnailSpec, renderThumbnail } from './render';
import { scanFile } from './scan-file';

/** A short digest of the scan's modification time: a replaced scan gets new ETags and cache entries. */
export const imageVersion = (image: Pick<ImageFile, 'last_modified'>) =>
  createHash('sha1').update(image.last_modified).digest('hex').slice(0, 10);

/**
 * The shared tail of the thumbnail and reference routes: ETag and Cache-Control, 304 when the browser has it,
 * then the rendered bytes from the cache or a fresh render.
 */
export async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { cache: LruCache<Buffer>; dataDir: string },
  answer: { image: ImageFile; spec: ThumbnailSpec; etag: string; cacheControl: string },
): Promise<FastifyReply> {
  const { image, spec, etag } = answer;
  reply.header('etag', etag).header('cache-control', answer.cacheControl);
  if (notModified(request, etag)) return reply.code(304).send();
  let bytes = options.cache.get(etag);
  if (!bytes) {
    const scan = await scanFile(options.dataDir, image.file_path);
    if (!scan) return notFound(reply, 'scan file for image', image.id);
    bytes = await renderThumbnail(scan.file, spec);
    options.cache.set(etag, bytes);
  }
  return reply.type('image/jpeg').send(bytes);
}
