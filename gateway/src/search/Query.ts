import type { QueryResolvers } from '../__generated__/resolvers-types';
import { TTL } from '../cache';
import { toBrowseFacetRequest } from './facet-request';
import { isEmptySearch, toSearchQuery } from './search-query';
import { toSearchResults } from './search-results';
import { checkSuggestArgs } from './suggest-args';

export const Query: QueryResolvers = {
  search: async (_, { query: input }, { backends, cache }) => {
    const query = toSearchQuery(input);
    // Cursor pages of the empty search are not worth keeping: each cursor is asked for once.
    const results = isEmptySearch(query) && !query.after
      ? await cache.getOrSet(`search:empty:${JSON.stringify(query)}`, TTL.emptySearch, () => backends.search.search(query))
      : await backends.search.search(query);
    return toSearchResults(results, query.offset);
  },
  emptySearch: async (_, __, { backends }) => toSearchResults(await backends.cacheService.emptySearch()),
  browseFacet: (_, { query: input, facet }, { backends, cache }) => {
    // A column lists facet values only: no hits, and no facets but its own.
    const query = { ...toSearchQuery({ ...input, offset: 0, maxCount: 0, after: null }), facetRequests: undefined };
    const request = { query, facet: toBrowseFacetRequest(facet) };
    // The browse tool opens on the empty query for everybody (content §7.4 empty browse facets, 5 minutes).
    if (!isEmptySearch(query)) return backends.search.browseFacet(request);
    return cache.getOrSet(`search:browse:${JSON.stringify(request)}`, TTL.emptySearch, () => backends.search.browseFacet(request));
  },
  browseLevels: (_, { publicationId }, { backends }) => backends.search.browseLevels(publicationId),
  suggest: (_, args, { backends }) => {
    const { type, prefix, limit } = checkSuggestArgs(args);
    return backends.search.suggest(type, prefix, limit);
  },
};
