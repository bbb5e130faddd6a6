import { Transform } from 'node:stream';
import type { NextFunction, Request, Response as ExpressResponse } from 'express';
import type { CallerIdentity } from '../auth/identity';
import { INTERNAL_AUTH_HEADER, signInternalAuth } from '../auth/internal-auth';
import type { GatewayMetrics } from '../metrics';
import { ServiceTimeoutError, openServiceRequest } from './http-json';

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
export function forwardLimitedUpload(
  req: Request,
  res: ExpressResponse,
  next: NextFunction,
  upload: LimitedUpload,
): Promise<void> {
  const { limit, metrics, service, route } = upload;
  if (Number(req.get('content-length') ?? 0) > limit) return Promise.resolve(refuseTooLarge(req, res, upload.tooLarge));
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      answer();
      resolve();
    };
    const fail = (error: Error) =>
      settle(() => {
        if (sent > limit) return refuseTooLarge(req, res, upload.tooLarge);
        metrics.serviceCalls.inc({ service, route, status: 'network-error' });
        next(error);
      });
    const upstream = openServiceRequest(
      upload.url,
      {
        method: upload.method,
        headers: {
          'content-type': upload.contentType,
          [INTERNAL_AUTH_HEADER]: signInternalAuth(upload.identity, upload.internalAuthSecret),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', fail);
        answer.on('end', () =>
          settle(() => {
            const status = answer.statusCode ?? 502;
            metrics.serviceCalls.inc({ service, route, status: String(status) });
            // An hourly upload limit says when to come back (429).
            const retryAfter = answer.headers['retry-after'];
            if (typeof retryAfter === 'string') res.set('retry-after', retryAfter);
            res
              .status(status)
              .type(answer.headers['content-type'] ?? 'application/json')
              .send(Buffer.concat(chunks));
          }),
        );
      },
    );
    const timer = setTimeout(
      () => upstream.destroy(new ServiceTimeoutError(`no answer within ${upload.timeoutMs} ms`)),
      upload.timeoutMs,
    );
    upstream.on('error', fail);
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        if (sent <= limit) return done(null, chunk);
        upstream.destroy(new Error(upload.tooLarge.message));
        done();
      },
    });
    // A browser that goes away mid-upload ends the service's side too.
    req.on('error', (error) => upstream.destroy(error));
    req.pipe(counted).pipe(upstream);
  });
}

function refuseTooLarge(req: Request, res: ExpressResponse, body: { code: string; message: string }): void {
  res.set('connection', 'close').status(413).json(body);
  res.on('finish', () => req.destroy());
}
