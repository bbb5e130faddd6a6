import type { SearchResults } from '@muster/contract';
import { toSearchResults } from './search-results';

const hit = { doc: { contentType: 'IMAGE' as const, objectId: 1 }, score: 1, highlights: [], matches: [], cursor: 'h' };
const results = (total: number, hits: number, endCursor?: string | null): SearchResults =>
  ({
    total,
    hits: Array.from({ length: hits }, () => hit),
    facets: [],
    earliestDate: null,
    latestDate: null,
    endCursor,
  }) as SearchResults;

describe('toSearchResults', () => {
  test.each([
    ['a cursor means more follow', results(10, 2, 'c2'), 0, { endCursor: 'c2', hasNextPage: true }],
    ['no cursor on the last page', results(10, 2, null), 8, { endCursor: null, hasNextPage: false }],
    [
      'an older service without cursors: counted, more follow',
      results(10, 2, undefined),
      4,
      { endCursor: null, hasNextPage: true },
    ],
    [
      'an older service without cursors: counted, the end',
      results(10, 2, undefined),
      8,
      { endCursor: null, hasNextPage: false },
    ],
  ])('%s', (_, dto, offset, expected) => {
    expect(toSearchResults(dto, offset)).toMatchObject({ total: 10, ...expected });
  });
});
