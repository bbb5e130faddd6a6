import { addDuration, plansFromEnv } from './plans';
import { cardBrand, luhnValid } from './subscription.schemas';

describe('plans from configuration', () => {
  it('keeps the defaults, reads dollar prices and ignores malformed ones', () => {
    expect(plansFromEnv({}).map((p) => p.amountCents)).toEqual([1199, 7995, 19999]);
    expect(
      plansFromEnv({ PLAN_PRICE_MONTHLY: '9.5', PLAN_PRICE_ANNUAL: '80', PLAN_PRICE_ALL_ACCESS: '-3' }).map(
        (p) => p.amountCents,
      ),
    ).toEqual([950, 8000, 19999]);
    expect(plansFromEnv({ PLAN_PRICE_ANNUAL: '79.999' })[1].amountCents).toBe(7995);
  });

  it.each([
    ['2026-03-01T12:00:00.000Z', 'P1M', '2026-04-01T12:00:00.000Z'],
    ['2026-03-01T12:00:00.000Z', 'P1Y', '2027-03-01T12:00:00.000Z'],
    ['2026-02-25T00:00:00.000Z', 'P7D', '2026-03-04T00:00:00.000Z'],
  ])('%s plus %s is %s', (start, duration, end) => {
    expect(addDuration(new Date(start), duration).toISOString()).toBe(end);
  });
});

describe('test-mode cards', () => {
  it.each([
    ['4242424242424242', true, 'visa'],
    ['5555555555554444', true, 'mastercard'],
    ['378282246310005', true, 'amex'],
    ['4242424242424241', false, 'visa'],
    ['1234', false, 'card'],
  ])('%s: valid %s, brand %s', (digits, valid, brand) => {
    expect(luhnValid(digits)).toBe(valid);
    expect(cardBrand(digits)).toBe(brand);
  });
});
