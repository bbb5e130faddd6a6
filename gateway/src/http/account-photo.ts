import express, { type RequestHandler } from 'express';
import { PROFILE_PHOTO_MAX_BYTES, PHOTO_FORM_MAX_BYTES } from '@muster/contract';
import { identityOf } from '../auth/request-identity';
import { signInternalAuth } from '../auth/internal-auth';
import { forwardLimitedUpload } from '../backends/limited-upload';
import type { GatewayMetrics } from '../metrics';
import { imageProxy } from '../backends/image-proxy';

export interface AccountPhotoOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
}

/**
 * `PUT /account/profile-photo`: the member's new photo, multipart as the browser sent it, streamed to the
 * user service (`PUT /user/profile-photo`) with the member's identity; the service checks type and size.
 */
export function profilePhotoUpload({ servicesUrl, internalAuthSecret, metrics }: AccountPhotoOptions): RequestHandler {
  const limit = PHOTO_FORM_MAX_BYTES;
  return (req, res, next) => {
    const identity = identityOf(req);
    if (identity.userId === null)
      return res.status(401).json({ code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    const type = req.get('content-type') ?? '';
    if (!type.startsWith('multipart/form-data'))
      return res.status(415).json({ code: 'PHOTO_INVALID', message: 'Send the photo as multipart/form-data' });
    return forwardLimitedUpload(req, res, next, {
      url: new URL('/user/profile-photo', servicesUrl),
      method: 'PUT',
      service: 'user',
      route: '/user/profile-photo',
      contentType: type,
      limit,
      timeoutMs: 60_000,
      identity,
      internalAuthSecret,
      metrics,
      tooLarge: {
        code: 'PHOTO_INVALID',
        message: `The photo may be at most ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB`,
      },
    });
  };
}

/**
 * `GET /user-photo/{userId}/{size}.jpg`: a member's square photo, proxied from `GET /user/photo/{id}?size=`
 * (404 without a photo), the address `avatarUrl` and `photoUrl` give.
 */
export function userPhotos(options: AccountPhotoOptions): express.Router {
  const proxy = imageProxy({
    servicesUrl: options.servicesUrl,
    target: '/user/photo',
    metrics: options.metrics,
    authHeader: (req) => signInternalAuth(identityOf(req), options.internalAuthSecret),
  });
  const router = express.Router();
  router.get('/:userId/:size.jpg', (req, res, next) => {
    const { userId, size } = req.params as { userId: string; size: string };
    if (!/^[1-9]\d{0,9}$/.test(userId) || !/^[1-9]\d{0,3}$/.test(size)) return res.status(404).end();
    req.url = `/${userId}?size=${size}`;
    return proxy(req, res, next);
  });
  return router;
}

/** The site-relative address of a member's photo at a square size. */
export function userPhotoUrl(userId: number, size: number, version?: string | null): string {
  // The version only changes the address (the route serves the current photo whatever it says).
  return `/user-photo/${userId}/${size}.jpg${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}
