import type { Request } from 'express';
import type { ProviderPerson } from '@muster/contract';

/** What a provider sign-in that needs another step leaves in the browser's session (never in the page). */
export interface PendingProviderSignIn {
  person: ProviderPerson;
  /** The result the popup reported: the step the page shows next. */
  result: 'AMBIGUOUS' | 'UNLINKED' | 'NOT_FOUND';
  /** The usernames of the dedupe step: only these may be linked from it. */
  usernames?: string[];
  /** Set once "Save & continue" made the account: "Continue" on the registered step signs it in. */
  registeredUserId?: number;
  at: number;
}

declare module 'express-session' {
  interface SessionData {
    providerSignIn?: PendingProviderSignIn;
  }
}

/** A provider sign-in left unfinished this long starts again from the popup. */
export const PENDING_LIFETIME_MS = 15 * 60_000;

export function pendingOf(req: Request, now = Date.now()): PendingProviderSignIn | null {
  const pending = req.session?.providerSignIn;
  return pending && now - pending.at <= PENDING_LIFETIME_MS ? pending : null;
}

export function setPending(req: Request, pending: PendingProviderSignIn | undefined): void {
  if (req.session) req.session.providerSignIn = pending;
}

/** The strategy's key for state and nonce in the session (provider-strategy.ts `sessionKey`). */
export const OIDC_STATE_KEY = 'oidc-state';

/**
 * A visitor's session in the middle of a provider sign-in (state and nonce kept, or a step pending) is alive
 * without a member, like one holding a library link: the session middleware must not end it.
 */
export function holdsProviderSignIn(req: Request): boolean {
  const session = req.session as (Request['session'] & Record<string, unknown>) | undefined;
  return !!session?.providerSignIn || !!session?.[OIDC_STATE_KEY];
}
