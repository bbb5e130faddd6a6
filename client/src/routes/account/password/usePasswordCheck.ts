import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { checkPassword, DEFAULT_PASSWORD_POLICY, type PasswordRuleResult } from '@muster/contract/rules';
import { useDebouncedValue } from '../shared/useDebouncedValue';

/** How long typing must pause before the dictionary check is asked (one request per pause, not per key). */
export const DICTIONARY_DEBOUNCE_MS = 400;

const PasswordPolicyQuery = graphql(`
  query PasswordPolicy {
    passwordPolicy {
      minLength maxLength minDigits minLettersOrSpecial minLowercase minUppercase minLetters minSpecial specialCharacters
    }
  }
`);

const ValidatePasswordQuery = graphql(`
  query ValidatePassword($password: String!) {
    validatePassword(password: $password) {
      isValid
      failureReasons
    }
  }
`);

/** unchecked: local rules fail first; pending: waiting for typing to pause or the answer; unknown: the check failed. */
export type DictionaryState = 'unchecked' | 'pending' | 'passed' | 'failed' | 'unknown';

export interface PasswordCheck {
  /** The local rules in checklist order (the match rule last, when a confirmation is given). */
  rules: PasswordRuleResult[];
  dictionary: DictionaryState;
  /** Whether the form may be sent: every local rule passes and the dictionary did not refuse it. */
  acceptable: boolean;
}

/**
 * The live checklist of accounts spec §5: the policy's local rules run on every change, and only when they
 * pass is the server's dictionary check asked (debounced). An unavailable check does not block the form:
 * the server checks again when the password is submitted.
 */
export function usePasswordCheck(password: string, confirmation?: string): PasswordCheck {
  const policyResult = useQuery(PasswordPolicyQuery);
  const policy = policyResult.data?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const rules = checkPassword(password, policy, confirmation);
  const localOk = rules.every((r) => r.passed || r.rule === 'match');
  const settled = useDebouncedValue(password, DICTIONARY_DEBOUNCE_MS);
  const remote = useQuery(ValidatePasswordQuery, {
    variables: { password: settled },
    skip: !localOk || settled !== password,
  });
  let dictionary: DictionaryState;
  if (!localOk) dictionary = 'unchecked';
  else if (settled !== password || remote.loading) dictionary = 'pending';
  else if (remote.error || !remote.data) dictionary = 'unknown';
  else dictionary = remote.data.validatePassword.failureReasons.includes('DICTIONARY') ? 'failed' : 'passed';
  const acceptable = rules.every((r) => r.passed) && dictionary !== 'failed';
  return { rules, dictionary, acceptable };
}
