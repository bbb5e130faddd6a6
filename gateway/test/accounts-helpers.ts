import type { Kysely } from 'kysely';
import { hashPassword } from '@muster/services/auth';
import type { Database } from '@muster/services/db';

export type Answer<T = any> = {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };
};

/** A cookie as the browser would keep it, with the attributes the gateway set. */
export interface KeptCookie {
  value: string;
  attributes: string[];
}

/** A browser with a cookie jar talking to one gateway (or several: the jar is the browser's, not the server's). */
export class Browser {
  readonly cookies = new Map<string, KeptCookie>();

  constructor(public gatewayUrl: string) {}

  /** Sends the same cookies to another gateway, as a load balancer would. */
  at(gatewayUrl: string): this {
    this.gatewayUrl = gatewayUrl;
    return this;
  }

  get sid(): string | undefined {
    return this.cookies.get('muster.sid')?.value;
  }

  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(this.gatewayUrl + path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const expires = attributes.find((a) => /^expires=/i.test(a));
      if (!value || (expires && Date.parse(expires.slice(8)) <= Date.now())) this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes });
    }
    return response;
  }
}

export const SESSION = `query Session { session { verificationRequired user { userId username email accountStatus statusLabel planLabel premium confirmed roles avatarUrl } } }`;
export const SIGN_IN = `mutation SignIn($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { session { user { userId username statusLabel } } }
}`;
export const SIGN_OUT = `mutation { signOut { user { userId } } }`;
export const VERIFY = `mutation Verify($password: String!) { verifyAccount(password: $password) { session { verificationRequired user { userId } } } }`;
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { session { user { userId username email accountStatus statusLabel planLabel premium confirmed } } userErrors { field message code } } }`;
export const CHANGE_PASSWORD = `mutation Change($newPassword: String!, $currentPassword: String, $username: String) {
  changePassword(newPassword: $newPassword, currentPassword: $currentPassword, username: $username) { session { user { userId } } userErrors { field message code } }
}`;
export const ACCOUNT = `query { account { userId username email accountStatus statusLabel profile { username } } }`;

/** Gives a fixture member a password the tests know (the fixtures store an unusable hash). */
export async function setPassword(db: Kysely<Database>, userId: number, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) } as never)
    .where('id', '=', userId)
    .execute();
}

/** Adds non-subscriber members copied from fixture member 2, with the test's own ids, usernames and staff roles. */
export async function addMembers(
  db: Kysely<Database>,
  members: { id: number; username: string; roles?: string[] }[],
): Promise<void> {
  const template = await db.selectFrom('users').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
  const rows = members.map(({ id, username, roles = [] }) => ({
    ...template,
    id,
    username,
    email: `${username}@example.org`,
    roles: JSON.stringify(roles),
    account_status: 'non-subscriber',
  }));
  await db
    .insertInto('users')
    .values(rows as never)
    .execute();
}

/** A browser signed in with a password the test knows (a fixture member's is set with `setPassword` first). */
export async function signedIn(gatewayUrl: string, who: { username: string; password: string }): Promise<Browser> {
  const browser = new Browser(gatewayUrl);
  const { body } = await browser.gql(SIGN_IN, who);
  expect(body.errors).toBeUndefined();
  return browser;
}

let counter = 0;
/** A fresh registration input (unique per test run). */
export function newMember(password = 'Muster-2026') {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `member${tag}@example.org`, password, username: `member${tag}` };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
