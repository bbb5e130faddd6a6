import type { PlanDto } from '@muster/contract';

/** Dollars as written in the environment (`11.99`) to cents; a missing or malformed value keeps the default. */
function cents(value: string | undefined, fallback: number): number {
  if (!value || !/^\d{1,5}(\.\d{1,2})?$/.test(value.trim())) return fallback;
  return Math.round(Number(value.trim()) * 100);
}

export function plansFromEnv(env: NodeJS.ProcessEnv = process.env): PlanDto[] {
  return [
    {
      code: 'monthly',
      name: 'Premium Monthly',
      amountCents: cents(env.PLAN_PRICE_MONTHLY, 1199),
      interval: 'month',
      accountStatus: 'monthly-subscriber',
      duration: 'P1M',
    },
    {
      code: 'annual',
      name: 'Premium Annual',
      amountCents: cents(env.PLAN_PRICE_ANNUAL, 7995),
      interval: 'year',
      accountStatus: 'annual-subscriber',
      duration: 'P1Y',
    },
    {
      code: 'all-access',
      name: 'Ancestry All-Access',
      amountCents: cents(env.PLAN_PRICE_ALL_ACCESS, 19999),
      interval: 'year',
      accountStatus: 'bundle',
      duration: 'P1Y',
    },
  ];
}

/** `start` plus one term (P1M, P1Y) or a number of days (P7D), in UTC. */
export function addDuration(start: Date, duration: string): Date {
  const end = new Date(start.getTime());
  const match = /^P(\d+)([DMY])$/.exec(duration);
  if (!match) throw new Error(`Unknown duration ${duration}`);
  const n = Number(match[1]);
  if (match[2] === 'D') end.setUTCDate(end.getUTCDate() + n);
  else if (match[2] === 'M') end.setUTCMonth(end.getUTCMonth() + n);
  else end.setUTCFullYear(end.getUTCFullYear() + n);
  return end;
}

/** The statuses that pay for full access; free-trial is premium too but may still buy a plan. */
export const PAID_STATUSES = new Set(['monthly-subscriber', 'annual-subscriber', 'comp-subscriber', 'bundle']);
