import { appendPage } from './appendPage';

test('the next page follows the one on screen, and says where the list now stands', () => {
  const shown = { totalCount: 3, nodes: [1, 2], pageInfo: { hasNextPage: true, endCursor: 'b' } };
  const next = { totalCount: 3, nodes: [3], pageInfo: { hasNextPage: false, endCursor: 'c' } };
  expect(appendPage(shown, next)).toEqual({ totalCount: 3, nodes: [1, 2, 3], pageInfo: next.pageInfo });
});
