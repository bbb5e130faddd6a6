import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * The built website, with the SPA fallback: page routes the files do not know get index.html, after `page`
 * (the website's own Content-Security-Policy, security-headers.ts).
 */
export function staticSite(clientDist: string, page: RequestHandler = (_req, _res, next) => next()): Router {
  const router = express.Router();
  // index.html asked for by name is a page too.
  router.use((req, res, next) => (path.extname(req.path) === '.html' ? page(req, res, next) : next()));
  router.use(express.static(clientDist, { index: false }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing script or image should stay a 404, not turn into a page. A number after a dot is no file type: a
    // page address may end in one (/document/INDEX_RECORD.77, content §7.1's document ids).
    if (/\.[^./]*[a-z][^./]*$/i.test(req.path) || !req.accepts('html')) return next();
    page(req, res, (error?: unknown) => {
      if (error) return next(error);
      res.setHeader('cache-control', 'no-cache');
      res.sendFile(path.join(clientDist, 'index.html'));
    });
  });
  return router;
}
