import type { SessionUserDto } from './account';

/** The person an outside identity provider vouched for, as the gateway read it from the ID token and userinfo. */
export interface ProviderPerson {
  /** The provider's key; only `genealogy` so far. */
  provider: string;
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  email: string | null;
  /** The provider says it verified the address (`email_verified`). */
  emailVerified: boolean;
  /** The provider's username (`preferred_username`), which may also be a Muster username. */
  username: string | null;
}

/**
 * `POST /external-account/match`: what a provider sign-in leads to (accounts spec §4 "Provider sign-in
 * results"): a linked member, one Muster account to link (its login prefilled), several (dedupe), or none.
 */
export type ProviderMatchDto =
  | { status: 'LINKED'; user: SessionUserDto }
  | { status: 'UNLINKED'; login: string }
  | { status: 'AMBIGUOUS'; usernames: string[] }
  | { status: 'NOT_FOUND' }
  | { status: 'CLOSED' };

/** Refusals of the link and register routes. */
export type ExternalAccountRefusal =
  | { code: 'LINK_TAKEN'; message: string } // 409: the provider account or the member is already linked elsewhere
  | { code: 'EMAIL_TAKEN'; message: string } // 409: registering, an account has the provider's address
  | { code: 'EMAIL_INVALID'; message: string }; // 400: registering without a usable address
