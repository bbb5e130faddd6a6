import { AccountStateFlag, SubscriptionStatus, SubscriptionType } from '../__generated__/resolvers-types';
import { isPremium } from './membership';

/** The spec's account statuses (accounts spec §4) as the schema's subscription types; Basic has none. */
const TYPES: Record<string, SubscriptionType> = {
  'monthly-subscriber': SubscriptionType.Monthly,
  'annual-subscriber': SubscriptionType.Annual,
  'comp-subscriber': SubscriptionType.Comp,
  bundle: SubscriptionType.Bundle,
  'free-trial': SubscriptionType.FreeTrial,
};

export function subscriptionType(accountStatus: string): SubscriptionType | null {
  return TYPES[accountStatus] ?? null;
}

export function subscriptionStatus(accountStatus: string): SubscriptionStatus {
  return isPremium(accountStatus) ? SubscriptionStatus.Subscriber : SubscriptionStatus.Registered;
}

/**
 * The sister-site flags (docs/decisions/accounts.md "Account state flags"): Muster's records hold no newspaper or
 * genealogy-site subscriptions of their own, so the flags follow from the one that includes them, the bundle.
 */
export function accountState(accountStatus: string) {
  const bundle = accountStatus === 'bundle';
  const state = { bundleSubscriber: bundle, newspaperSubscriber: bundle, genealogySiteSubscriber: bundle };
  const flags: AccountStateFlag[] = [];
  if (state.bundleSubscriber) flags.push(AccountStateFlag.BundleSubscriber);
  if (state.newspaperSubscriber) flags.push(AccountStateFlag.NewspaperSubscriber);
  if (state.genealogySiteSubscriber) flags.push(AccountStateFlag.GenealogySiteSubscriber);
  return { ...state, flags };
}
