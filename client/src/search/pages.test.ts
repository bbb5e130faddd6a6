import { pageWindow } from './pages';

describe('pageWindow', () => {
  it.each([
    [50, 0, { current: 1, last: 1, items: [1] }],
    [350, 0, { current: 1, last: 4, items: [1, 2, 3, 4] }],
    [2000, 0, { current: 1, last: 20, items: [1, 2, 3, 'gap', 20] }],
    [2000, 900, { current: 10, last: 20, items: [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20] }],
    [2000, 300, { current: 4, last: 20, items: [1, 2, 3, 4, 5, 6, 'gap', 20] }],
    [2000, 1900, { current: 20, last: 20, items: [1, 'gap', 18, 19, 20] }],
    // Past 10,000 hits the service serves no more pages.
    [50000, 0, { current: 1, last: 100, items: [1, 2, 3, 'gap', 100] }],
    [0, 0, { current: 1, last: 1, items: [1] }],
  ])('total %d offset %d', (total, offset, expected) => {
    expect(pageWindow(total, offset, 100, 10000)).toEqual(expected);
  });
});
