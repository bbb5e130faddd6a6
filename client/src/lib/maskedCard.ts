const BULLETS = '\u2022\u2022\u2022\u2022';

/**
 * A card number as shown on the account page: three groups of four bullets and the last 4 digits
 * (accounts spec §9), e.g. "•••• •••• •••• 4242". Takes a full number (spaces and dashes allowed) or
 * only its last four; anything with fewer than 4 digits shows nothing.
 */
export function maskedCard(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 4) return '';
  return `${BULLETS} ${BULLETS} ${BULLETS} ${digits.slice(-4)}`;
}
