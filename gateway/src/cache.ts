import Keyv from 'keyv';
import KeyvRedis from '@keyv/redis';
import type { DataVersionsDto } from '@muster/contract';

/** The services' versions of records and catalogue (backends/data-versions.ts), or a stand-in in unit tests. */
export interface DataVersionsSource {
  current(): Promise<DataVersionsDto>;
}

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

const RECORDS_VERSION_KEY = 'version:records';

/** How long getNear keeps a decoded value in this process; short beside the shared lifetimes above. */
export const NEAR_MS = 5_000;

/**
 * The key of the catalogue version: a value staff edits of publications replace (updatePublication,
 * createPublication). Every cached read that depends on a publication's access level or fields (the publication
 * list, empty searches and browse columns, browse levels, the response cache, public tiles) puts the version into
 * its key, so an edit retires them on every gateway sharing the keyv store.
 */
const CATALOGUE_VERSION_KEY = 'catalogue:version';
/** How long a gateway trusts the version it read: an edit on another gateway reaches this one within it. */
export const CATALOGUE_VERSION_NEAR_MS = 2_000;

/**
 * The cache every request of every gateway instance shares: in memory by default, Redis when
 * `redisUrl` is set. Per-request batching stays in DataLoaders; only cross-request reads go here.
 */
export class GatewayCache {
  /** Concurrent misses of one key wait for the same fetch instead of each calling the service. */
  private readonly pending = new Map<string, Promise<unknown>>();

  /** Values this process decoded lately, by key (see getNear). */
  private readonly near = new Map<string, { value: unknown; until: number }>();

  /** `versions`: the services' own versions, for writes no gateway saw (an import finishing, a REST-only edit). */
  constructor(
    readonly keyv: Keyv,
    private readonly versions?: DataVersionsSource,
  ) {}

  get<T>(key: string): Promise<T | undefined> {
    return this.keyv.get<T>(key);
  }

  /**
   * Like get, for a hot key that changes rarely: a value this process read in the last `localMs` is
   * served again without asking keyv, which would decode it afresh (the publication list, 35 KB of
   * JSON, is read by every search page). The value is shared, so callers must not change it.
   */
  async getNear<T>(key: string, localMs = NEAR_MS): Promise<T | undefined> {
    const kept = this.near.get(key);
    if (kept && kept.until > Date.now()) return kept.value as T;
    const value = await this.keyv.get<T>(key);
    if (value === undefined) this.near.delete(key);
    else this.near.set(key, { value, until: Date.now() + localMs });
    return value;
  }

  /**
   * The version of what records say: bumped in keyv when staff correct one through this gateway, and the services'
   * records version (an import finished or undone, a correction however made). Keys of cached reads that show record
   * fields (the empty search's counts, browse columns, suggestions) carry it, so every gateway stops serving the old
   * ones within NEAR_MS of a bump and DATA_VERSIONS_NEAR_MS of a change in the services.
   */
  async recordsVersion(): Promise<string> {
    const [own, services] = await Promise.all([this.getNear<number>(RECORDS_VERSION_KEY), this.versions?.current()]);
    return `${own ?? 0}.${services?.records ?? ''}`;
  }

  async bumpRecordsVersion(): Promise<void> {
    this.near.delete(RECORDS_VERSION_KEY);
    // A time stamp rather than an increment: two gateways bumping at once need no read-modify-write.
    await this.keyv.set(RECORDS_VERSION_KEY, Date.now());
  }

  /**
   * The catalogue version (see CATALOGUE_VERSION_KEY: '0' until staff first edit a publication through a gateway),
   * with the services' catalogue version (every publication write, however made, and finished or undone imports).
   */
  async catalogueVersion(): Promise<string> {
    const [own, services] = await Promise.all([
      this.getNear<string>(CATALOGUE_VERSION_KEY, CATALOGUE_VERSION_NEAR_MS),
      this.versions?.current(),
    ]);
    return `${own ?? '0'}.${services?.catalogue ?? ''}`;
  }

  /** `key` in the current catalogue version, for a cached value that depends on publications. */
  async inCatalogue(key: string): Promise<string> {
    return `${key}@${await this.catalogueVersion()}`;
  }

  /** `key` in the current records and catalogue versions, for a cached value that shows record fields by publication. */
  async inRecordsAndCatalogue(key: string): Promise<string> {
    return this.inCatalogue(`${key}:${await this.recordsVersion()}`);
  }

  /**
   * A new catalogue version: after a staff edit of a publication. Kept a day, far beyond anything kept by it
   * (5 minutes; public tiles 10): when it lapses the version is '0' again, and nothing is left under that one.
   */
  async bumpCatalogue(): Promise<void> {
    const version = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
    await this.keyv.set(CATALOGUE_VERSION_KEY, version, 24 * 60 * 60_000);
    this.near.set(CATALOGUE_VERSION_KEY, { value: version, until: Date.now() + CATALOGUE_VERSION_NEAR_MS });
  }

  async getOrSet<T>(key: string, ttlMs: number, fetch: () => Promise<T>): Promise<T> {
    const cached = await this.keyv.get<T>(key);
    if (cached !== undefined) return cached;
    const inFlight = this.pending.get(key) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const promise = fetch()
      .then(async (value) => {
        await this.keyv.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  async close(): Promise<void> {
    // A Redis client that is reconnecting would wait for Redis to close politely: it is dropped instead.
    const store: unknown = this.keyv.store;
    if (store instanceof KeyvRedis) await store.disconnect(!(store.client as { isReady?: boolean }).isReady);
    else await this.keyv.disconnect();
  }
}

/** `namespace` prefixes every key, so deployments (or test runs) sharing one Redis keep apart. */
export function createCache(
  redisUrl?: string,
  namespace = 'muster-gateway',
  versions?: DataVersionsSource,
): GatewayCache {
  // Without the offline queue a read fails at once while Redis is away (a miss: the services answer), instead of
  // holding the request until Redis is back.
  const keyv = redisUrl
    ? new Keyv({ store: new KeyvRedis({ url: redisUrl, disableOfflineQueue: true }), namespace })
    : new Keyv({ namespace });
  // A cache outage must not take the site down: reads fall through to the services. Reported once a minute, as
  // the client retries its connection many times a second while Redis is away.
  let reportedAt = 0;
  keyv.on('error', (error) => {
    if (Date.now() - reportedAt < 60_000) return;
    reportedAt = Date.now();
    console.error('gateway cache error (reads go to the services until it is back)', error);
  });
  return new GatewayCache(keyv, versions);
}
