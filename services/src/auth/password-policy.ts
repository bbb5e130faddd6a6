import type { AccountErrorBody } from '@muster/contract';
import {
  COMMON_PASSWORD_MESSAGE,
  type PasswordFailureCode,
  type PasswordPolicy,
  passwordFailures,
} from '@muster/contract/rules';
import { isCommonPassword } from './common-passwords';

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
