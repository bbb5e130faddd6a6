import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayMetrics } from '../metrics';
import { INTERNAL_AUTH_HEADER } from '../auth/internal-auth';
import { openServiceRequest } from './http-json';
import type { PublicTiles } from '../http/public-tiles';

/** Response headers browsers, CDNs and IIIF viewers rely on: caching, CORS, IIIF links, redirects, downloads. */
const PASSED_BACK = [
  'content-type',
  'etag',
  'cache-control',
  'last-modified',
  'expires',
  'vary',
  'link',
  'location',
  'access-control-allow-origin',
  'content-disposition',
];
/** Request headers that decide the answer: conditional requests and the JSON-LD flavour of info.json. */
const FORWARDED = ['if-none-match', 'if-modified-since', 'accept'];
/** Dot segments or encoded slashes could walk the proxy out of the image service into another one. */
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;

export interface ImageProxyOptions {
  servicesUrl: string;
  /** Path of the image service the mount point maps to, e.g. `/fold31-image-data/iiif`. */
  target: string;
  metrics: GatewayMetrics;
  /** The signed internal auth header of this request's caller. */
  authHeader: (req: Request) => string;
  /** The shared cache of public tiles (public-tiles.ts), for the /iiif mount. */
  publicTiles?: PublicTiles;
  /** The site's configured public origin (PUBLIC_BASE_URL), the one the service writes into ids and redirects. */
  publicOrigin?: string;
}

/**
 * Streams image bytes from the images service through the gateway's own origin (`/iiif/*` →
 * `/fold31-image-data/iiif/*`, query unchanged, since signatures cover it). The service learns the public
 * origin from x-forwarded-host/-proto for the ids it writes: the configured one, never the request's Host or
 * X-Forwarded-Host (a forged one would land in info.json ids that caches keep). Redirects (IIIF's 303 from the
 * base URI) and errors reach the browser as they are.
 */
export function imageProxy(options: ImageProxyOptions): RequestHandler {
  const { servicesUrl, target, metrics } = options;
  const origin = options.publicOrigin ? new URL(options.publicOrigin) : null;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (UNSAFE_PATH.test(req.path) || UNSAFE_PATH.test(req.url.split('?')[0] ?? '')) return res.status(400).end();
    if (!options.publicTiles?.isTile(req)) return forward(req, res, next, null);
    options.publicTiles.keyOf(req).then((tile) => {
      if (tile && options.publicTiles!.serve(req, res, tile)) return;
      forward(req, res, next, tile);
    }, next);
  };

  function forward(req: Request, res: Response, next: NextFunction, tile: { key: string } | null): void {
    const headers: Record<string, string> = { [INTERNAL_AUTH_HEADER]: options.authHeader(req) };
    if (origin) {
      headers['x-forwarded-host'] = origin.host;
      headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    }
    for (const name of FORWARDED) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    // node:http over the shared keep-alive pool, piped straight through: a page of the viewer asks for dozens
    // of tiles, and fetch's WHATWG streams cost more per tile than the cached tile itself (tiles bench).
    const url = new URL(target + req.url, servicesUrl);
    const upstream = openServiceRequest(url, { method: req.method, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      metrics.serviceCalls.inc({ service: 'image-data', route: target, status: String(status) });
      res.status(status);
      // Node joins repeated headers into one string (only set-cookie stays a list, and it is not passed back).
      const passed = PASSED_BACK.flatMap((name) => {
        const value = answer.headers[name];
        return typeof value === 'string' ? [[name, value] as [string, string]] : [];
      });
      for (const [name, value] of passed) res.setHeader(name, value);
      const length = answer.headers['content-length'];
      if (length && !answer.headers['content-encoding']) res.setHeader('content-length', length);
      answer.on('error', next);
      if (req.method === 'HEAD') {
        answer.resume();
        res.end();
        return;
      }
      if (tile && status === 200) {
        // A tile is small: gathered, offered to the shared cache, then sent in one write.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          options.publicTiles!.keep(tile.key, status, passed, body);
          res.end(body);
        });
        return;
      }
      answer.pipe(res);
    });
    upstream.setTimeout(30_000, () => upstream.destroy(new Error('image service: no answer within 30000 ms')));
    upstream.on('error', (error) => {
      metrics.serviceCalls.inc({ service: 'image-data', route: target, status: 'network-error' });
      if (res.headersSent) res.destroy(error);
      else next(error);
    });
    // A browser that goes away (the viewer panned on) stops the service's work on the tile too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  }
}
