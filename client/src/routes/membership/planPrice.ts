import { formatMoney, monthlyFromAnnual } from '../../lib/money';

/** The price lines of a plan card: "$79.95 a year" and, for yearly plans, "$6.67 a month" (annual / 12, rounded up). */
export function planPrice(amountCents: number, interval: 'MONTH' | 'YEAR'): { main: string; monthly: string | null } {
  const amount = amountCents / 100;
  if (interval === 'MONTH') return { main: `${formatMoney(amount)} a month`, monthly: null };
  return { main: `${formatMoney(amount)} a year`, monthly: `${formatMoney(monthlyFromAnnual(amount))} a month` };
}

/** The checkout error a member can act on, from the gateway's error code. */
export function membershipError(error: unknown): string {
  const e = error as {
    errors?: { message: string; extensions?: { code?: string } }[];
    graphQLErrors?: { message: string; extensions?: { code?: string } }[];
    message?: string;
  };
  const first = e.errors?.[0] ?? e.graphQLErrors?.[0];
  if (first?.extensions?.code === 'UNAUTHENTICATED') return 'Please register or sign in first.';
  return first?.message ?? 'Something went wrong. Please try again.';
}
