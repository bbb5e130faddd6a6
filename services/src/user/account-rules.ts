import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN, USERNAME_RULE_MESSAGE } from '@muster/contract';

// The website checks addresses with the same rule before asking whether one is free.
export { EMAIL_MAX_LENGTH, isValidEmail } from '@muster/contract/rules';

/** Addresses are kept trimmed and lower-cased, so one person cannot register twice by capitalising. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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
