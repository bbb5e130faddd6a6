import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler, type Router } from 'express';

/** Where `npm run build:graphiql -w @muster/gateway` writes the bundled GraphiQL page. */
export const defaultGraphiqlDist = fileURLToPath(new URL('../../dist/graphiql', import.meta.url));

/**
 * GraphiQL without a CDN: its assets under /graphiql/, and its page at GET /graphql for browsers
 * (requests that prefer HTML); GraphQL clients asking for JSON fall through to Apollo.
 */
export function graphiql(dist: string): { assets: Router; page: RequestHandler } {
  const assets = express.Router();
  assets.use(express.static(dist, { index: false, immutable: true, maxAge: '1y' }));
  const page: RequestHandler = (req, res, next) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !== 'text/html')
      return next();
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) {
      return res
        .status(503)
        .type('text/plain')
        .send('GraphiQL is not built: run `npm run build:graphiql -w @muster/gateway`.');
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  };
  return { assets, page };
}
