/**
 * The social-network login results of accounts spec §4; null when the Facebook login was not completed
 * (the person cancelled or refused at Facebook).
 */
export type FacebookResult =
  'SUCCESS' | 'INVALID_SIGNED_REQUEST' | 'NO_F3_ACCOUNT' | 'THROTTLE' | 'NOT_SIGNED_IN' | 'SDK' | 'ERROR';

/** Which social call answered: the spec's login, connect or register. */
export type FacebookCall = 'login' | 'connect' | 'register';

/** The status mapping of spec §8 "Social-network mode", for the answers of the login, connect and register calls. */
export function resultOfStatus(status: number, call: FacebookCall): FacebookResult {
  if (status >= 200 && status < 300) return 'SUCCESS';
  if (status === 400) return 'INVALID_SIGNED_REQUEST';
  if (status === 401) return call === 'login' ? 'NO_F3_ACCOUNT' : 'NOT_SIGNED_IN';
  if (status === 429 && call === 'login') return 'THROTTLE';
  return 'ERROR';
}

/** The address of the sign-in screen's social mode showing `result` (the string `null` for a login not completed). */
export function socialScreen(result: FacebookResult | null, next: string | null): string {
  const query = new URLSearchParams({ result: result ?? 'null' });
  if (next) query.set('next', next);
  return `/login/facebook?${query}`;
}

/** A local path to go on to; anything else (another origin, `//host`) is dropped. */
export function safeNext(next: unknown): string | null {
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) && next.length <= 2000 ? next : null;
}
