import { relativeTime } from './relativeTime';

const now = Date.UTC(2026, 0, 31, 12);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('relativeTime (accounts spec §9: a month is 30 days)', () => {
  it.each([
    [0, 'just now'],
    [59 * s, 'just now'],
    [-5 * min, 'just now'],
    [min, 'a minute ago'],
    [2 * min - 1, 'a minute ago'],
    [2 * min, '2 minutes ago'],
    [59 * min, '59 minutes ago'],
    [h, 'an hour ago'],
    [5 * h, '5 hours ago'],
    [23 * h + 59 * min, '23 hours ago'],
    [d, 'a day ago'],
    [6 * d, '6 days ago'],
    [7 * d, 'a week ago'],
    [13 * d, 'a week ago'],
    [14 * d, '2 weeks ago'],
    [29 * d, '4 weeks ago'],
    [30 * d, 'a month ago'],
    [59 * d, 'a month ago'],
    [60 * d, '2 months ago'],
    [364 * d, '12 months ago'],
    [365 * d, 'a year ago'],
    [730 * d, '2 years ago'],
    [3650 * d, '10 years ago'],
  ])('%d ms ago → %s', (ago, expected) => expect(relativeTime(now - ago, now)).toBe(expected));

  it('reads ISO strings and Dates', () => {
    expect(relativeTime('2026-01-30T12:00:00Z', new Date(now))).toBe('a day ago');
  });

  it('gives nothing for an unreadable date', () => expect(relativeTime('someday', now)).toBe(''));
});
