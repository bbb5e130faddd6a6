import type { BrowseFacetRequest, BrowseLevels, Facet, SearchQuery, SearchResults, Suggestion } from '@muster/contract';
import { TTL, type GatewayCache } from '../cache';
import { type ContentBackend } from './content';
import { DEFAULT_THUMB } from '@muster/contract/rules';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the search service (/fold31-search): searches, browse columns, level labels and suggestions. */
export class SearchBackend {
  private readonly http: ServiceHttp;

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.http = new ServiceHttp('search', options);
  }

  async search(query: SearchQuery): Promise<SearchResults> {
    return found(
      await this.http.postRead<SearchResults>('/fold31-search/doc-search', '/fold31-search/doc-search', query),
      '/doc-search',
    );
  }

  /**
   * A search whose hits carry their content summaries (SearchHit.content, thumbnails in `thumb`), primed
   * into the content loader, so titles, thumbnails and publications of the page need no mcontent call.
   * A service that sends no summaries (older, or not asked) leaves the loader to mcontent as before.
   */
  async searchWithContent(
    query: SearchQuery,
    content: ContentBackend,
    thumb: { width: number; height: number } = DEFAULT_THUMB,
  ): Promise<SearchResults> {
    const results = await this.search({
      ...query,
      includeContent: true,
      thumbWidth: thumb.width,
      thumbHeight: thumb.height,
    });
    primeContent(results, content, thumb);
    return results;
  }

  /** One browse column: the values of one facet under the current query (content §7.3). */
  async browseFacet(request: BrowseFacetRequest): Promise<Facet> {
    return found(
      await this.http.postRead<Facet>('/fold31-search/browse-facet', '/fold31-search/browse-facet', request),
      '/browse-facet',
    );
  }

  /** Level labels of a publication; null for a publication without any. Cached five minutes like the catalogue. */
  async browseLevels(publicationId: number): Promise<BrowseLevels | null> {
    return this.cache.getOrSet(
      await this.cache.inCatalogue(`search:browse-levels:${publicationId}`),
      TTL.browseLevels,
      () =>
        this.http.get<BrowseLevels>(
          '/fold31-search/search-util/browse-levels/:id',
          `/fold31-search/search-util/browse-levels/${publicationId}`,
        ),
    );
  }

  /**
   * Completions as the user types. Every keystroke of every visitor asks, and the answer is the same for
   * all of them, so it is shared for a few minutes (key: records version, type, limit and prefix).
   */
  async suggest(type: string, prefix: string, limit: number): Promise<Suggestion[]> {
    const version = await this.cache.recordsVersion();
    return this.cache.getOrSet(`search:suggest:${version}:${type}:${limit}:${prefix}`, TTL.suggestions, async () =>
      found(
        await this.http.get<Suggestion[]>('/fold31-search/suggest', '/fold31-search/suggest', { type, prefix, limit }),
        '/suggest',
      ),
    );
  }
}

/** A 404 from a route that always answers means the service is older than the gateway. */
function found<T>(value: T | null, route: string): T {
  if (value === null) throw new Error(`The search service has no ${route} route`);
  return value;
}

/** Hands the hits' inline content summaries (when the service sent them) to the request's content loader. */
export function primeContent(
  results: SearchResults,
  content: ContentBackend,
  thumb: { width: number; height: number } = DEFAULT_THUMB,
): void {
  for (const hit of results.hits) if (hit.content !== undefined) content.prime(hit.doc, hit.content, thumb);
}
