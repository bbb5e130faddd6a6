import type { ServicesOptions } from '@muster/services/app';
import { hashPassword, type Identity, signIdentity } from '@muster/services/auth';
import { type Backend, defaultBackend } from './db';
import { type Reply, type TestServices, startServices } from './services';
import { lastMail } from './admin';

export const SECRET = 'accounts-test-secret';
export const SITE = 'https://muster.test';
export const PASSWORD = 'Gettysburg-1863';

/** Members every accounts test starts with; all use PASSWORD. */
export const members = {
  helen: { id: 1, username: 'hwhitcomb', email: 'helen@example.org', roles: [] as string[], confirmed: 1, forced: 0 },
  staff: { id: 2, username: 'archivist', email: 'archivist@example.org', roles: ['admin'], confirmed: 1, forced: 0 },
  legacy: { id: 3, username: 'legacy', email: 'legacy@example.org', roles: [] as string[], confirmed: 1, forced: 1 },
  fresh: { id: 4, username: 'fresh', email: 'fresh@example.org', roles: [] as string[], confirmed: 0, forced: 0 },
};

/** The services over an empty database holding only `members`, on a clock the test moves. */
export interface AccountsServices extends TestServices {
  /** The services' clock in ms; tests move it forward. */
  clock: { now: number };
  /** A request as a member (the signed identity header), 'forged' (signed with another secret), or nobody. */
  call<T = any>(
    method: string,
    url: string,
    options?: { body?: unknown; as?: Partial<Identity> | 'forged'; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  /** PUT /user/profile-photo with a multipart form. */
  upload(form: FormData, as?: Partial<Identity>): Promise<Reply<any>>;
  /** The newest outbox mail of a kind to an address. */
  lastMail(kind: string, to: string): Promise<{ subject: string; text: string; token: string | null } | undefined>;
}

/** The identity header the gateway would send for a member (signed with the test secret). */
export function header(as: Partial<Identity> | 'forged'): string {
  const identity = {
    userId: null,
    accountStatus: 'non-subscriber',
    roles: [],
    institutionId: null,
    ...(as === 'forged' ? { userId: 2, roles: ['admin'] } : as),
  };
  return signIdentity(identity as Identity, as === 'forged' ? 'not-the-secret' : SECRET);
}

export async function startAccounts({
  backend = defaultBackend,
  settings = {},
}: { backend?: Backend; settings?: Pick<ServicesOptions, 'logger' | 'accounts'> } = {}): Promise<AccountsServices> {
  const hash = await hashPassword(PASSWORD);
  const clock = { now: Date.parse('2026-03-01T12:00:00.000Z') };
  const services = await startServices({
    backend,
    data: 'empty',
    prepare: (db) =>
      db
        .insertInto('users')
        .values(
          Object.values(members).map((m) => ({
            id: m.id,
            username: m.username,
            email: m.email,
            password_hash: hash,
            account_status: 'non-subscriber',
            confirmed: m.confirmed,
            roles: JSON.stringify(m.roles),
            institution_id: null,
            join_date: '2024-01-01T00:00:00.000Z',
            password_update_required: m.forced,
          })),
        )
        .execute(),
    settings: {
      internalSecret: SECRET,
      now: () => clock.now,
      ...settings,
      accounts: { siteUrl: SITE, ...settings.accounts },
    },
  });
  const base = services.url;
  return {
    ...services,
    clock,
    async call(method, url, { body, as, headers = {} } = {}) {
      const res = await fetch(base + url, {
        method,
        headers: {
          ...(as ? { 'x-muster-auth': header(as) } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const type = res.headers.get('content-type') ?? '';
      return {
        status: res.status,
        body: type.includes('json')
          ? await res.json()
          : type.startsWith('image/')
            ? Buffer.from(await res.arrayBuffer())
            : await res.text(),
        headers: res.headers,
      };
    },
    upload: (form, as) =>
      fetch(`${base}/user/profile-photo`, {
        method: 'PUT',
        body: form,
        headers: as ? { 'x-muster-auth': header(as) } : {},
      }).then(async (res) => ({ status: res.status, body: await res.json(), headers: res.headers })),
    lastMail: (kind, to) => lastMail(services.db.db, kind, to),
  };
}

export const asMember = (m: { id: number; username: string; roles: string[] }): Partial<Identity> => ({
  userId: m.id,
  username: m.username,
  roles: m.roles,
  accountStatus: 'non-subscriber',
});
