import path from 'node:path';
import express, { type Router } from 'express';

/** The built website, with the SPA fallback: page routes the files do not know get index.html. */
export function staticSite(clientDist: string): Router {
  const router = express.Router();
  router.use(express.static(clientDist, { index: false }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing script or image should stay a 404, not turn into a page.
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next();
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(path.join(clientDist, 'index.html'));
  });
  return router;
}
