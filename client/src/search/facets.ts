import { FACET_TYPE_VOCABULARY, enumNameOf } from '@muster/contract/rules';
import type { FacetType } from '../__generated__/graphql';

/** The sidebar heading of a facet type (content spec §3.11), as `facetTypes` also answers it. */
export function facetLabel(type: FacetType): string {
  return FACET_TYPE_VOCABULARY[type].label;
}

const BROWSE_LEVELS = [
  'BROWSE_LEVEL_1',
  'BROWSE_LEVEL_2',
  'BROWSE_LEVEL_3',
  'BROWSE_LEVEL_4',
  'BROWSE_LEVEL_5',
  'BROWSE_LEVEL_6',
  'BROWSE_LEVEL_7',
] as const satisfies readonly FacetType[];

/** The facet type of browse level 1 … 7 (the spec's general.title.browse.N). */
export function browseLevelFacet(level: number): FacetType {
  const type = BROWSE_LEVELS[level - 1];
  if (!type) throw new RangeError(`no browse level ${level}`);
  return type;
}

/** The spec's name of a facet type (`military.conflict`), as addresses write it. */
export const specFacetType = (type: FacetType): string => FACET_TYPE_VOCABULARY[type].type;

/** The facet type of a spec name read from an address, or undefined for one Muster does not know. */
export const facetTypeOfSpec = (spec: string): FacetType | undefined => enumNameOf(FACET_TYPE_VOCABULARY, spec);
