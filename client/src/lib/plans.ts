const subscriberStatuses = new Set(['monthly-subscriber', 'annual-subscriber', 'comp-subscriber', 'bundle']);

/** Whether an account status pays for full access. */
export function isSubscriber(accountStatus: string): boolean {
  return subscriberStatuses.has(accountStatus);
}

/** Plan label shown under the username (accounts spec §2); none for a basic member. */
export function planLabel(accountStatus: string): string | null {
  if (accountStatus === 'free-trial') return 'free trial';
  if (accountStatus === 'bundle') return 'ancestry all-access';
  if (isSubscriber(accountStatus)) return 'premium';
  return null;
}

/** Institution types whose patrons sign in through "Member Login". */
export function signInLabel(institutionType: string | null | undefined): string {
  return institutionType === 'proquest' || institutionType === 'house' ? 'Member Login' : 'Sign In';
}
