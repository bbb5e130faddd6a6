import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Allowed } from './guard';
import { digest, notModified, setImageCaching } from './http-cache';
import type { TileCache } from './tile-cache';

/**
 * The shared tail of every rendered image: ETag from the canonical request and the scan's mtime, 304 when the
 * browser has it, then memory, disk, or a fresh render that both layers keep. `x-muster-cache` says which.
 * `disk: false` keeps the bytes in memory only (see TileCache.fetch).
 */
export async function sendCachedImage(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: TileCache,
  allowed: Allowed,
  canonical: (string | number)[],
  contentType: string,
  render: () => Promise<Buffer>,
  options: { disk?: boolean } = {},
): Promise<FastifyReply> {
  const key = digest(...canonical, allowed.image.file_path, allowed.mtimeMs);
  const etag = `"${key.slice(0, 40)}"`;
  setImageCaching(reply, etag, allowed.image.access_level, allowed.expiresAt);
  if (notModified(request, etag)) return reply.code(304).send();
  const { entry, from } = await cache.fetch(key, contentType, render, options);
  return reply.header('x-muster-cache', from).type(contentType).send(entry.body);
}
