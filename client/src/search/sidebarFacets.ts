import type { FacetRequestInput } from '../__generated__/graphql';
import { FACET_SIZE, filtersOf, type SearchState } from '../lib/searchState';

/** Facets of the search sidebar, in display order; place and date are built specially below. */
export const SIDEBAR_FACETS = [
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
  'date',
] as const;

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
  expanded: ReadonlySet<string>,
  countDates = false,
): FacetRequestInput[] {
  const chosen = filtersOf(query);
  const required = (type: string, keep: (value: string) => boolean = () => true) => {
    const values = chosen.filter((f) => f.type === type && keep(f.value)).map((f) => f.value);
    return values.length ? { requiredValues: values } : {};
  };
  const size = (key: string) => (expanded.has(key) ? FACET_SIZE : FACET_PREVIEW);
  const requests: FacetRequestInput[] = [];
  for (const type of SIDEBAR_FACETS) {
    if (type === 'place') {
      requests.push({ type, placeLevel: 1, maxCount: size('place'), ...required(type, (v) => !v.includes(',')) });
      if (chosen.some((f) => f.type === 'place' && !f.exclude && f.value === US)) {
        requests.push({
          type,
          placeLevel: 2,
          placeParents: [US],
          maxCount: size('place.state'),
          ...required(type, (v) => v.startsWith(`${US},`)),
        });
      }
    } else if (type === 'date') {
      if (countDates) requests.push({ type, maxCount: FACET_SIZE, ...required(type) });
    } else {
      requests.push({ type, maxCount: size(type), ...required(type) });
    }
  }
  return requests;
}

/** Where one facet of the answer belongs in the sidebar: its type, or `place.state` for the US states. */
export function facetKey(
  facet: { type: string; values: readonly { value: string }[] },
  index: number,
  facets: readonly { type: string }[],
): string {
  if (facet.type !== 'place') return facet.type;
  const states = facet.values.length > 0 && facet.values.every((v) => v.value.includes(','));
  const later = facets.slice(0, index).some((f) => f.type === 'place');
  return states || later ? 'place.state' : 'place';
}
