import type { RequestHandler } from 'express';
import { TOO_LARGE, UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import { identityOf } from '../auth/request-identity';
import { forwardLimitedUpload } from '../backends/limited-upload';
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
  return (req, res, next) => {
    const identity = identityOf(req);
    if (identity.userId === null)
      return res.status(401).json({ code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/') && type !== 'application/octet-stream') {
      return res.status(415).json({ code: 'UPLOAD_INVALID', message: 'Send the file itself as the request body' });
    }
    const filename = typeof req.query.filename === 'string' ? req.query.filename : '';
    return forwardLimitedUpload(req, res, next, {
      url: new URL(`${ROUTE}?${new URLSearchParams({ filename })}`, servicesUrl),
      method: 'POST',
      service: 'document',
      route: ROUTE,
      contentType: type,
      limit: UPLOAD_MAX_BYTES,
      timeoutMs: 120_000,
      identity,
      internalAuthSecret,
      metrics,
      tooLarge: { code: 'UPLOAD_TOO_LARGE', message: TOO_LARGE },
    });
  };
}
