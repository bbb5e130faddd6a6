import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One day: signed addresses never change their bytes, so browsers and a CDN may keep them that long. */
export const MAX_AGE_SECONDS = 86_400;

/** Hex digest of the parts of a request that decide its bytes: the cache key and, shortened, the ETag. */
export const digest = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/**
 * Strong ETag and Cache-Control for a signed image response. Images of PUBLIC publications may sit in
 * shared caches; anything else only in the requester's own browser.
 */
export function setImageCaching(reply: FastifyReply, etag: string, accessLevel: string, immutable = true): void {
  const scope = accessLevel === 'PUBLIC' ? 'public' : 'private';
  reply.header('etag', etag).header('cache-control', `${scope}, max-age=${MAX_AGE_SECONDS}${immutable ? ', immutable' : ''}`);
}

/** If-None-Match matches this ETag (weak comparison, as RFC 9110 asks for this header, or `*`). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
