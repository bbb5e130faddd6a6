import type { SearchResults } from '@muster/contract';
import { TTL, type GatewayCache } from '../cache';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/**
 * Client of the cache service (/cache, content §7.4): reads the services precompute for everybody. Each
 * is kept in the gateway's shared keyv for the spec's lifetime, so the service is asked once per period
 * by all gateway instances together (with Redis) rather than once per request.
 */
export class CacheServiceBackend {
  private readonly http: ServiceHttp;

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.http = new ServiceHttp('cache', options);
  }

  /** The search page before any query: the first hits and every facet's counts. */
  async emptySearch(): Promise<SearchResults> {
    const key = await this.cache.inRecordsAndCatalogue('cache:emptySearch');
    return this.cache.getOrSet(key, TTL.emptySearch, async () => {
      const results = await this.http.get<SearchResults>('/cache/emptySearch', '/cache/emptySearch');
      if (!results) throw new Error('The cache service has no /emptySearch entry');
      return results;
    });
  }
}
