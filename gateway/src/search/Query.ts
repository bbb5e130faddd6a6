import type { QueryResolvers } from '../__generated__/resolvers-types';
import { TTL } from '../cache';
import { isEmptySearch, toSearchQuery } from './search-query';

export const Query: QueryResolvers = {
  search: (_, { query: input }, { backends, cache }) => {
    const query = toSearchQuery(input);
    if (!isEmptySearch(query)) return backends.search.search(query);
    return cache.getOrSet(`search:empty:${JSON.stringify(query)}`, TTL.emptySearch, () => backends.search.search(query));
  },
};
