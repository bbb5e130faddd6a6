import type { GatewayContext } from '../context';
import { notSignedIn } from '../auth/account-errors';
import type { SessionControl } from './session-control';
import type { SessionState } from './session-data';

/** The browser session of a GraphQL request (every request over HTTP has one). */
export function sessionOf(context: GatewayContext): SessionControl {
  if (!context.session) throw new Error('This operation needs a browser session');
  return context.session;
}

/** The signed-in caller's id; NOT_SIGNED_IN for visitors and for lapsed sessions not yet verified. */
export function memberId(context: GatewayContext): number {
  if (context.identity.userId === null) throw notSignedIn();
  return context.identity.userId;
}

/** What sign-in, verification and registration answer: the session as it now stands. */
export function signInPayload(context: GatewayContext): { session: SessionState } {
  return { session: sessionOf(context).state() };
}

/**
 * Reads the member again after a change made in this session and keeps it there. `rotate` (after a password
 * or email change) gives the session a new id; either way it keeps the new credentials version, so this
 * session lives on while the member's other sessions are signed out.
 */
export async function refreshSession(context: GatewayContext, { rotate = false } = {}): Promise<void> {
  const session = sessionOf(context);
  if (!session.state().user) return;
  const fresh = await context.backends.user.self({ fresh: true });
  if (!fresh) return;
  if (rotate) await session.logIn(fresh);
  else session.update(fresh);
}
