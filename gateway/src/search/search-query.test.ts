import { GraphQLError } from 'graphql';
import { isEmptySearch, toSearchQuery } from './search-query';

const codeOf = (f: () => unknown) => {
  try { f(); } catch (e) { return (e as GraphQLError).extensions.code; }
  return undefined;
};

describe('toSearchQuery', () => {
  test('fills the paging defaults and drops nulls', () => {
    expect(toSearchQuery({ keywords: 'smith', filters: null })).toEqual({ keywords: 'smith', offset: 0, maxCount: 100 });
  });

  test.each([
    [{ offset: 9900, maxCount: 100 }, undefined],
    [{ offset: 9901, maxCount: 100 }, 'TOO_LARGE'],
    [{ offset: 0, maxCount: 10001 }, 'TOO_LARGE'],
    [{ offset: -1, maxCount: 10 }, 'BAD_USER_INPUT'],
  ])('paging %j → %s', (paging, code) => {
    expect(codeOf(() => toSearchQuery(paging))).toBe(code);
  });

  test.each([
    [{}, true],
    [{ keywords: '  ' }, true],
    [{ keywords: 'smith' }, false],
    [{ filters: [{ type: 'military.conflict', values: [{ value: 'Civil War' }] }] }, false],
    [{ fieldedKeywords: [{ type: 'full-name', texts: ['smith'] }] }, false],
  ])('isEmptySearch(%j) is %s', (query, empty) => {
    expect(isEmptySearch(query)).toBe(empty);
  });
});
