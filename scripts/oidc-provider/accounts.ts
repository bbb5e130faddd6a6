/**
 * The people of the local genealogy provider (development and tests only). Each exercises one provider
 * sign-in result against the demo data (scripts/data/build/users.ts), all with the password below:
 * - `hannah`: her address is the demo user `basic`'s → the link form with that address prefilled;
 * - `morgan`: the address of `annual` and the username `monthly` → dedupe between the two;
 * - `newcomer`: nobody at Muster → connect-or-create, then a new account;
 * - `unverified`: `bundle`'s address, but not verified by the provider → matched by nothing (never trusted).
 */
export interface ProviderAccount {
  /** What the person types on the provider's sign-in page. */
  login: string;
  /** The stable id (`sub`) the provider gives Muster. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  preferredUsername: string;
}

export const PROVIDER_DEMO_PASSWORD = 'provider-demo-1';

export const providerAccounts: readonly ProviderAccount[] = [
  {
    login: 'hannah',
    subject: 'gen-1001',
    email: 'basic@muster.test',
    emailVerified: true,
    name: 'Hannah Basic',
    preferredUsername: 'hannah.roots',
  },
  {
    login: 'morgan',
    subject: 'gen-1002',
    email: 'annual@muster.test',
    emailVerified: true,
    name: 'Morgan Monthly',
    preferredUsername: 'monthly',
  },
  {
    login: 'newcomer',
    subject: 'gen-1003',
    email: 'newcomer@genealogy.test',
    emailVerified: true,
    name: 'Nell Newcomer',
    preferredUsername: 'nell.newcomer',
  },
  {
    login: 'unverified',
    subject: 'gen-1004',
    email: 'bundle@muster.test',
    emailVerified: false,
    name: 'Una Verified',
    preferredUsername: 'una.verified',
  },
];

export function accountByLogin(login: string): ProviderAccount | undefined {
  return providerAccounts.find((a) => a.login === login.trim().toLowerCase());
}

export function accountBySubject(subject: string): ProviderAccount | undefined {
  return providerAccounts.find((a) => a.subject === subject);
}
