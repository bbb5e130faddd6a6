/** Money as the site shows it: a dollar sign and 2 decimals (accounts spec §9). */
export function formatMoney(amount: number): string {
  const cents = toCents(amount);
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return cents < 0 ? `-$${text}` : `$${text}`;
}

/**
 * The monthly price of an annual plan: the annual amount divided by 12, rounded UP to the cent, so
 * $80.00 a year reads $6.67 a month, never $6.66 (accounts spec §9). Worked in whole cents so that
 * float noise cannot push an exact amount ($79.92 → $6.66) up a cent.
 */
export function monthlyFromAnnual(annual: number): number {
  return Math.ceil(toCents(annual) / 12) / 100;
}

/** Whole cents, half up; 12 significant digits first drop float noise (1.005 * 100 is 100.49999…). */
function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12)));
}
