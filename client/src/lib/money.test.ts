import { formatMoney, monthlyFromAnnual } from './money';

describe('formatMoney (dollar sign, 2 decimals)', () => {
  it.each([
    [0, '$0.00'],
    [6.67, '$6.67'],
    [79.9, '$79.90'],
    [1.005, '$1.01'],
    [1234.5, '$1,234.50'],
    [-5, '-$5.00'],
  ])('%d → %s', (amount, expected) => expect(formatMoney(amount)).toBe(expected));
});

describe('monthlyFromAnnual (annual / 12, 6.66… rounded up to 6.67)', () => {
  it.each([
    [80, 6.67],
    [79.99, 6.67],
    [79.95, 6.67],
    [79.92, 6.66],
    [120, 10],
    [0, 0],
  ])('$%d a year → $%d a month', (annual, monthly) => expect(monthlyFromAnnual(annual)).toBe(monthly));

  it('formats as the plan page shows it', () => expect(formatMoney(monthlyFromAnnual(80))).toBe('$6.67'));
});
