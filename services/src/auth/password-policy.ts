import type { AccountErrorBody } from '../contract/account';
import {
  COMMON_PASSWORD_MESSAGE, DEFAULT_PASSWORD_POLICY, type PasswordFailureCode, type PasswordPolicy, passwordFailures,
} from '../contract/password-rules';
import { isCommonPassword } from './common-passwords';

const counts: [keyof PasswordPolicy, string][] = [
  ['minLength', 'PASSWORD_MIN_LENGTH'], ['maxLength', 'PASSWORD_MAX_LENGTH'], ['minDigits', 'PASSWORD_MIN_DIGITS'],
  ['minLettersOrSpecial', 'PASSWORD_MIN_LETTERS_OR_SPECIAL'], ['minLowercase', 'PASSWORD_MIN_LOWERCASE'],
  ['minUppercase', 'PASSWORD_MIN_UPPERCASE'], ['minLetters', 'PASSWORD_MIN_LETTERS'], ['minSpecial', 'PASSWORD_MIN_SPECIAL'],
];

/** The password rules (spec §5 "configurable"): each PASSWORD_* variable overrides one default. */
export function passwordPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): PasswordPolicy {
  const policy: PasswordPolicy = { ...DEFAULT_PASSWORD_POLICY };
  for (const [key, name] of counts) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
    (policy[key] as number) = n;
  }
  if (env.PASSWORD_SPECIAL_CHARACTERS) policy.specialCharacters = env.PASSWORD_SPECIAL_CHARACTERS;
  if (policy.maxLength < policy.minLength) throw new Error('PASSWORD_MAX_LENGTH is below PASSWORD_MIN_LENGTH');
  return policy;
}

export interface PasswordVerdict {
  valid: boolean;
  /** The remote codes (spec §5) of every broken rule, DICTIONARY last. */
  codes: PasswordFailureCode[];
  /** The message of the first broken rule. */
  message?: string;
}

/**
 * The local rules first; only when they pass is the password looked up in the common-password list, as the
 * website does with the remote check (spec §5).
 */
export function judgePassword(password: string, policy: PasswordPolicy): PasswordVerdict {
  const broken = passwordFailures(password, policy);
  if (broken.length > 0) {
    const codes = [...new Set(broken.flatMap((r) => (r.code ? [r.code] : [])))];
    return { valid: false, codes, message: broken[0].message };
  }
  if (isCommonPassword(password)) return { valid: false, codes: ['DICTIONARY'], message: COMMON_PASSWORD_MESSAGE };
  return { valid: true, codes: [] };
}

export const NO_PASSWORD = 'No password provided';
export const SAME_PASSWORD = 'Same Password';

/** The 400 body for a new password that fails the rules (or is empty: "No password provided"). */
export function invalidPasswordBody(password: string, policy: PasswordPolicy): AccountErrorBody | null {
  if (password.length === 0) return { code: 'PASSWORD_INVALID', message: NO_PASSWORD, failureReasons: ['SHORT'] };
  const verdict = judgePassword(password, policy);
  return verdict.valid ? null : { code: 'PASSWORD_INVALID', message: verdict.message!, failureReasons: verdict.codes };
}
