import { BROWSE_FACET_SIZE, FACET_REQUEST_SIZE, type FacetRequest, PUBLICATION_FACET_SIZE } from '@muster/contract';
import { DEFAULT_FACETS, type FacetType } from './facet-types';
import { facetType } from './plan-filters';

export interface FacetPlan {
  type: string;
  facet: FacetType;
  /** Place level: 1 country, 2 state, 3 county… */
  level: number;
  /** Place facets below country level (and sub-types under doc-types) only count under these parents. */
  parents: string[];
  maxCount: number;
  sort: 'RANK' | 'ALPHABETICAL';
  required: string[];
  valueFilter: { text: string; prefix: boolean } | null;
}

const defaultSize = (facet: FacetType) =>
  facet.kind === 'browse'
    ? BROWSE_FACET_SIZE
    : facet.kind === 'publication'
      ? PUBLICATION_FACET_SIZE
      : FACET_REQUEST_SIZE;

export function planFacet(request: FacetRequest): FacetPlan {
  const facet = facetType(request.type, 'facet request');
  const level = facet.kind === 'place' ? (request.placeLevel ?? 1) : 1;
  const filter = request.valueFilter?.trim();
  return {
    type: request.type,
    facet,
    level,
    parents: facet.kind !== 'place' || level >= 2 ? (request.placeParents ?? []) : [],
    maxCount: request.maxCount ?? defaultSize(facet),
    sort: request.sort ?? 'RANK',
    required: request.requiredValues ?? [],
    valueFilter: filter ? { text: filter.toLowerCase(), prefix: request.valueFilterType === 'PREFIX' } : null,
  };
}

/** The requested facets; mode NONE asks for none. Without requests, the search page's default sidebar. */
export function planFacets(requests: FacetRequest[] | undefined): FacetPlan[] {
  if (!requests) return DEFAULT_FACETS.map((type) => planFacet({ type }));
  return requests.filter((r) => r.mode !== 'NONE').map(planFacet);
}
