import type { FacetRequestInput, FacetType } from '../__generated__/graphql';
import { FACET_SIZE, filtersOf, type SearchState } from '../lib/searchState';

/** Facets of the search sidebar, in display order; place and date are built specially below. */
export const SIDEBAR_FACETS = [
  'CONFLICT',
  'PUBLICATION',
  'PUBLICATION_TYPE',
  'SERVICE_BRANCH',
  'PLACE',
  'DATE',
] as const satisfies readonly FacetType[];

/** A section of the sidebar: a facet type, or the states of the United States under the countries. */
export type SidebarKey = FacetType | 'PLACE_STATE';

/** Values a facet asks for until its "Show more" is pressed. */
export const FACET_PREVIEW = 10;

/** The place value whose states are listed under it (content spec §4: state level under a US parent). */
export const US = 'United States';

/**
 * Facet requests of the sidebar (content spec §4): each facet asks for a few values, or the full facet size
 * once expanded, and always for the values already chosen. Place asks for countries, and for the states
 * of the United States once it is chosen. Dates need no request (content §4): decades come from the
 * hits' date range unless the service counts them (`countDates`).
 */
export function sidebarFacetRequests(
  query: SearchState,
  expanded: ReadonlySet<SidebarKey>,
  countDates = false,
): FacetRequestInput[] {
  const chosen = filtersOf(query);
  const required = (type: FacetType, keep: (value: string) => boolean = () => true) => {
    const values = chosen.filter((f) => f.type === type && keep(f.value)).map((f) => f.value);
    return values.length ? { requiredValues: values } : {};
  };
  const size = (key: SidebarKey) => (expanded.has(key) ? FACET_SIZE : FACET_PREVIEW);
  const requests: FacetRequestInput[] = [];
  for (const type of SIDEBAR_FACETS) {
    if (type === 'PLACE') {
      requests.push({ type, placeLevel: 1, maxCount: size('PLACE'), ...required(type, (v) => !v.includes(',')) });
      if (chosen.some((f) => f.type === 'PLACE' && !f.exclude && f.value === US)) {
        requests.push({
          type,
          placeLevel: 2,
          placeParents: [US],
          maxCount: size('PLACE_STATE'),
          ...required(type, (v) => v.startsWith(`${US},`)),
        });
      }
    } else if (type === 'DATE') {
      if (countDates) requests.push({ type, maxCount: FACET_SIZE, ...required(type) });
    } else {
      requests.push({ type, maxCount: size(type), ...required(type) });
    }
  }
  return requests;
}

/** Where one facet of the answer belongs in the sidebar: its type, or `PLACE_STATE` for the US states. */
export function facetKey(
  facet: { type: FacetType; values: readonly { value: string }[] },
  index: number,
  facets: readonly { type: FacetType }[],
): SidebarKey {
  if (facet.type !== 'PLACE') return facet.type;
  const states = facet.values.length > 0 && facet.values.every((v) => v.value.includes(','));
  const later = facets.slice(0, index).some((f) => f.type === 'PLACE');
  return states || later ? 'PLACE_STATE' : 'PLACE';
}
