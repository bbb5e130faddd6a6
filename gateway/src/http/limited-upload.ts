import { Readable, Transform } from 'node:stream';
import type { NextFunction, Request, Response as ExpressResponse } from 'express';
import type { CallerIdentity } from '../auth/identity';
import { INTERNAL_AUTH_HEADER, signInternalAuth } from '../auth/internal-auth';
import type { GatewayMetrics } from '../metrics';

export interface LimitedUpload {
  /** The service address the body goes to, and how it is named in the metrics. */
  url: URL;
  method: 'POST' | 'PUT';
  service: string;
  route: string;
  contentType: string;
  /** Bytes of body allowed; past them the upload is cut off and answered 413. */
  limit: number;
  timeoutMs: number;
  identity: CallerIdentity;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  /** The 413 answer, in the caller's own words. */
  tooLarge: { code: string; message: string };
}

/**
 * Streams a request body to a service with the caller's identity, counting bytes as they pass: a declared or
 * actual size over the limit is answered 413 before the rest is read, and the connection closes so the
 * browser stops sending. The service's answer is passed back as it is (status, type, body and Retry-After).
 */
export async function forwardLimitedUpload(req: Request, res: ExpressResponse, next: NextFunction, upload: LimitedUpload): Promise<void> {
  const { limit, metrics, service, route } = upload;
  if (Number(req.get('content-length') ?? 0) > limit) return refuseTooLarge(req, res, upload.tooLarge);
  let sent = 0;
  const abort = new AbortController();
  const counted = req.pipe(new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      if (sent <= limit) return done(null, chunk);
      abort.abort();
      done(new Error(upload.tooLarge.message));
    },
  }));
  let upstream: Response;
  try {
    upstream = await fetch(upload.url, {
      method: upload.method,
      headers: { 'content-type': upload.contentType, [INTERNAL_AUTH_HEADER]: signInternalAuth(upload.identity, upload.internalAuthSecret) },
      body: Readable.toWeb(counted) as ReadableStream, duplex: 'half',
      signal: AbortSignal.any([abort.signal, AbortSignal.timeout(upload.timeoutMs)]),
    } as RequestInit);
  } catch (error) {
    if (sent > limit) return refuseTooLarge(req, res, upload.tooLarge);
    metrics.serviceCalls.inc({ service, route, status: 'network-error' });
    return next(error);
  }
  metrics.serviceCalls.inc({ service, route, status: String(upstream.status) });
  // An hourly upload limit says when to come back (429).
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) res.set('retry-after', retryAfter);
  res.status(upstream.status).type(upstream.headers.get('content-type') ?? 'application/json').send(Buffer.from(await upstream.arrayBuffer()));
}

function refuseTooLarge(req: Request, res: ExpressResponse, body: { code: string; message: string }): void {
  res.set('connection', 'close').status(413).json(body);
  res.on('finish', () => req.destroy());
}
