import { UsageError } from '../usage-error';
import { parseRecordSizes, sizeLabel } from './record-sizes';

describe('parseRecordSizes', () => {
  it.each([
    ['100000,1000000,5000000', [100_000, 1_000_000, 5_000_000]],
    ['100k,1m,5m', [100_000, 1_000_000, 5_000_000]],
    ['1_000_000', [1_000_000]],
    [' 250K , 1.5m ', [250_000, 1_500_000]],
    ['5m,100k', [5_000_000, 100_000]],
  ])('reads %s', (text, sizes) => {
    expect(parseRecordSizes(text)).toEqual(sizes);
  });

  it.each(['', '100000,', 'ten', '-100000', '999', '51m', '1.0001k', '1e6', '100000;1000000'])(
    'refuses %j with a usage error',
    (text) => {
      expect(() => parseRecordSizes(text)).toThrow(UsageError);
    },
  );

  it('refuses a size named twice', () => {
    expect(() => parseRecordSizes('1m,1000000')).toThrow('--records names 1,000,000 twice');
  });
});

describe('sizeLabel', () => {
  it.each([
    [100_000, '100k'],
    [1_000_000, '1m'],
    [5_000_000, '5m'],
    [1_500_000, '1500k'],
    [1_234, '1234'],
  ])('%d → %s', (records, label) => {
    expect(sizeLabel(records)).toBe(label);
  });
});
