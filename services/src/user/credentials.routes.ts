import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordRequest,
  EmailChangeResponse,
  MailSentResponse,
  ResetPasswordRequest,
} from '@muster/contract';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { SAME_PASSWORD, invalidPasswordBody } from '../auth/password-policy';
import { EMAIL_INVALID_MESSAGE, EMAIL_TAKEN_MESSAGE } from '../auth/register';
import { unlockAccount } from '../auth/account-lock';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../mail/messages';
import { isValidEmail, normaliseEmail } from './account-rules';
import { type Accounts, clientAddress, fail, member, uniqueViolation, withMail } from './accounts.context';
import { mailAllowed } from './account-limits';
import { toSessionUser } from './user.mapper';
import { emailTaken, updateCredentials, updateUser, userBy, userById } from './user.queries';
import {
  changePasswordBody,
  emailChangeBody,
  forgotPasswordQuery,
  resetPasswordBody,
  tokenParams,
} from './user.schemas';
import { issueToken, redeemToken } from './user-tokens';

export const TOKEN_INVALID_MESSAGE = 'This link is invalid or has expired. Please ask for a new one.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect';

// These addresses carry a token or an email: keep them out of the info-level request log.
const quiet = { logLevel: 'warn' } as const;

/** Rolls an email-change transaction back when the address was taken while the mail was on its way. */
class EmailTakenMeanwhile extends Error {}

