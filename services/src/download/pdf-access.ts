import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { decide } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';
import { refuseAccess } from '../iiif/guard';
import type { ImageForPdf } from './pdf.queries';

/**
 * May the caller take a PDF of this page? The page's access level for the caller (a Basic member may not take
 * a subscriber's page), then the publication's allowDownloadDoc, the PDF's own switch apart from the JPEG's
 * (docs/decisions/download.md). Sends the 403 (with the deny dialog's requirement) and answers false
 * when not.
 */
export async function mayDownloadPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  image: ImageForPdf,
): Promise<boolean> {
  const rights = {
    allowDownload: false,
    allowDownloadDoc: Number(image.allow_download_doc) === 1,
    allowPrint: false,
    allowAnnotations: false,
  };
  const decision = decide(
    'DOWNLOAD_PDF',
    image.access_level,
    await accessViewer(db, request.identity, image.access_level),
    rights,
  );
  if (decision.allowed) return true;
  if ('requirement' in decision) refuseAccess(reply, decision, image.access_level);
  else {
    reply.code(403).header('cache-control', 'no-store').send({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This publication does not allow PDF downloads',
      reason: 'download-not-allowed',
    });
  }
  return false;
}
