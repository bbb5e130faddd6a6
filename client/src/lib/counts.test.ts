import { countLabel, formatCount, shortenCount } from './counts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [-4500, '-4,500'],
  ])('%d → %s', (n, expected) => expect(formatCount(n)).toBe(expected));
});

describe('countLabel', () => {
  it.each([
    [0, 'result', '0 results'],
    [1, 'result', '1 result'],
    [1234, 'result', '1,234 results'],
    [2, 'company', '2 companys'],
  ])('%d %s → %s', (n, noun, expected) => expect(countLabel(n, noun)).toBe(expected));

  it('takes an irregular plural', () => expect(countLabel(3, 'company', 'companies')).toBe('3 companies'));
});

describe('shortenCount (1 to 3 significant figures)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.23K'],
    [12345, '12.3K'],
    [123456, '123K'],
    [999999, '1M'],
    [45600000, '45.6M'],
    [7000000000, '7B'],
    [2500000000000, '2.5T'],
    [-1500, '-1.5K'],
  ])('%d → %s', (n, expected) => expect(shortenCount(n)).toBe(expected));
});
