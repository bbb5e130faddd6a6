import type { RequestHandler } from 'express';
import { TOO_LARGE, UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import { identityOf } from '../auth/request-identity';
import { forwardLimitedUpload } from '../backends/limited-upload';
import type { GatewayMetrics } from '../metrics';
import type { ImageChanges } from './image-changes';
import { managesImages } from './image-staff';

export interface ScanReplaceOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  changes: ImageChanges;
}

const ROUTE = '/document/admin/image/:id/scan';

/**
 * `POST /staff/images/{imageId}/scan`: 'Manage this image' replacing a page's scan (schema/staff-images.graphql).
 * The file itself is the body, streamed to the document service with the staff member's identity, as members'
 * uploads are; the service checks the ability, type and size again and answers the page as staff manage it.
 */
export function scanReplace({ servicesUrl, internalAuthSecret, metrics, changes }: ScanReplaceOptions): RequestHandler {
  return (req, res, next) => {
    const identity = identityOf(req);
    if (identity.userId === null)
      return res.status(401).json({ code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    if (!managesImages(identity))
      return res.status(403).json({ code: 'FORBIDDEN', message: 'Only staff who manage images may do this' });
    const imageId = Number(req.params.imageId);
    if (!Number.isSafeInteger(imageId) || imageId < 1 || imageId > 2147483647)
      return res.status(404).json({ code: 'NOT_FOUND', message: `No image with id ${req.params.imageId}` });
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/') && type !== 'application/octet-stream')
      return res
        .status(415)
        .json({ code: 'UPLOAD_INVALID', message: 'Send the image file itself as the request body' });
    // Once the new scan is in place, every gateway drops the tiles it kept of the old one.
    res.on('finish', () => {
      if (res.statusCode === 200) void changes.mark(imageId).catch(() => undefined);
    });
    return forwardLimitedUpload(req, res, next, {
      url: new URL(`/document/admin/image/${imageId}/scan`, servicesUrl),
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
