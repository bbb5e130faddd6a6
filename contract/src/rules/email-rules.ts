/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** What a form and the account services say of an address that is not one (accounts spec §5). */
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';

// One @, no spaces, a dot in the domain: strict enough to catch typing slips; the emailed link proves the rest.
// Stricter than a browser's `type="email"`, which takes `a@b`.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether a (trimmed) address is well formed; the website checks it before it asks whether the address is free. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
