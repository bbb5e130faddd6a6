/** The five statuses that count as premium (accounts spec §4, §6); non-subscriber is Basic. */
const PREMIUM = new Set(['monthly-subscriber', 'annual-subscriber', 'comp-subscriber', 'bundle', 'free-trial']);

export function isPremium(accountStatus: string): boolean {
  return PREMIUM.has(accountStatus);
}

/** "Basic", "Premium", or "Ancestry All-Access" for bundle subscribers (spec §4). */
export function statusLabel(accountStatus: string): string {
  if (accountStatus === 'bundle') return 'Ancestry All-Access';
  return isPremium(accountStatus) ? 'Premium' : 'Basic';
}

/** The plan label under the username in the user menu (spec §2): null for Basic members. */
export function planLabel(accountStatus: string): string | null {
  if (accountStatus === 'free-trial') return 'free trial';
  if (accountStatus === 'bundle') return 'ancestry all-access';
  return isPremium(accountStatus) ? 'premium' : null;
}
