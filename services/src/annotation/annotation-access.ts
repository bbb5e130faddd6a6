import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';
import { type Decision, decide, isPremium } from '@muster/contract/rules';
import { accessViewer } from '../access/viewer';
import { memberConfirmed, type PageRights } from './annotation.queries';
import { NOT_OFFERED, REFUSALS } from '@muster/contract';

/** Staff are callers with at least one role, the rule that shows them the Admin link (accounts §2). */
export const isStaff = (identity: Identity) => identity.userId !== null && identity.roles.length > 0;

/** May the caller VIEW (read annotations) or ANNOTATE (draw, change) this page? The access policy of contract/src/rules/access-policy.ts. */
export async function pageDecision(
  db: Kysely<Database>,
  identity: Identity,
  page: PageRights,
  action: 'VIEW' | 'ANNOTATE',
): Promise<Decision> {
  const viewer = await accessViewer(db, identity, page.access_level);
  const rights = {
    allowAnnotations: Number(page.allow_annotations) === 1,
    allowDownload: Number(page.allow_download) === 1,
    allowDownloadDoc: false,
    allowPrint: Number(page.allow_print) === 1,
  };
  // Annotating asks a member without Premium for a confirmed email whatever the level; the table is the truth.
  const needsConfirmation =
    action === 'ANNOTATE' && identity.userId !== null && !viewer.confirmed && !isPremium(viewer);
  const confirmed = viewer.confirmed || (needsConfirmation && (await memberConfirmed(db, identity.userId!)));
  return decide(action, page.access_level, { ...viewer, confirmed }, rights);
}

/** 403 with the reason and, when an account would open the page, what it takes (the gateway's Denial). */
export function refuse(reply: FastifyReply, decision: Decision, action: 'VIEW' | 'ANNOTATE'): FastifyReply {
  if (decision.allowed) throw new Error('refuse() called for an allowed decision');
  if ('notOffered' in decision)
    return reply.code(403).send({ statusCode: 403, error: 'FORBIDDEN', message: NOT_OFFERED });
  const message = action === 'VIEW' ? 'You may not see this image.' : REFUSALS[decision.requirement];
  return reply.code(403).send({
    statusCode: 403,
    error: 'FORBIDDEN',
    message,
    requirement: decision.requirement,
    minimumAccountStatus: decision.minimumAccountStatus,
  });
}
