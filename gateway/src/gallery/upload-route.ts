import { Readable, Transform } from 'node:stream';
import type { Request, RequestHandler, Response as ExpressResponse } from 'express';
import { TOO_LARGE, UPLOAD_MAX_BYTES } from '../../../services/src/gallery/upload-file';
import { identityOf } from '../auth/request-identity';
import { INTERNAL_AUTH_HEADER, signInternalAuth } from '../auth/internal-auth';
import type { GatewayMetrics } from '../metrics';

export interface GalleryUploadOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
}

const ROUTE = '/document/upload';

/**
 * `POST /gallery/upload?filename=…`: the file itself as the body, streamed to the document service's
 * `POST /document/upload` with the member's identity; the service checks type and size again. Only image and
 * octet-stream bodies are taken, types a cross-site form cannot send without the browser asking first.
 */
export function galleryUpload({ servicesUrl, internalAuthSecret, metrics }: GalleryUploadOptions): RequestHandler {
  return async (req, res, next) => {
    const identity = identityOf(req);
    if (identity.userId === null) return res.status(401).json({ code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/') && type !== 'application/octet-stream') {
      return res.status(415).json({ code: 'UPLOAD_INVALID', message: 'Send the file itself as the request body' });
    }
    const filename = typeof req.query.filename === 'string' ? req.query.filename : '';
    if (Number(req.get('content-length') ?? 0) > UPLOAD_MAX_BYTES) return refuseTooLarge(req, res);
    let sent = 0;
    const abort = new AbortController();
    const counted = req.pipe(new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        if (sent <= UPLOAD_MAX_BYTES) return done(null, chunk);
        abort.abort();
        done(new Error(TOO_LARGE));
      },
    }));
    let upstream: Response;
    try {
      upstream = await fetch(new URL(`${ROUTE}?${new URLSearchParams({ filename })}`, servicesUrl), {
        method: 'POST',
        headers: { 'content-type': type, [INTERNAL_AUTH_HEADER]: signInternalAuth(identity, internalAuthSecret) },
        body: Readable.toWeb(counted) as ReadableStream, duplex: 'half',
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(120_000)]),
      } as RequestInit);
    } catch (error) {
      if (sent > UPLOAD_MAX_BYTES) return refuseTooLarge(req, res);
      metrics.serviceCalls.inc({ service: 'document', route: ROUTE, status: 'network-error' });
      return next(error);
    }
    metrics.serviceCalls.inc({ service: 'document', route: ROUTE, status: String(upstream.status) });
    res.status(upstream.status).type(upstream.headers.get('content-type') ?? 'application/json').send(Buffer.from(await upstream.arrayBuffer()));
  };
}

/** 413 before the rest of the upload is read; the connection closes so the browser stops sending. */
function refuseTooLarge(req: Request, res: ExpressResponse): void {
  res.set('connection', 'close').status(413).json({ code: 'UPLOAD_TOO_LARGE', message: TOO_LARGE });
  res.on('finish', () => req.destroy());
}
