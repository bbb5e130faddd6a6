import { FACET_TYPE_VOCABULARY } from '@muster/contract/rules';
import type { FacetType } from '../__generated__/graphql';
import { browseLevelFacet, facetLabel, facetTypeOfSpec, specFacetType } from './facets';

describe('facetLabel', () => {
  it.each<[FacetType, string]>([
    ['CONFLICT', 'Conflict'],
    ['PUBLICATION', 'Publication'],
    ['PUBLICATION_TYPE', 'Publication Type'],
    ['BROWSE_LEVEL_3', 'Browse level 3'],
  ])('%s → %s', (type, label) => expect(facetLabel(type)).toBe(label));
});

describe('facet types in addresses', () => {
  it.each(Object.keys(FACET_TYPE_VOCABULARY) as FacetType[])('%s survives the way to its spec name and back', (type) =>
    expect(facetTypeOfSpec(specFacetType(type))).toBe(type),
  );
  it('reads the spec names of content §3.11', () => {
    expect(facetTypeOfSpec('military.conflict')).toBe('CONFLICT');
    expect(facetTypeOfSpec('general.title.browse.7')).toBe('BROWSE_LEVEL_7');
    expect(facetTypeOfSpec('general.something-else')).toBeUndefined();
  });
  it('numbers browse levels from 1 to 7', () => {
    expect(browseLevelFacet(1)).toBe('BROWSE_LEVEL_1');
    expect(() => browseLevelFacet(8)).toThrow(RangeError);
  });
});
