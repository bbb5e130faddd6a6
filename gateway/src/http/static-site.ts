import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built website, with the SPA fallback: page routes the files do not know get index.html, after `page`
 * (the website's own Content-Security-Policy, security-headers.ts). Files go out as the build's brotli or gzip
 * copy the browser accepts (client/vite.config.ts makes them); a hashed file never changes under its name, so
 * browsers keep it a year without asking, while index.html, which names the current ones, is revalidated.
 */
export function staticSite(clientDist: string, page: RequestHandler = (_req, _res, next) => next()): Router {
  const router = express.Router();
  // index.html asked for by name is a page too.
  router.use((req, res, next) => (path.extname(req.path) === '.html' ? page(req, res, next) : next()));
  router.use(
    expressStaticGzip(clientDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        cacheControl: false,
        // Vite writes every script, style and asset under assets/ with a hash of its content in the name.
        setHeaders: (res, file) =>
          res.setHeader(
            'cache-control',
            path.relative(clientDist, file).split(path.sep)[0] === 'assets' ? IMMUTABLE : 'no-cache',
          ),
      },
    }),
  );
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
