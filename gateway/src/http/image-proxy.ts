import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import type { GatewayMetrics } from '../metrics';
import { INTERNAL_AUTH_HEADER } from '../auth/internal-auth';

const PASSED_BACK = ['content-type', 'etag', 'cache-control', 'last-modified', 'expires'];
/** Dot segments or encoded slashes could walk the proxy out of the image service into another one. */
const UNSAFE_PATH = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|\\/i;

/**
 * Streams image bytes from the images service through the gateway's origin (`/thumbnail/*` →
 * `/fold31-image-data/thumbnail/*`), keeping the headers browsers and CDNs cache by; errors pass through.
 */
export function imageProxy(options: { servicesUrl: string; target: string; metrics: GatewayMetrics; authHeader: () => string }): RequestHandler {
  const { servicesUrl, target, metrics } = options;
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (UNSAFE_PATH.test(req.path) || UNSAFE_PATH.test(req.url.split('?')[0] ?? '')) return res.status(400).end();
    const headers: Record<string, string> = { [INTERNAL_AUTH_HEADER]: options.authHeader() };
    for (const name of ['if-none-match', 'if-modified-since']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    let upstream: Response;
    try {
      upstream = await fetch(new URL(target + req.url, servicesUrl), { method: req.method, headers, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      metrics.serviceCalls.inc({ service: 'image-data', route: target, status: 'network-error' });
      return next(error);
    }
    metrics.serviceCalls.inc({ service: 'image-data', route: target, status: String(upstream.status) });
    res.status(upstream.status);
    for (const name of PASSED_BACK) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    const length = upstream.headers.get('content-length');
    if (length && !upstream.headers.get('content-encoding')) res.setHeader('content-length', length);
    if (!upstream.body || req.method === 'HEAD') return res.end();
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).on('error', next).pipe(res);
  };
}
