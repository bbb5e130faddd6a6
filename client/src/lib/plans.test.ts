import { isSubscriber, planLabel, signInLabel, statusWord } from './plans';

describe('planLabel and isSubscriber', () => {
  it.each([
    ['MONTHLY_SUBSCRIBER', 'premium', true],
    ['ANNUAL_SUBSCRIBER', 'premium', true],
    ['COMP_SUBSCRIBER', 'premium', true],
    ['BUNDLE', 'ancestry all-access', true],
    ['FREE_TRIAL', 'free trial', false],
    ['NON_SUBSCRIBER', null, false],
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

describe('statusWord', () => {
  it('gives staff the spec word for a status', () => {
    expect(statusWord('ANNUAL_SUBSCRIBER')).toBe('annual-subscriber');
    expect(statusWord('FREE_TRIAL')).toBe('free-trial');
  });
});
