import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAIL_THROTTLED_MESSAGE, RATE_LIMITED_MESSAGE } from '@muster/contract';
import { type RateLimit, hitAll } from '../lib/rate-limit';
import { type Accounts, clientAddress, fail } from './accounts.context';

/**
 * Mails that carry a token (password reset, email verification, email-change confirmation): at most 5 an hour
 * to one address and 20 an hour from one caller, so the forms cannot flood a stranger's inbox. The recipient
 * is counted whether or not it is a member's, so a refusal does not tell who has an account.
 */
export const MAIL_LIMITS = {
  recipient: { bucket: 'account-mail:recipient', points: 5, windowMs: 3600_000 },
  address: { bucket: 'account-mail:address', points: 20, windowMs: 3600_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * Email and username availability, and registration (which answers "taken" too): 30 per 10 minutes from one
 * address, plenty for someone filling the form and too few to sweep a mailing list for members.
 */
export const AVAILABILITY_LIMIT = {
  bucket: 'availability:address',
  points: 30,
  windowMs: 10 * 60_000,
} as const satisfies RateLimit;

/** Counts a token mail to `recipient`; when over a limit, sends the coded 429 and answers false (send nothing then). */
export async function mailAllowed(
  ctx: Accounts,
  request: FastifyRequest,
  reply: FastifyReply,
  recipient: string,
): Promise<boolean> {
  const address = clientAddress(request, ctx.internalSecret);
  // The caller's address first: a caller already refused does not use up the recipient's allowance.
  const allowed = await hitAll(
    ctx.db,
    [
      [MAIL_LIMITS.address, address],
      [MAIL_LIMITS.recipient, recipient.trim().toLowerCase()],
    ],
    ctx.now(),
  );
  if (!allowed) fail(reply, 429, 'MAIL_THROTTLED', MAIL_THROTTLED_MESSAGE);
  return allowed;
}

/** Counts an availability check (or a registration) from the caller's address; sends the coded 429 when over. */
export async function availabilityAllowed(
  ctx: Accounts,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const allowed = await hitAll(ctx.db, [[AVAILABILITY_LIMIT, clientAddress(request, ctx.internalSecret)]], ctx.now());
  if (!allowed) fail(reply, 429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
  return allowed;
}
