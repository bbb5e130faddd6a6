import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import type { RateCaller, RateLimitSettings } from './rate-budget';

/** A caller's bucket after a charge or a look: what Shopify's `throttleStatus` and GitHub's headers report. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** When the window ends and the bucket is full again (epoch milliseconds). */
  resetAt: number;
}

/** Points taken from a bucket, to be settled to the actual cost once the answer is known. */
export interface Charge {
  caller: RateCaller;
  points: number;
  status: ThrottleStatus;
}

export type ChargeResult = { charged: Charge } | { refused: ThrottleStatus };

/**
 * The rate-limit buckets (rate-limiter-flexible): in memory, or in Redis shared by every gateway instance.
 * One counter per caller and window holds the points spent; the budget is compared here rather than given to
 * the limiter, because it is a function of the caller (a key may buy a larger one) and a refused request is
 * not charged (Shopify's rule), which the limiter's own refusal would not undo.
 */
export class RateBuckets {
  private constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly settings: RateLimitSettings,
    private readonly closeStore: () => Promise<void>,
  ) {}

  static async create(settings: RateLimitSettings, redisUrl?: string, namespace = 'muster-gateway') {
    const options = {
      points: Number.MAX_SAFE_INTEGER,
      duration: settings.windowSeconds,
      keyPrefix: `${namespace}:rate`,
    };
    if (!redisUrl) return new RateBuckets(new RateLimiterMemory(options), settings, async () => undefined);
    const client = createClient({ url: redisUrl });
    // Redis down: each instance counts in its own memory until it is back (docs/decisions/gateway.md "Rate limits").
    let loggedAt = 0;
    client.on('error', (error: unknown) => {
      if (Date.now() - loggedAt < 60_000) return;
      loggedAt = Date.now();
      console.error('rate limits: Redis unavailable, counting in this instance until it is back', error);
    });
    await client.connect();
    const limiter = new RateLimiterRedis({
      ...options,
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    // A client that is reconnecting would wait for Redis to close politely: it is dropped instead.
    return new RateBuckets(limiter, settings, async () => {
      if (client.isReady) await client.close().catch(() => undefined);
      else client.destroy();
    });
  }

  /** Takes `points` from the caller's bucket, or refuses (taking nothing) when fewer are left. */
  async charge(caller: RateCaller, points: number): Promise<ChargeResult> {
    const budget = this.settings.budget(caller);
    const spent = await this.limiter.consume(caller.key, points);
    if (spent.consumedPoints > budget) {
      const after = await this.limiter.reward(caller.key, points);
      return { refused: this.status(budget, after) };
    }
    return { charged: { caller, points, status: this.status(budget, spent) } };
  }

  /**
   * Gives back what the answer did not cost, or takes what it cost beyond the request (a list no argument sizes
   * held more than the 10 items assumed). Not across windows: the new window's bucket owes nothing to the old.
   */
  async settle(charge: Charge, actual: number): Promise<ThrottleStatus> {
    const budget = this.settings.budget(charge.caller);
    const difference = charge.points - actual;
    if (difference === 0 || Date.now() >= charge.status.resetAt) return this.look(charge.caller);
    const after =
      difference > 0
        ? await this.limiter.reward(charge.caller.key, difference)
        : await this.limiter.penalty(charge.caller.key, -difference);
    return this.status(budget, after);
  }

  /** The caller's bucket without charging it (a request refused before it was priced). */
  async look(caller: RateCaller): Promise<ThrottleStatus> {
    const budget = this.settings.budget(caller);
    const now = await this.limiter.get(caller.key);
    return now
      ? this.status(budget, now)
      : { maximumAvailable: budget, currentlyAvailable: budget, resetAt: Date.now() };
  }

  close(): Promise<void> {
    return this.closeStore();
  }

  private status(budget: number, res: RateLimiterRes): ThrottleStatus {
    return {
      maximumAvailable: budget,
      currentlyAvailable: Math.min(budget, Math.max(0, budget - res.consumedPoints)),
      resetAt: Date.now() + Math.max(0, res.msBeforeNext),
    };
  }
}
