import { isPremium, planLabel, statusLabel } from './membership';

describe('membership labels (accounts spec §2, §4)', () => {
  test.each([
    ['monthly-subscriber', true, 'Premium', 'premium'],
    ['annual-subscriber', true, 'Premium', 'premium'],
    ['comp-subscriber', true, 'Premium', 'premium'],
    ['bundle', true, 'Ancestry All-Access', 'ancestry all-access'],
    ['free-trial', true, 'Premium', 'free trial'],
    ['non-subscriber', false, 'Basic', null],
    ['something-new', false, 'Basic', null],
  ])('%s: premium %s, status %s, plan %s', (status, premium, label, plan) => {
    expect(isPremium(status)).toBe(premium);
    expect(statusLabel(status)).toBe(label);
    expect(planLabel(status)).toBe(plan);
  });
});