/** Password, email and the emailed-token flows of the user service (spec §7, issue 4). */
export async function credentialRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  const { db } = ctx;

  app.post<{ Body: ChangePasswordRequest }>(
    '/password',
    { schema: { body: changePasswordBody } },
    async (request, reply) => {
      const user = await member(db, request, reply);
      if (!user) return reply;
      const userId = user.id;
      const { newPassword, currentPassword } = request.body;
      if (newPassword.length === 0) return reply.code(400).send(invalidPasswordBody('', ctx.policy));
      // A member made to update a weak password has just proved it at sign-in; everyone else proves it here.
      if (
        user.password_update_required !== 1 &&
        !(currentPassword && (await verifyPassword(currentPassword, user.password_hash)))
      ) {
        return fail(reply, 400, 'CURRENT_PASSWORD_INCORRECT', CURRENT_PASSWORD_INCORRECT);
      }
      if (await verifyPassword(newPassword, user.password_hash))
        return fail(reply, 400, 'SAME_PASSWORD', SAME_PASSWORD);
      const invalid = invalidPasswordBody(newPassword, ctx.policy);
      if (invalid) return reply.code(400).send(invalid);
      const passwordHash = await hashPassword(newPassword);
      await withMail(ctx, async (trx, mail) => {
        await updateCredentials(trx, userId, { password_hash: passwordHash, password_update_required: 0 });
        await mail(passwordChangedMail(user.email, userId));
      });
      return toSessionUser((await userById(db, userId))!);
    },
  );

  app.post<{ Body: { newEmail: string } }>('/email', { schema: { body: emailChangeBody } }, async (request, reply) => {
    const user = await member(db, request, reply);
    if (!user) return reply;
    const userId = user.id;
    const email = normaliseEmail(request.body.newEmail);
    if (!isValidEmail(email)) return fail(reply, 400, 'EMAIL_INVALID', EMAIL_INVALID_MESSAGE);
    if (email === user.email.toLowerCase())
      return fail(reply, 400, 'EMAIL_INVALID', 'This is already your email address');
    if (await emailTaken(db, email, userId)) return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    if (!(await mailAllowed(ctx, request, reply, email))) return reply;
    await withMail(ctx, async (trx, mail) => {
      await updateUser(trx, userId, { pending_email: email });
      const token = await issueToken(trx, userId, 'email-change', ctx.now(), email);
      await mail(confirmEmailChangeMail(email, userId, token, ctx.siteUrl));
    });
    const body: EmailChangeResponse = { pendingEmail: email };
    return body;
  });

  app.post<{ Params: { token: string } }>(
    '/confirm-email-change/:token',
    { ...quiet, schema: { params: tokenParams } },
    async (request, reply) => {
      try {
        const userId = await withMail(ctx, async (trx, mail) => {
          const redeemed = await redeemToken(trx, request.params.token, 'email-change', ctx.now());
          if (!redeemed || !redeemed.email) return null;
          if (await emailTaken(trx, redeemed.email, redeemed.userId)) throw new EmailTakenMeanwhile();
          const before = (await userById(trx, redeemed.userId))!;
          // Following the link proves the new address, so it counts as verified.
          await updateCredentials(trx, redeemed.userId, { email: redeemed.email, pending_email: null, confirmed: 1 });
          await mail(emailChangedMail(before.email, redeemed.userId, redeemed.email));
          return redeemed.userId;
        });
        if (userId === null) return fail(reply, 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
        return toSessionUser((await userById(db, userId))!);
      } catch (err) {
        if (err instanceof EmailTakenMeanwhile || uniqueViolation(err) === 'email')
          return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
        throw err;
      }
    },
  );

  // Resend the verification mail (spec §4 "The verification email resend").
  app.post('/verify-email', async (request, reply) => {
    const user = await member(db, request, reply);
    if (!user) return reply;
    const userId = user.id;
    if (user.confirmed === 1) return { sent: false } satisfies MailSentResponse;
    if (!(await mailAllowed(ctx, request, reply, user.email))) return reply;
    await withMail(ctx, async (trx, mail) => {
      const token = await issueToken(trx, userId, 'verify-email', ctx.now());
      await mail(verifyEmailMail(user.email, userId, token, ctx.siteUrl));
    });
    return { sent: true } satisfies MailSentResponse;
  });

  app.post<{ Params: { token: string } }>(
    '/verify-email/:token',
    { ...quiet, schema: { params: tokenParams } },
    async (request, reply) => {
      const userId = await db.transaction().execute(async (trx) => {
        const redeemed = await redeemToken(trx, request.params.token, 'verify-email', ctx.now());
        if (redeemed) await updateUser(trx, redeemed.userId, { confirmed: 1 });
        return redeemed?.userId ?? null;
      });
      if (userId === null) return fail(reply, 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
      return toSessionUser((await userById(db, userId))!);
    },
  );

  // Always 204, known address or not, so the form cannot be used to find out who has an account; the mail
  // limits count the address asked for either way, so their 429 does not tell either.
  app.post<{ Querystring: { email: string } }>(
    '/forgot-password',
    { ...quiet, schema: { querystring: forgotPasswordQuery } },
    async (request, reply) => {
      const email = normaliseEmail(request.query.email);
      if (!(await mailAllowed(ctx, request, reply, email))) return reply;
      const user = await userBy(db, 'email', email);
      if (user && user.closed !== 1) {
        await withMail(ctx, async (trx, mail) => {
          const token = await issueToken(trx, user.id, 'reset-password', ctx.now());
          await mail(resetPasswordMail(user.email, user.id, token, ctx.siteUrl));
        });
      }
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    '/reset-password',
    { schema: { body: resetPasswordBody } },
    async (request, reply) => {
      const { token, newPassword, sendEmail } = request.body;
      // The password is judged before the token is spent, so a rejected password leaves the link usable.
      const invalid = invalidPasswordBody(newPassword, ctx.policy);
      if (invalid) return reply.code(400).send(invalid);
      const passwordHash = await hashPassword(newPassword);
      const userId = await withMail(ctx, async (trx, mail) => {
        const redeemed = await redeemToken(trx, token, 'reset-password', ctx.now());
        if (!redeemed) return null;
        await updateCredentials(trx, redeemed.userId, { password_hash: passwordHash, password_update_required: 0 });
        // The reset proved the owner reads the mail, as the unlock link would: it unlocks a locked account.
        await unlockAccount(trx, redeemed.userId, clientAddress(request, ctx.internalSecret), ctx.now());
        if (sendEmail) await mail(passwordChangedMail((await userById(trx, redeemed.userId))!.email, redeemed.userId));
        return redeemed.userId;
      });
      if (userId === null) return fail(reply, 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
      return toSessionUser((await userById(db, userId))!);
    },
  );
}
