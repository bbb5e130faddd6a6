import { maskedCard } from '../../lib/maskedCard';
import { planPrice } from './planPrice';

describe('plan prices as the cards show them', () => {
  it.each([
    [1199, 'MONTH', '$11.99 a month', null],
    [7995, 'YEAR', '$79.95 a year', '$6.67 a month'],
    [8000, 'YEAR', '$80.00 a year', '$6.67 a month'],
    [7992, 'YEAR', '$79.92 a year', '$6.66 a month'],
    [19999, 'YEAR', '$199.99 a year', '$16.67 a month'],
    [120000, 'YEAR', '$1,200.00 a year', '$100.00 a month'],
  ] as const)('%i cents per %s', (cents, interval, main, monthly) => {
    expect(planPrice(cents, interval)).toEqual({ main, monthly });
  });

  it('masks a card to four bullets per group and the last 4', () => {
    expect(maskedCard('4242')).toBe('•••• •••• •••• 4242');
  });
});
