import { inRanges, isRange } from './address-ranges';

describe('inRanges', () => {
  it.each([
    ['203.0.113.7', ['203.0.113.0/24'], true],
    ['203.0.114.7', ['203.0.113.0/24'], false],
    ['::ffff:203.0.113.7', ['203.0.113.0/24'], true],
    ['2001:db8::1', ['2001:db8::/32'], true],
    ['2001:db9::1', ['2001:db8::/32'], false],
    ['2001:db8::1', ['203.0.113.0/24'], false],
    ['203.0.113.7', ['not a range', '203.0.113.0/24'], true],
    ['not an address', ['0.0.0.0/0'], false],
    ['10.1.2.3', ['10.1.2.3/32'], true],
  ])('%s in %j is %s', (address, ranges, expected) => {
    expect(inRanges(address, ranges)).toBe(expected);
  });

  it('checks ranges', () => {
    expect(isRange('203.0.113.0/24')).toBe(true);
    expect(isRange('2001:db8::/129')).toBe(false);
  });
});
