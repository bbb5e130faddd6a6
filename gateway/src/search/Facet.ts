import type { FacetResolvers } from '../__generated__/resolvers-types';

export const Facet: FacetResolvers = {
  // A facet from an older index (or the cached empty search) may lack the count of all its values.
  totalCount: (facet) => facet.totalCount ?? facet.values.length,
};
