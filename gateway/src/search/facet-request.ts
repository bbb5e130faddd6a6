import { BROWSE_FACET_SIZE, PUBLICATION_FACET_SIZE, type FacetRequest } from '@muster/contract';
import { SEARCH_LIMITS } from '@muster/contract/rules';
import { FacetSort, type FacetRequestInput } from '../__generated__/resolvers-types';
import { atLeast, badUserInput } from '../common/input-error';
import { compact } from './compact';

/** The publication column of the browse tool (content §3.11: the first browse level). */
export const PUBLICATION_FACET = 'general.title.id';

/**
 * A facet request of the search or browse query, as the search service reads it. `argument` is where it stands
 * in the arguments (`facet`, `query.facetRequests[2]`), which the messages name: the caller wrote the enum, the
 * type here is the spec's.
 */
export function toFacetRequest(input: FacetRequestInput, argument = 'facet'): FacetRequest {
  atLeast(input.maxCount, 0, `${argument}.maxCount`);
  if (input.maxCount != null && input.maxCount > SEARCH_LIMITS.facetMaxCount) {
    throw badUserInput(`${argument}.maxCount may not exceed ${SEARCH_LIMITS.facetMaxCount} (got ${input.maxCount})`, {
      argument: `${argument}.maxCount`,
    });
  }
  atLeast(input.placeLevel, 1, `${argument}.placeLevel`);
  return compact({
    type: input.type,
    maxCount: input.maxCount ?? undefined,
    placeLevel: input.placeLevel ?? undefined,
    placeParents: input.placeParents ?? undefined,
    requiredValues: input.requiredValues ?? undefined,
    sort: input.sort ?? undefined,
    valueFilter: input.valueFilter ?? undefined,
    valueFilterType: input.valueFilterType ?? undefined,
  });
}

/**
 * One browse column (content §7.3). The publication column is always ranked: its sort is RANK whether the
 * chosen sort is alphabetical or rank. Without a chosen size a column asks for the browse size (500), the
 * publication column for the publication facet size (10,000), content §9.
 */
export function toBrowseFacetRequest(input: FacetRequestInput): FacetRequest {
  const facet = toFacetRequest(input, 'facet');
  const isPublication = facet.type === PUBLICATION_FACET;
  const maxCount = facet.maxCount ?? (isPublication ? PUBLICATION_FACET_SIZE : BROWSE_FACET_SIZE);
  const sort = isPublication ? FacetSort.Rank : facet.sort;
  return compact({ ...facet, maxCount, sort });
}
