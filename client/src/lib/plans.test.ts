import { isSubscriber, planLabel, signInLabel } from './plans';

describe('planLabel and isSubscriber', () => {
  it.each([
    ['monthly-subscriber', 'premium', true],
    ['annual-subscriber', 'premium', true],
    ['comp-subscriber', 'premium', true],
    ['bundle', 'ancestry all-access', true],
    ['free-trial', 'free trial', false],
    ['non-subscriber', null, false],
  ])('%s', (status, label, subscriber) => {
    expect(planLabel(status)).toBe(label);
    expect(isSubscriber(status)).toBe(subscriber);
  });
});

describe('signInLabel', () => {
  it.each([
    [null, 'Sign In'],
    ['library', 'Sign In'],
    ['proquest', 'Member Login'],
    ['house', 'Member Login'],
  ])('%s → %s', (type, label) => expect(signInLabel(type)).toBe(label));
});
