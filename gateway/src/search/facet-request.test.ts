import type { FacetTypeValue } from '@muster/contract/rules';
import { FacetSort, FilterType, type FacetRequestInput } from '../__generated__/resolvers-types';
import { toBrowseFacetRequest } from './facet-request';

describe('toBrowseFacetRequest (content §7.3)', () => {
  test.each<[string, FacetRequestInput, object]>([
    [
      'the publication column is ranked when alphabetical is chosen',
      { type: 'general.title.id', sort: FacetSort.Alphabetical },
      { sort: 'RANK' },
    ],
    [
      'the publication column is ranked when rank is chosen',
      { type: 'general.title.id', sort: FacetSort.Rank },
      { sort: 'RANK' },
    ],
    ['the publication column is ranked when nothing is chosen', { type: 'general.title.id' }, { sort: 'RANK' }],
    [
      'other columns keep the chosen sort',
      { type: 'general.title.browse.1', sort: FacetSort.Alphabetical },
      { sort: 'ALPHABETICAL' },
    ],
    ['other columns keep rank', { type: 'general.title.browse.2', sort: FacetSort.Rank }, { sort: 'RANK' }],
  ])('%s', (_, input, expected) => {
    expect(toBrowseFacetRequest(input)).toMatchObject(expected);
  });

  test.each<[FacetTypeValue, number | null | undefined, number]>([
    ['general.title.browse.1', undefined, 500],
    ['general.title.browse.1', null, 500],
    ['general.title.browse.1', 200, 200],
    ['general.title.browse.1', 25, 25],
    ['general.title.browse.1', 1000, 1000],
    ['general.title.id', undefined, 10000],
    ['general.title.id', 50, 50],
  ])(
    '%s with maxCount %s asks for %d values (browse facets 500, publication facet 10,000: content §9)',
    (type, maxCount, expected) => {
      expect(toBrowseFacetRequest({ type, maxCount }).maxCount).toBe(expected);
    },
  );

  test('keeps the filter box and the other fields', () => {
    expect(
      toBrowseFacetRequest({
        type: 'general.title.browse.1',
        valueFilter: 'Mass',
        valueFilterType: FilterType.Prefix,
        requiredValues: ['Ohio'],
        sort: null,
      }),
    ).toStrictEqual({
      type: 'general.title.browse.1',
      maxCount: 500,
      valueFilter: 'Mass',
      valueFilterType: 'PREFIX',
      requiredValues: ['Ohio'],
    });
  });
});
