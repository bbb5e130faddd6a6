import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gatewayOnly as gatewayOnlyHook } from '../http/gateway-only';
import { hashPassword } from '../auth/password-hash';
import { EMAIL_INVALID_MESSAGE, EMAIL_TAKEN_MESSAGE, freeUsername } from '../auth/register';
import type { FacebookRegisterRequest, SessionUserDto } from '@muster/contract';
import type { User } from './user.table';
import { verifyEmailMail } from '../mail/messages';
import { isValidEmail, normaliseEmail } from './account-rules';
import { type Accounts, fail, member, uniqueViolation, withMail } from './accounts.context';
import { emailTaken, insertUser, updateUser, userById } from './user.queries';
import { toSessionUser } from './user.mapper';
import { issueToken } from './user-tokens';

/** Refusals of these routes that the account error codes do not name. */
export type FacebookLinkRefusal =
  | { code: 'NO_ACCOUNT'; message: string } // 401: no open account is linked to this Facebook id
  | { code: 'FACEBOOK_TAKEN'; message: string }; // 409: the Facebook id or the account is already linked elsewhere

const facebookId = { type: 'string', pattern: '^[0-9]{1,32}$' } as const;
const signInBody = {
  type: 'object',
  required: ['facebookId'],
  additionalProperties: false,
  properties: { facebookId },
} as const;
const registerBody = {
  type: 'object',
  required: ['facebookId', 'email', 'emailFromFacebook'],
  additionalProperties: false,
  properties: {
    facebookId,
    email: { type: 'string', minLength: 1, maxLength: 320 },
    emailFromFacebook: { type: 'boolean' },
    howDidYouHearAboutUs: { type: 'string', maxLength: 200 },
  },
} as const;

const TAKEN: FacebookLinkRefusal = {
  code: 'FACEBOOK_TAKEN',
  message: 'This Facebook account is already connected to another Muster account',
};

/**
 * Accounts by their Facebook link (the users' facebook_id column), for the gateway's Facebook sign-in
 * (accounts spec §4 "Social-network results"). Only the gateway may ask: the Facebook id it sends is one
 * it received from Facebook itself, so these routes trust no other caller.
 */
export async function facebookLinkRoutes(
  app: FastifyInstance,
  { accounts: ctx }: { accounts: Accounts },
): Promise<void> {
  const { db } = ctx;
  const gatewayOnly = gatewayOnlyHook(ctx.internalSecret, "Facebook sign-in is the gateway's");

  /** The open account linked to a Facebook id: the "login" of the spec's social calls. */
  app.post<{ Body: { facebookId: string } }>(
    '/facebook/sign-in',
    { preHandler: gatewayOnly, schema: { body: signInBody } },
    async (request, reply) => {
      const user = await linkedTo(ctx, request.body.facebookId);
      if (!user)
        return reply.code(401).send({
          code: 'NO_ACCOUNT',
          message: 'No Muster account is connected to this Facebook account',
        } satisfies FacebookLinkRefusal);
      return toSessionUser(user);
    },
  );

  /** Links the calling member (whose password the gateway has just checked) to a Facebook id: "connect". */
  app.post<{ Body: { facebookId: string } }>(
    '/facebook/link',
    { preHandler: gatewayOnly, schema: { body: signInBody } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const holder = await linkedTo(ctx, request.body.facebookId, { openOnly: false });
      if ((holder && holder.id !== me.id) || (me.facebook_id !== null && me.facebook_id !== request.body.facebookId)) {
        return reply.code(409).send(TAKEN);
      }
      await updateUser(db, me.id, { facebook_id: request.body.facebookId });
      return toSessionUser((await userById(db, me.id))!);
    },
  );

  /** Removes the calling member's Facebook link ("disconnect"), and with it the Facebook picture. */
  app.post('/facebook/unlink', { preHandler: gatewayOnly }, async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    await updateUser(db, me.id, { facebook_id: null, use_facebook_photo: 0 });
    return toSessionUser((await userById(db, me.id))!);
  });

  /** Shows the Facebook picture instead of the uploaded photo, or stops (`PUT /fb/user usePhoto`); needs a link. */
  app.put<{ Body: { usePhoto: boolean } }>(
    '/facebook/photo',
    {
      preHandler: gatewayOnly,
      schema: {
        body: {
          type: 'object',
          required: ['usePhoto'],
          additionalProperties: false,
          properties: { usePhoto: { type: 'boolean' } },
        },
      },
    },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      if (me.facebook_id === null)
        return reply.code(409).send({ code: 'NOT_CONNECTED', message: 'Connect your Facebook account first' });
      await updateUser(db, me.id, { use_facebook_photo: request.body.usePhoto ? 1 : 0 });
      return toSessionUser((await userById(db, me.id))!);
    },
  );

  /** A new Basic member linked to a Facebook id: "register" (the person signs in with Facebook, or sets a password later). */
  app.post<{ Body: FacebookRegisterRequest }>(
    '/facebook/register',
    { preHandler: gatewayOnly, schema: { body: registerBody } },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      if (!isValidEmail(email)) return fail(reply, 400, 'EMAIL_INVALID', EMAIL_INVALID_MESSAGE);
      if (await linkedTo(ctx, body.facebookId, { openOnly: false })) return reply.code(409).send(TAKEN);
      if (await emailTaken(db, email)) return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      // No password was chosen: a random one nobody knows; "Forgot password?" sets a real one.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      for (let attempt = 0; ; attempt++) {
        try {
          const user = await register(ctx, body, email, passwordHash);
          return reply.code(201).send(user);
        } catch (err) {
          const clash = uniqueViolation(err);
          if (clash === 'email') return fail(reply, 409, 'EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
          if (clash === null || attempt >= 4) throw err;
        }
      }
    },
  );
}

async function register(
  ctx: Accounts,
  body: FacebookRegisterRequest,
  email: string,
  passwordHash: string,
): Promise<SessionUserDto> {
  // Chosen before the transaction: SQLite has one connection, which the transaction holds.
  const username = await freeUsername(ctx, email);
  const id = await withMail(ctx, async (trx, mail) => {
    const now = ctx.now();
    const userId = await insertUser(trx, {
      username,
      email,
      passwordHash,
      howDidYouHear: body.howDidYouHearAboutUs?.trim() || null,
      joinDate: now.toISOString(),
    });
    // An address Facebook gave is one Facebook verified; a typed one is verified by mail as at registration.
    await updateUser(trx, userId, { facebook_id: body.facebookId, confirmed: body.emailFromFacebook ? 1 : 0 });
    if (!body.emailFromFacebook)
      await mail(verifyEmailMail(email, userId, await issueToken(trx, userId, 'verify-email', now), ctx.siteUrl));
    return userId;
  });
  return toSessionUser((await userById(ctx.db, id))!);
}

async function linkedTo(ctx: Accounts, facebookId: string, { openOnly = true } = {}): Promise<User | undefined> {
  const user = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('facebook_id', '=', facebookId)
    .orderBy('id')
    .executeTakeFirst();
  return user && (!openOnly || user.closed !== 1) ? user : undefined;
}
