import { parseFactDate } from './fact-dates';

const d = (year: number, month: number | null = null, day: number | null = null) => ({ year, month, day });

describe('free-text dates (content spec §5)', () => {
  test.each([
    ['1862', { start: d(1862), end: null }],
    ['September 17, 1862', { start: d(1862, 9, 17), end: null }],
    ['17 Sep 1862', { start: d(1862, 9, 17), end: null }],
    ['17th Sept. 1862', { start: d(1862, 9, 17), end: null }],
    ['sep 1862', { start: d(1862, 9), end: null }],
    ['1862-09-17', { start: d(1862, 9, 17), end: null }],
    ['1862-09', { start: d(1862, 9), end: null }],
    ['9/17/1862', { start: d(1862, 9, 17), end: null }],
    ['about 1840', { start: d(1840), end: null }],
    ['Spring 1863', { start: d(1863), end: null }],
    ['1400', { start: d(1400), end: null }],
    ['2099', { start: d(2099), end: null }],
    ['1861-1865', { start: d(1861), end: d(1865) }],
    ['1865-1861', { start: d(1861), end: d(1865) }],
    ['April 1861 to May 1865', { start: d(1861, 4), end: d(1865, 5) }],
    ['May 1865 - April 1861', { start: d(1861, 4), end: d(1865, 5) }],
    ['between 1861 and 1865', { start: d(1861), end: d(1865) }],
    ['March to May 1862', { start: d(1862, 3), end: d(1862, 5) }],
    ['1 July 1863 – 3 July 1863', { start: d(1863, 7, 1), end: d(1863, 7, 3) }],
    ['3 July 1863 – 1 July 1863', { start: d(1863, 7, 1), end: d(1863, 7, 3) }],
  ])('%s', (text, expected) => expect(parseFactDate(text)).toEqual(expected));

  test.each([
    '',
    'unknown',
    '62',
    '862',
    '18620',
    '1399',
    '2100',
    '32 May 1862',
    '0 May 1862',
    '17 1862',
    'Smarch 1862',
    '1862-13-01',
    '1862-02-32',
    'May',
    '1861 to 1862 to 1863',
    'Sep 17',
  ])('not a date: %j', (text) => expect(parseFactDate(text)).toBeNull());
});
