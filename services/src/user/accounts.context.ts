import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { verifyIdentity } from '../auth/identity';
import { passwordPolicyFromEnv } from '@muster/contract/node';
import type { AccountErrorBody, AccountErrorCode } from '@muster/contract';
import type { PasswordPolicy } from '@muster/contract/rules';
import type { Database } from '../db/database';
import type { User } from './user.table';
import { type Mailer, createMailer } from '../mail/mailer';
import type { MailMessage } from '../mail/messages';
import { userById } from './user.queries';

/** What the auth and user services share: the database, the rules, the mailer, the clock and the site. */
export interface AccountsOptions {
  db: Kysely<Database>;
  internalSecret: string;
  dataDir: string;
  /** Tests move it to prove lockouts and token expiry; Date.now by default. */
  now?: () => number;
  passwordPolicy?: PasswordPolicy;
  mailer?: Mailer;
  /** Origin of the links in mails: SITE_URL or http://localhost:4000. */
  siteUrl?: string;
}

export interface Accounts {
  db: Kysely<Database>;
  internalSecret: string;
  dataDir: string;
  policy: PasswordPolicy;
  mailer: Mailer;
  siteUrl: string;
  now(): Date;
}

export function accountsContext(options: AccountsOptions): Accounts {
  const clock = options.now ?? Date.now;
  return {
    db: options.db,
    internalSecret: options.internalSecret,
    dataDir: options.dataDir,
    policy: options.passwordPolicy ?? passwordPolicyFromEnv(),
    mailer:
      options.mailer ??
      createMailer({
        db: options.db,
        smtpUrl: process.env.SMTP_URL || undefined,
        from: process.env.MAIL_FROM || undefined,
        log: console.warn,
      }),
    siteUrl: options.siteUrl ?? (process.env.SITE_URL || 'http://localhost:4000'),
    now: () => new Date(clock()),
  };
}

/**
 * Runs `work` in one transaction with a `mail` function that queues messages in it, then delivers them
 * once the transaction has committed: a token and its mail are stored together or not at all.
 */
export async function withMail<T>(
  ctx: Accounts,
  work: (trx: Kysely<Database>, mail: (m: MailMessage) => Promise<void>) => Promise<T>,
): Promise<T> {
  const queued: number[] = [];
  const result = await ctx.db.transaction().execute((trx) =>
    work(trx, async (m) => {
      queued.push(await ctx.mailer.queue(trx, m, ctx.now()));
    }),
  );
  void ctx.mailer.deliver(queued).catch(() => {});
  return result;
}

export function fail(
  reply: FastifyReply,
  status: number,
  code: AccountErrorCode,
  message: string,
  extra: Partial<AccountErrorBody> = {},
): FastifyReply {
  const body: AccountErrorBody = { code, message, ...extra };
  return reply.code(status).send(body);
}

/** The member the gateway vouches for, with an open account, or a 401 sent and null. */
export async function member(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  const { userId } = request.identity;
  const user = userId !== null && userId > 0 ? await userById(db, userId) : undefined;
  if (!user || user.closed === 1) {
    fail(reply, 401, 'NOT_SIGNED_IN', 'You must be signed in');
    return null;
  }
  return user;
}

export const isStaff = (request: FastifyRequest) => request.identity.roles.some((r) => r === 'admin');

/**
 * The caller's address for throttling: the gateway's `x-muster-client-ip` when the request carries a valid
 * internal auth header (only the gateway can sign one), otherwise the socket's own address.
 */
export function clientAddress(request: FastifyRequest, internalSecret: string): string {
  const forwarded = request.headers['x-muster-client-ip'];
  const auth = request.headers['x-muster-auth'];
  if (
    typeof forwarded === 'string' &&
    forwarded.length > 0 &&
    forwarded.length <= 64 &&
    verifyIdentity(typeof auth === 'string' ? auth : undefined, internalSecret) !== null
  )
    return forwarded.trim();
  return request.socket.remoteAddress ?? request.ip;
}

/** Which unique index a failed insert or update hit: 'id', 'email', 'username', or null for another error. */
export function uniqueViolation(err: unknown): 'id' | 'email' | 'username' | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  const text =
    e.code === '23505'
      ? (e.constraint ?? '')
      : e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
        ? (e.message ?? '')
        : null;
  if (text === null) return null;
  if (text.includes('email')) return 'email';
  if (text.includes('username')) return 'username';
  return 'id';
}
