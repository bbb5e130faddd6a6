import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords from public breach corpora, maintained with
 * the library), lower-cased into a Set once, on first use, so services that never check a password never pay.
 */
let common: Set<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Whether the password, ignoring case, is on the list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
