import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * `GET /schema.graphql`: the SDL, with a strong ETag of its text, so partners' tools and codegen runs can ask
 * with `If-None-Match` and get 304 until the contract changes.
 */
export function schemaRoute(sdl: string): RequestHandler {
  const etag = `"${createHash('sha256').update(sdl).digest('base64url').slice(0, 27)}"`;
  return (req, res) => {
    res.set({ ETag: etag, 'Cache-Control': 'public, max-age=0, must-revalidate' });
    const asked = req.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      res.status(304).end();
      return;
    }
    res.type('text/plain').send(sdl);
  };
}
