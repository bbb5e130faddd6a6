import type { StandinAccount, FacebookStandin } from '@muster/scripts/facebook-standin';
import type { Browser } from './accounts-helpers';

/** The people of the stand-in in these tests; Helen's email is the fixture subscriber's. */
export const PEOPLE = {
  helen: { id: '2001', name: 'Helen Whitcomb', email: 'helen@example.org' },
  newcomer: { id: '2002', name: 'Ada Newcomer', email: 'ada.newcomer@example.com' },
  private: { id: '2003', name: 'Sam Private' },
  other: { id: '2004', name: 'Otto Other', email: 'otto.other@example.com' },
} satisfies Record<string, StandinAccount>;

export interface FacebookTrip {
  /** The callback address the stand-in sent the browser back to (path and query). */
  callback: string;
  /** Where the gateway's callback redirected. */
  location: string;
  status: number;
}

/**
 * A browser's whole trip: the gateway's /auth/facebook, the stand-in's dialog (choosing `who` or Cancel),
 * and the gateway's callback. `tamper` may rewrite the callback address before the browser follows it.
 */
export async function facebookTrip(
  browser: Browser,
  standin: FacebookStandin,
  who: StandinAccount | 'cancel',
  options: { next?: string; tamper?: (callback: URL) => void } = {},
): Promise<FacebookTrip> {
  const start = await browser.fetch(
    `/auth/facebook${options.next ? `?next=${encodeURIComponent(options.next)}` : ''}`,
    { redirect: 'manual' },
  );
  expect(start.status).toBe(302);
  const dialog = start.headers.get('location')!;
  expect(dialog.startsWith(standin.endpoints.authorizationURL)).toBe(true);
  const page = await (await fetch(dialog)).text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(page)![1]!;
  const decision = new URLSearchParams(who === 'cancel' ? { ticket, cancel: '1' } : { ticket, account: who.id });
  const back = await fetch(`${standin.url}/dialog/oauth/decide`, {
    method: 'POST',
    body: decision,
    redirect: 'manual',
  });
  const callback = new URL(back.headers.get('location')!);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${browser.gatewayUrl}/auth/facebook/callback`);
  options.tamper?.(callback);
  const end = await browser.fetch(callback.pathname + callback.search, { redirect: 'manual' });
  return {
    callback: callback.pathname + callback.search,
    location: end.headers.get('location') ?? '',
    status: end.status,
  };
}

/** POSTs JSON to a social call as the browser. */
export async function socialCall(
  browser: Browser,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { result: string; message?: string; code?: string } }> {
  const response = await browser.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
