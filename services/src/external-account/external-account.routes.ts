import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { gatewayOnly as gatewayOnlyHook } from '../http/gateway-only';
import { hashPassword } from '../auth/password-hash';
import { EMAIL_INVALID_MESSAGE, EMAIL_TAKEN_MESSAGE } from '../auth/register';
import { isValidEmail, normaliseEmail } from '../user/account-rules';
import { type Accounts, member, uniqueViolation } from '../user/accounts.context';
import { emailTaken } from '../user/user.queries';
import { toSessionUser } from '../user/user.mapper';
import type { ExternalAccountRefusal, ProviderMatchDto, ProviderPerson } from '@muster/contract';
import { candidates, insertLink, linkOf, linkedUser } from './external-account.queries';
import { personBody } from './external-account.schemas';
import { registerLinked } from './register-linked';

export const LINK_TAKEN_MESSAGE = 'This provider account is already connected to another Muster account';

/**
 * Accounts by their link to an outside identity provider (accounts spec §2 provider mode, §4 "Provider sign-in
 * results"). Only the gateway may ask: the person it sends is one the provider itself vouched for over
 * OpenID Connect, so these routes trust no other caller.
 */
export async function externalAccountRoutes(
  app: FastifyInstance,
  { accounts: ctx }: { accounts: Accounts },
): Promise<void> {
  const { db } = ctx;
  const gatewayOnly = gatewayOnlyHook(ctx.internalSecret, "Provider sign-in is the gateway's");
  const refuse = (reply: FastifyReply, status: number, refusal: ExternalAccountRefusal) =>
    reply.code(status).send(refusal);

  /** Where a provider sign-in leads: the linked member, or the accounts that person may already have here. */
  app.post<{ Body: ProviderPerson }>(
    '/match',
    { preHandler: gatewayOnly, schema: { body: personBody } },
    async (request) => {
      const person = request.body;
      const linked = await linkedUser(db, person.provider, person.subject);
      if (linked)
        return (
          linked.closed === 1 ? { status: 'CLOSED' } : { status: 'LINKED', user: toSessionUser(linked) }
        ) satisfies ProviderMatchDto;
      // An unverified address proves nothing about who owns the Muster account with it: match by username only.
      const email = person.email && person.emailVerified ? normaliseEmail(person.email) : null;
      const found = await candidates(db, person.provider, email, person.username?.trim() || null);
      if (found.length === 0) return { status: 'NOT_FOUND' } satisfies ProviderMatchDto;
      if (found.length > 1)
        return { status: 'AMBIGUOUS', usernames: found.map((u) => u.username) } satisfies ProviderMatchDto;
      // The login field is prefilled with what matched: the provider's own address, or the username.
      const login = email && found[0].email.toLowerCase() === email ? person.email!.trim() : found[0].username;
      return { status: 'UNLINKED', login } satisfies ProviderMatchDto;
    },
  );

  /** Links the calling member (whose password the gateway has just checked) to the provider's person: "connect". */
  app.post<{ Body: ProviderPerson }>(
    '/link',
    { preHandler: gatewayOnly, schema: { body: personBody } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const person = request.body;
      const holder = await linkedUser(db, person.provider, person.subject);
      const mine = await linkOf(db, me.id, person.provider);
      if (holder?.id === me.id) return toSessionUser(me);
      if (holder || mine) return refuse(reply, 409, { code: 'LINK_TAKEN', message: LINK_TAKEN_MESSAGE });
      try {
        await insertLink(db, {
          provider: person.provider,
          subject: person.subject,
          userId: me.id,
          email: person.email,
          created: ctx.now().toISOString(),
        });
      } catch (err) {
        // The same provider account linked by a parallel request between our check and the insert.
        if (uniqueViolation(err) === null) throw err;
        return refuse(reply, 409, { code: 'LINK_TAKEN', message: LINK_TAKEN_MESSAGE });
      }
      return toSessionUser(me);
    },
  );

  /** A new Basic member linked to the provider's person: "register" (they sign in with the provider, or set a password later). */
  app.post<{ Body: ProviderPerson }>(
    '/register',
    { preHandler: gatewayOnly, schema: { body: personBody } },
    async (request, reply) => {
      const person = request.body;
      const email = person.email ? normaliseEmail(person.email) : '';
      if (!isValidEmail(email)) return refuse(reply, 400, { code: 'EMAIL_INVALID', message: EMAIL_INVALID_MESSAGE });
      if (await linkedUser(db, person.provider, person.subject))
        return refuse(reply, 409, { code: 'LINK_TAKEN', message: LINK_TAKEN_MESSAGE });
      if (await emailTaken(db, email)) return refuse(reply, 409, { code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE });
      // No password was chosen: a random one nobody knows; "Forgot password?" sets a real one.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      for (let attempt = 0; ; attempt++) {
        try {
          return reply.code(201).send(await registerLinked(ctx, { ...person, email }, passwordHash));
        } catch (err) {
          const clash = uniqueViolation(err);
          if (clash === 'email') return refuse(reply, 409, { code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE });
          // The same person registered by a parallel request; else a username or id taken meanwhile: try again.
          if (clash !== null && (await linkedUser(db, person.provider, person.subject)))
            return refuse(reply, 409, { code: 'LINK_TAKEN', message: LINK_TAKEN_MESSAGE });
          if (clash === null || attempt >= 4) throw err;
        }
      }
    },
  );
}
