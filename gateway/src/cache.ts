import Keyv from 'keyv';
import KeyvRedis from '@keyv/redis';

/** Lifetimes of the spec's cached reads (content §7.4). */
export const TTL = {
  publications: 5 * 60_000,
  publicationAccessLevels: 5 * 60_000,
  emptySearch: 5 * 60_000,
  /** Browse level labels change with a publication's import, as rarely as the catalogue (content §7.4 "browse"). */
  browseLevels: 5 * 60_000,
  /** Suggestions: not in the spec; short enough that newly imported names show up soon. */
  suggestions: 5 * 60_000,
} as const;

/**
 * The cache every request of every gateway instance shares: in memory by default, Redis when
 * `redisUrl` is set. Per-request batching stays in DataLoaders; only cross-request reads go here.
 */
export class GatewayCache {
  /** Concurrent misses of one key wait for the same fetch instead of each calling the service. */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(readonly keyv: Keyv) {}

  get<T>(key: string): Promise<T | undefined> {
    return this.keyv.get<T>(key);
  }

  async getOrSet<T>(key: string, ttlMs: number, fetch: () => Promise<T>): Promise<T> {
    const cached = await this.keyv.get<T>(key);
    if (cached !== undefined) return cached;
    const inFlight = this.pending.get(key) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const promise = fetch()
      .then(async (value) => { await this.keyv.set(key, value, ttlMs); return value; })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}

/** `namespace` prefixes every key, so deployments (or test runs) sharing one Redis keep apart. */
export function createCache(redisUrl?: string, namespace = 'muster-gateway'): GatewayCache {
  const keyv = redisUrl
    ? new Keyv({ store: new KeyvRedis(redisUrl), namespace })
    : new Keyv({ namespace });
  // A cache outage must not take the site down: errors are reported, reads fall through to the services.
  keyv.on('error', (error) => console.error('gateway cache error', error));
  return new GatewayCache(keyv);
}
