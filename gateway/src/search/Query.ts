import type { QueryResolvers } from '../__generated__/resolvers-types';
import { primeContent } from '../backends/search';
import { TTL } from '../cache';
import { requestedFields } from '../common/requested-fields';
import { accessClass } from './access-class';
import { underArgument } from './argument-path';
import { toBrowseFacetRequest } from './facet-request';
import { isEmptySearch, toSearchQuery } from './search-query';
import { toSearchResults } from './search-results';
import { objectIdArgument } from '../common/id-argument';
import { checkSuggestArgs } from './suggest-args';

/** Fields of SearchResults that list the page's hits, and those that need the page at all. */
const HIT_FIELDS = ['edges', 'nodes', 'hits'];
const PAGE_FIELDS = [...HIT_FIELDS, 'pageInfo', 'endCursor', 'hasNextPage'];

export const Query: QueryResolvers = {
  search: async (_, { query: input, ...pageArgs }, context, info) => {
    const { backends, cache } = context;
    const asked = requestedFields(info, 'SearchResults');
    const paged = toSearchQuery(input, pageArgs);
    // A query for counts only (the sidebar's facets) asks the service for no hits at all.
    const query = PAGE_FIELDS.some((field) => asked.has(field)) ? paged : { ...paged, maxCount: 0 };
    // Listing hits needs each one's content object (SearchResults drops hits without one): asked inline.
    const withContent = HIT_FIELDS.some((field) => asked.has(field));
    const run = () =>
      underArgument(
        'query',
        () =>
          withContent ? backends.search.searchWithContent(query, backends.content) : backends.search.search(query),
        pageArgs.after != null ? { after: 'after' } : {},
      );
    // Cursor pages of the empty search are not worth keeping: each cursor is asked for once. Its counts are of
    // what the caller's class may see, so each class has its own.
    if (isEmptySearch(query) && !query.after) {
      const key = await cache.inRecordsAndCatalogue(
        `search:empty:${await accessClass(context)}:${withContent}:${JSON.stringify(query)}`,
      );
      const results = await cache.getOrSet(key, TTL.emptySearch, run);
      // A cached page was primed by the request that fetched it; this request's loader needs it too.
      primeContent(results, backends.content);
      return toSearchResults(results, query.offset, query.after);
    }
    return toSearchResults(await run(), query.offset, query.after);
  },
  // Everybody's, so counted as a visitor (the cache service asks without an identity): no record above the
  // visitor's level shows its dates or places in it.
  emptySearch: async (_, __, { backends }) => toSearchResults(await backends.cacheService.emptySearch()),
  browseFacet: async (_, { query: input, facet }, context) => {
    const { backends, cache } = context;
    // A column lists facet values only: no hits, and no facets but its own.
    const query = { ...toSearchQuery({ ...input, offset: 0, maxCount: 0, after: null }), facetRequests: undefined };
    const request = { query, facet: toBrowseFacetRequest(facet) };
    const run = () => underArgument('query', () => backends.search.browseFacet(request));
    // The browse tool opens on the empty query for everybody (content §7.4 empty browse facets, 5 minutes).
    if (!isEmptySearch(query)) return run();
    const key = await cache.inRecordsAndCatalogue(
      `search:browse:${await accessClass(context)}:${JSON.stringify(request)}`,
    );
    return cache.getOrSet(key, TTL.emptySearch, run);
  },
  browseLevels: (_, args, { backends }) =>
    backends.search.browseLevels(
      objectIdArgument(args, { global: 'publicationGlobalId', numeric: 'publicationId' }, ['PUBLICATION']),
    ),
  suggest: (_, args, { backends }) => {
    const { type, prefix, limit } = checkSuggestArgs(args);
    return backends.search.suggest(type, prefix, limit);
  },
};
