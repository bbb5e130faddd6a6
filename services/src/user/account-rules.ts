import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN, USERNAME_RULE_MESSAGE } from '@muster/contract';

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

// One @, no spaces, a dot in the domain: strict enough to catch typing slips; the emailed link proves the rest.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Addresses are kept trimmed and lower-cased, so one person cannot register twice by capitalising. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Why a username breaks the rules, or null when it is fine. */
export function usernameProblem(username: string): string | null {
  const length = [...username].length;
  return length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(username)
    ? USERNAME_RULE_MESSAGE
    : null;
}

/** A username made from an email's local part, for a registration that gives none. */
export function usernameFromEmail(email: string): string {
  const base = email
    .split('@')[0]
    .replace(/[^\p{L}\p{Nd}._-]/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 4);
  return base.length >= USERNAME_MIN_LENGTH ? base : `member${base}`;
}

/** Kept here too for the callers that import it from the account rules; it lives in lib/text-length. */
export { textLengthMessage } from '@muster/contract/rules';
