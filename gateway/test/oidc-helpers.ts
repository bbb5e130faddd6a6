import type { Kysely } from 'kysely';
import { hashPassword } from '@muster/services/auth';
import type { Database } from '@muster/services/db';
import { insertUser } from '@muster/services/users';
import { PROVIDER_DEMO_PASSWORD } from '@muster/scripts/oidc-provider';
import type { Browser } from './accounts-helpers';

/** The popup page's message to its opener, read from the page the callback answered with. */
export function popupMessage(html: string): any {
  const json = /<script type="application\/json" id="provider-result">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`not a popup page: ${html.slice(0, 200)}`);
  return JSON.parse(json);
}

/** The browser's cookies at the provider (a different origin from the gateway's, so a jar of its own). */
class ProviderJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(pair!.slice(0, eq), value);
      else this.cookies.delete(pair!.slice(0, eq));
    }
    return response;
  }
}

export interface ProviderRun {
  /** The authorization request the gateway sent the popup to. */
  authorize: URL;
  /** Where the provider finally sent the popup back (the gateway's callback with code and state). */
  callback: URL;
}

/**
 * The popup's trip through the real protocol: the gateway's start route, the provider's sign-in and consent
 * pages (as a person fills them in), and back to the callback address, which is returned unvisited.
 */
export async function throughProvider(
  browser: Browser,
  login: string,
  { password = PROVIDER_DEMO_PASSWORD, consent = true } = {},
): Promise<ProviderRun> {
  const start = await browser.fetch('/auth/oidc/start', { redirect: 'manual' });
  if (start.status !== 302) throw new Error(`start answered ${start.status}`);
  const authorize = new URL(start.headers.get('location')!);
  const jar = new ProviderJar();
  let response = await jar.fetch(authorize.href);
  for (let hops = 0; hops < 12; hops++) {
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const next = new URL(location, authorize);
    if (next.origin !== authorize.origin) return { authorize, callback: next };
    if (/^\/interaction\/[\w-]+$/.test(next.pathname)) {
      const page = await (await jar.fetch(next.href)).text();
      const form = (action: string, fields: Record<string, string>) =>
        jar.fetch(new URL(action, next).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      if (page.includes('name="password"')) response = await form(`${next.pathname}/login`, { login, password });
      else response = await form(`${next.pathname}/${consent ? 'confirm' : 'abort'}`, {});
      if (response.status === 200)
        throw new Error(`provider refused: ${(await response.text()).match(/role="alert">([^<]*)/)?.[1]}`);
    } else {
      response = await jar.fetch(next.href);
    }
  }
  throw new Error('too many redirects at the provider');
}

/** Back at the gateway: the callback's status and the message its page posts to the opener. */
export async function finishPopup(browser: Browser, callback: URL): Promise<{ status: number; message: any }> {
  const response = await browser.fetch(callback.pathname + callback.search, { redirect: 'manual' });
  return { status: response.status, message: popupMessage(await response.text()) };
}

/** A JSON step call from the sign-in page (same origin). */
export async function stepCall(
  browser: Browser,
  step: string,
  body: unknown = {},
  headers: Record<string, string> = {},
) {
  const response = await browser.fetch(`/auth/oidc/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: browser.gatewayUrl, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The demo users the local provider's people are meant to meet (scripts/data/build/users.ts), in a fixture database. */
export async function addDemoUsers(db: Kysely<Database>, password: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const passwordHash = await hashPassword(password);
  for (const username of ['basic', 'annual', 'monthly', 'bundle']) {
    ids[username] = await insertUser(db, {
      username,
      email: `${username}@muster.test`,
      passwordHash,
      howDidYouHear: null,
      joinDate: '2020-01-01T00:00:00.000Z',
    });
  }
  return ids;
}
