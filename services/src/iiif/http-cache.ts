import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One day: signed addresses never change their bytes, so browsers and a CDN may keep them that long. */
export const MAX_AGE_SECONDS = 86_400;

/** Hex digest of the parts of a request that decide its bytes: the cache key and, shortened, the ETag. */
export const digest = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\n')).digest('hex');

/**
 * Strong ETag and Cache-Control for a signed image response. Images of PUBLIC publications may sit in
 * shared caches for a day; anything else only in the requester's own browser, and no longer than the token of
 * its address lives (`expiresAt`, epoch ms), so a kept copy never outlasts the permission it was fetched with.
 */
export function setImageCaching(
  reply: FastifyReply,
  etag: string,
  accessLevel: string,
  expiresAt: number,
  immutable = true,
): void {
  const shared = accessLevel === 'PUBLIC';
  const maxAge = shared
    ? MAX_AGE_SECONDS
    : Math.max(0, Math.min(MAX_AGE_SECONDS, Math.floor((expiresAt - Date.now()) / 1000)));
  reply
    .header('etag', etag)
    .header('cache-control', `${shared ? 'public' : 'private'}, max-age=${maxAge}${immutable ? ', immutable' : ''}`);
}

/** If-None-Match matches this ETag (weak comparison, as RFC 9110 asks for this header, or `*`). */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
