import type { BearerCredential } from '../auth/bearer/bearer-credential';
import type { CallerIdentity } from '../auth/identity';

/**
 * Whose bucket a request is charged to (docs/api.md "Rate limits"): an API key's or an OAuth token's own,
 * else the signed-in member's, else the visitor's address. A member's cookie and the same member's token
 * are separate buckets, so an app cannot starve the member's website.
 */
export type RateBucket = 'credential' | 'account' | 'address';

export interface RateCaller {
  bucket: RateBucket;
  /** The bucket's key: `api-key:<id>`, `oauth-token:<id>`, the user id or the address. */
  key: string;
  credential?: BearerCredential;
  identity: CallerIdentity;
}

/** Points a caller may spend per window. A function of the caller so that keys may buy larger budgets. */
export type RateBudget = (caller: RateCaller) => number;

export interface RateLimitSettings {
  /** Length of the window the buckets count in, in seconds (rate-limiter-flexible's fixed windows). */
  windowSeconds: number;
  budget: RateBudget;
}

/**
 * Per minute: a visitor's address may load about 50 search pages with their facets (9,101 each) or 25 of the
 * website's heaviest page (20,002), a member twice that, and a key or token 475 partner pages of 100 hits (2,101).
 * Each is at least the 50,000 one query may cost, so any query that passes the cost limit can run.
 */
export const DEFAULT_BUDGETS: Record<RateBucket, number> = {
  address: 500_000,
  account: 1_000_000,
  credential: 1_000_000,
};
export const DEFAULT_WINDOW_SECONDS = 60;

export function budgetsFor(budgets: Record<RateBucket, number>): RateBudget {
  return (caller) => budgets[caller.bucket];
}

/** The bucket of a request, from what the GraphQL context knows of it. */
export function rateCallerOf(
  identity: CallerIdentity,
  credential: BearerCredential | undefined,
  address: string | null | undefined,
): RateCaller {
  if (credential) return { bucket: 'credential', key: `${credential.kind}:${credential.id}`, credential, identity };
  if (identity.userId !== null) return { bucket: 'account', key: String(identity.userId), identity };
  return { bucket: 'address', key: address ?? 'unknown', identity };
}

/**
 * RATE_LIMITS=off turns the buckets off (benches that load one address); RATE_LIMIT_WINDOW_SECONDS and
 * RATE_LIMIT_VISITOR / RATE_LIMIT_MEMBER / RATE_LIMIT_CREDENTIAL (points per window) replace the defaults.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitSettings | false {
  if (/^(0|false|off|no)$/i.test(env.RATE_LIMITS ?? '')) return false;
  const points = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number of points`);
    return value;
  };
  return {
    windowSeconds: points('RATE_LIMIT_WINDOW_SECONDS', DEFAULT_WINDOW_SECONDS),
    budget: budgetsFor({
      address: points('RATE_LIMIT_VISITOR', DEFAULT_BUDGETS.address),
      account: points('RATE_LIMIT_MEMBER', DEFAULT_BUDGETS.account),
      credential: points('RATE_LIMIT_CREDENTIAL', DEFAULT_BUDGETS.credential),
    }),
  };
}
