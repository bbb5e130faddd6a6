import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { RegisterRequest } from '@muster/contract';
import { EMAIL_INVALID_MESSAGE } from '@muster/contract/rules';
import { type Accounts, fail, uniqueViolation, withMail } from '../user/accounts.context';
import { isValidEmail, normaliseEmail, usernameFromEmail, usernameProblem } from '../user/account-rules';
import { verifyEmailMail } from '../mail/messages';
import { emailTaken, insertUser, userById, usernameTaken } from '../user/user.queries';
import { toSessionUser } from '../user/user.mapper';
import { hashPassword } from './password-hash';
import { invalidPasswordBody } from './password-policy';
import { issueToken } from '../user/user-tokens';

export { EMAIL_INVALID_MESSAGE };
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const USERNAME_TAKEN_MESSAGE = 'This username is already taken';

/** A free username from the email when the form gives none: the local part, then with digits appended. */
export async function freeUsername(ctx: Accounts, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  if (!(await usernameTaken(ctx.db, base))) return base;
  for (;;) {
    const candidate = `${base}${randomInt(1000, 10000)}`;
    if (!(await usernameTaken(ctx.db, candidate))) return candidate;
  }
}

/** POST /auth/register: a Basic, unconfirmed member, and the verification mail in the same transaction. */
export async function register(ctx: Accounts, body: RegisterRequest, reply: FastifyReply): Promise<FastifyReply> {
  const email = normaliseEmail(body.email);
  if (!isValidEmail(email)) return fail(reply, 400, 'EMAIL_INVALID', EMAIL_INVALID_MESSAGE);
  const username = body.username?.trim();
  const problem = username === undefined ? null : usernameProblem(username);
  if (problem) return fail(reply, 400, 'USERNAME_INVALID', problem);
  const invalid = invalidPasswordBody(body.password, ctx.policy);
  if (invalid) return reply.code(400).send(invalid);
  if (await emailTaken(ctx.db, email)) return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  if (username !== undefined && (await usernameTaken(ctx.db, username)))
    return fail(reply, 409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);

  const passwordHash = await hashPassword(body.password);
  for (let attempt = 0; ; attempt++) {
    try {
      const chosen = username ?? (await freeUsername(ctx, email));
      const id = await withMail(ctx, async (trx, mail) => {
        const now = ctx.now();
        const userId = await insertUser(trx, {
          username: chosen,
          email,
          passwordHash,
          howDidYouHear: body.howDidYouHearAboutUs?.trim() || null,
          joinDate: now.toISOString(),
        });
        const token = await issueToken(trx, userId, 'verify-email', now);
        await mail(verifyEmailMail(email, userId, token, ctx.siteUrl));
        return userId;
      });
      return reply.code(201).send(toSessionUser((await userById(ctx.db, id))!));
    } catch (err) {
      // Someone registered the same address, name or id between our checks and the insert.
      const clash = uniqueViolation(err);
      if (clash === 'email') return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      if (clash === 'username' && username !== undefined)
        return fail(reply, 409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
      if (clash === null || attempt >= 4) throw err;
    }
  }
}
