import { accountState, subscriptionStatus, subscriptionType } from './account-state';

// The spec's six account statuses (accounts spec §4), each with what a client is told about it.
describe.each([
  ['monthly-subscriber', 'MONTHLY', 'SUBSCRIBER', []],
  ['annual-subscriber', 'ANNUAL', 'SUBSCRIBER', []],
  ['comp-subscriber', 'COMP', 'SUBSCRIBER', []],
  ['free-trial', 'FREE_TRIAL', 'SUBSCRIBER', []],
  ['bundle', 'BUNDLE', 'SUBSCRIBER', ['BUNDLE_SUBSCRIBER', 'NEWSPAPER_SUBSCRIBER', 'GENEALOGY_SITE_SUBSCRIBER']],
  ['non-subscriber', null, 'REGISTERED', []],
])('%s', (status, type, subscription, flags) => {
  it(`is ${type ?? 'no subscription'}, ${subscription}, flags ${flags.join(' ') || 'none'}`, () => {
    expect(subscriptionType(status)).toBe(type);
    expect(subscriptionStatus(status)).toBe(subscription);
    expect(accountState(status).flags).toEqual(flags);
    expect(accountState(status).bundleSubscriber).toBe(status === 'bundle');
  });
});
