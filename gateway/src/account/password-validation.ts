import type { PasswordFailureReason } from '../__generated__/resolvers-types';
import {
  COMMON_PASSWORD_MESSAGE,
  checkPassword,
  type PasswordFailureCode,
  type PasswordPolicy,
} from '@muster/contract/rules';
import { type ValidatePasswordResponse } from '@muster/contract';

/** The remote check's answer with the spec's message for each failure code (in the order of the codes). */
export function passwordValidation(password: string, answer: ValidatePasswordResponse, policy: PasswordPolicy) {
  const rules = checkPassword(password, policy);
  const messageOf = (code: PasswordFailureCode) =>
    code === 'DICTIONARY' ? COMMON_PASSWORD_MESSAGE : (rules.find((rule) => rule.code === code)?.message ?? code);
  return {
    isValid: answer.IsValid,
    // The schema's enum has the contract's codes as its values.
    failureReasons: answer.FailureReasonCode as string[] as PasswordFailureReason[],
    messages: answer.FailureReasonCode.map(messageOf),
  };
}
