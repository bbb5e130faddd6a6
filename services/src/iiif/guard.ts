import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { scanFile } from '../image-data/scan-file';
import { type Requirement, type Viewer, accessRequirement, isSubscriber } from './access';
import { type ImageForAccess, imageForAccess, userConfirmed } from './iiif.queries';
import { type SignatureCheck, verifyImageAccessToken, verifyViewerAddress } from './signing';

export interface GuardOptions {
  db: Kysely<Database>;
  dataDir: string;
  urlSigningSecret: string;
}

export interface Allowed {
  image: ImageForAccess;
  file: string;
  mtimeMs: number;
}

const REASONS = {
  missing: 'This image address is not signed',
  malformed: 'This image address has a malformed signature',
  expired: 'This image address has expired',
  future: 'This image address is signed in the future',
  mismatch: 'This image address is not signed for this image and user',
} as const;

/** 403 for a bad signature: the client should ask the gateway for a fresh address. */
export function refuseSignature(reply: FastifyReply, check: Extract<SignatureCheck, { ok: false }>): FastifyReply {
  return reply.code(403).header('cache-control', 'no-store')
    .send({ statusCode: 403, error: 'Forbidden', message: REASONS[check.failure], reason: `signature-${check.failure}` });
}

/** 403 for a viewer who may not see the publication: `requirement` tells the website which deny dialog to show. */
export function refuseAccess(reply: FastifyReply, requirement: Requirement, accessLevel: string): FastifyReply {
  return reply.code(403).header('cache-control', 'no-store').send({
    statusCode: 403, error: 'Forbidden', message: `Images of this publication need ${requirement}`, requirement, accessLevel,
  });
}

/** The gateway's identity, with the email confirmation looked up only when a CONFIRMED publication asks for it. */
export async function viewerOf(request: FastifyRequest, db: Kysely<Database>, accessLevel: string): Promise<Viewer> {
  const identity = request.identity;
  const viewer: Viewer = { ...identity, confirmed: false };
  if (accessLevel === 'CONFIRMED' && identity.userId !== null && !isSubscriber(viewer)) {
    viewer.confirmed = await userConfirmed(db, identity.userId);
  }
  return viewer;
}

/**
 * Every image byte passes here: the signature (a tile token, or a whole viewer address) for this image and
 * the caller's identity, then the publication's access level, then the scan file. Sends the refusal itself
 * and returns null when the request may not go on.
 */
export async function authorizeImage(
  request: FastifyRequest, reply: FastifyReply, options: GuardOptions, imageId: number, signed: 'token' | 'address',
): Promise<Allowed | null> {
  const userId = request.identity.userId;
  const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const check = signed === 'token'
    ? verifyImageAccessToken(new URLSearchParams(rawQuery).get('token') ?? undefined, imageId, userId, options.urlSigningSecret)
    : verifyViewerAddress(rawQuery, imageId, userId, options.urlSigningSecret);
  if (!check.ok) {
    refuseSignature(reply, check);
    return null;
  }
  const image = await imageForAccess(options.db, imageId);
  if (!image) {
    notFound(reply, 'image', imageId);
    return null;
  }
  const requirement = accessRequirement(image.access_level, await viewerOf(request, options.db, image.access_level));
  if (requirement) {
    refuseAccess(reply, requirement, image.access_level);
    return null;
  }
  const scan = await scanFile(options.dataDir, image.file_path);
  if (!scan) {
    notFound(reply, 'scan file for image', imageId);
    return null;
  }
  return { image, ...scan };
}
