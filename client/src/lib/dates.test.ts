import { formatDateRange, formatDay, formatPartialDate } from './dates';

describe('formatPartialDate', () => {
  it.each([
    ['1862', '1862'],
    ['1862-09', 'September 1862'],
    ['1862-09-17', 'September 17, 1862'],
    ['1918-11-01', 'November 1, 1918'],
    ['1862-00', '1862-00'],
    ['1862-13-01', '1862-13-01'],
    ['abt. 1860', 'abt. 1860'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => expect(formatPartialDate(input)).toBe(expected));
});

describe('formatDateRange', () => {
  it.each([
    ['1861-04', '1865-05', 'April 1861 – May 1865'],
    ['1863-07-01', '1863-07-01', 'July 1, 1863'],
    ['1863', null, '1863'],
    [null, '1865', '1865'],
    [null, null, ''],
  ])('%j..%j → %j', (a, b, expected) => expect(formatDateRange(a, b)).toBe(expected));
});

describe('formatDay', () => {
  it.each([
    ['2024-03-03T23:30:00Z', 'March 3, 2024'],
    ['1999-12-31T00:00:00.000Z', 'December 31, 1999'],
    ['not a date', 'not a date'],
  ])('%s → %s', (iso, expected) => expect(formatDay(iso)).toBe(expected));
});
