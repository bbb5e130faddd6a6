const subscriberStatuses = new Set(['MONTHLY_SUBSCRIBER', 'ANNUAL_SUBSCRIBER', 'COMP_SUBSCRIBER', 'BUNDLE']);

/** Whether an account status pays for full access. */
export function isSubscriber(status: string): boolean {
  return subscriberStatuses.has(status);
}

/** Plan label shown under the username (accounts spec §2); none for a basic member. */
export function planLabel(status: string): string | null {
  if (status === 'FREE_TRIAL') return 'free trial';
  if (status === 'BUNDLE') return 'ancestry all-access';
  if (isSubscriber(status)) return 'premium';
  return null;
}

/** Institution types whose patrons sign in through "Member Login". */
export function signInLabel(institutionType: string | null | undefined): string {
  return institutionType === 'proquest' || institutionType === 'house' ? 'Member Login' : 'Sign In';
}

/** The spec's word for an account status (`ANNUAL_SUBSCRIBER` is annual-subscriber), as staff know them. */
export function statusWord(status: string): string {
  return status.toLowerCase().replaceAll('_', '-');
}
