import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { scanFile } from '../image-data/scan-file';
import { type Decision, decide } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';
import { type ImageForAccess, imageForAccess } from './iiif.queries';
import {
  type SignatureCheck,
  TOKEN_MAX_AGE_MS,
  verifyImageAccessToken,
  verifyViewerAddress,
} from '@muster/contract/node';

export interface GuardOptions {
  db: Kysely<Database>;
  dataDir: string;
  urlSigningSecret: string;
}

export interface Allowed {
  image: ImageForAccess;
  file: string;
  mtimeMs: number;
  /** When the address's token expires (epoch ms): no private copy is kept longer. */
  expiresAt: number;
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
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .send({
      statusCode: 403,
      error: 'Forbidden',
      message: REASONS[check.failure],
      reason: `signature-${check.failure}`,
    });
}

/**
 * 403 for a caller who may not see the publication's images: `requirement` tells the website which deny
 * dialog to show, `minimumAccountStatus` the least account that would open them.
 */
export function refuseAccess(
  reply: FastifyReply,
  decision: Extract<Decision, { requirement: string }>,
  accessLevel: string,
): FastifyReply {
  const { requirement, minimumAccountStatus } = decision;
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .send({
      statusCode: 403,
      error: 'Forbidden',
      message: `Images of this publication need ${requirement}`,
      requirement,
      minimumAccountStatus,
      accessLevel,
    });
}

/**
 * 403 for what the publication does not offer (a download, a print, a render of the whole scan where downloads are
 * off): no account would open it, so the body has a `reason` (`download-not-allowed`, …) and no requirement.
 */
export function refuseNotOffered(
  reply: FastifyReply,
  action: 'view' | 'download' | 'print',
  message = `This publication does not allow ${action}`,
): FastifyReply {
  return reply
    .code(403)
    .header('cache-control', 'no-store')
    .send({ statusCode: 403, error: 'Forbidden', message, reason: `${action}-not-allowed` });
}

/**
 * 410 for an address made before staff replaced or rotated the scan (its `v` is not the image's revision): the old
 * pixels are gone, and the answer names the current revision so the viewer can ask the gateway for fresh addresses.
 * An address without `v` is one of revision 0.
 */
export function refuseOldRevision(
  reply: FastifyReply,
  rawQuery: string,
  image: { id: number; revision: number },
): boolean {
  // No `v` is revision 0: the addresses made before the first change carry none.
  const asked = new URLSearchParams(rawQuery).get('v') ?? '0';
  if (asked === String(image.revision)) return false;
  reply
    .code(410)
    .header('cache-control', 'no-store')
    .send({
      statusCode: 410,
      error: 'Gone',
      code: 'IMAGE_REVISED',
      message: `Image ${image.id} has been replaced or rotated since this address was made`,
      revision: image.revision,
    });
  return true;
}

/** Whether the caller may view images of this access level; sends the refusal and answers false when not. */
export async function mayView(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  accessLevel: string,
): Promise<boolean> {
  const decision = decide('VIEW', accessLevel, await accessViewer(db, request.identity, accessLevel));
  if (decision.allowed) return true;
  if ('requirement' in decision) refuseAccess(reply, decision, accessLevel);
  return false;
}

/**
 * Every image byte passes here: the signature (a tile token, or a whole viewer address) for this image and
 * the caller's identity, then the publication's access level, then the scan file. Sends the refusal itself
 * and returns null when the request may not go on.
 */
export async function authorizeImage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: GuardOptions,
  imageId: number,
  signed: 'token' | 'address',
): Promise<Allowed | null> {
  const userId = request.identity.userId;
  const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const check =
    signed === 'token'
      ? verifyImageAccessToken(
          new URLSearchParams(rawQuery).get('token') ?? undefined,
          imageId,
          userId,
          options.urlSigningSecret,
        )
      : verifyViewerAddress(rawQuery, imageId, userId, options.urlSigningSecret);
  if (!check.ok) {
    refuseSignature(reply, check);
    return null;
  }
  const image = await imageForAccess(options.db, userId, imageId);
  if (!image) {
    notFound(reply, 'image', imageId);
    return null;
  }
  if (!(await mayView(request, reply, options.db, image.access_level))) return null;
  if (refuseOldRevision(reply, rawQuery, image)) return null;
  const scan = await scanFile(options.dataDir, image.file_path);
  if (!scan) {
    notFound(reply, 'scan file for image', imageId);
    return null;
  }
  return { image, ...scan, expiresAt: check.timestamp + TOKEN_MAX_AGE_MS };
}
