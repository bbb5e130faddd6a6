/**
 * The password rules of accounts spec §5, shared by the website's live checklist and the services that
 * enforce them (register, reset, change). Pure: the policy comes from configuration.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  minDigits: number;
  minLettersOrSpecial: number;
  minLowercase: number;
  minUppercase: number;
  minLetters: number;
  minSpecial: number;
  specialCharacters: string;
}

export const DEFAULT_PASSWORD_POLICY: Readonly<PasswordPolicy> = Object.freeze({
  minLength: 8,
  maxLength: 64,
  minDigits: 1,
  minLettersOrSpecial: 1,
  minLowercase: 0,
  minUppercase: 0,
  minLetters: 0,
  minSpecial: 0,
  specialCharacters: '!@#$%^&*',
});

/** The remote check's failure codes (spec §5); the local rules map onto them where they match. */
export type PasswordFailureCode = 'DICTIONARY' | 'NON_NUMERIC' | 'NUMBERS' | 'SHORT' | 'LONG';

export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'minDigits'
  | 'minLettersOrSpecial'
  | 'minLowercase'
  | 'minUppercase'
  | 'minLetters'
  | 'minSpecial'
  | 'match';

export interface PasswordRuleResult {
  rule: PasswordRule;
  passed: boolean;
  /** The spec's message, with the policy's numbers and set filled in. */
  message: string;
  /** The remote failure code this rule corresponds to, when there is one. */
  code?: PasswordFailureCode;
}

export const COMMON_PASSWORD_MESSAGE = 'Password cannot be a common word or phrase.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match.';

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

function specialCount(password: string, set: string): number {
  let n = 0;
  for (const ch of password) if (set.includes(ch)) n++;
  return n;
}

/**
 * Every rule the policy switches on, in checklist order, each with whether the password passes it.
 * Optional rules (a count of 0) are left out. `confirmation`, when given, adds the match rule.
 */
export function checkPassword(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
  confirmation?: string,
): PasswordRuleResult[] {
  const chars = [...password].length;
  const letters = count(password, /\p{L}/gu);
  const special = specialCount(password, policy.specialCharacters);
  const results: PasswordRuleResult[] = [
    {
      rule: 'minLength',
      passed: chars >= policy.minLength,
      code: 'SHORT',
      message: `Password must contain at least ${counted(policy.minLength, 'character', 'characters')}.`,
    },
    {
      rule: 'maxLength',
      passed: chars <= policy.maxLength,
      code: 'LONG',
      message: `Password must not be longer than ${policy.maxLength} characters.`,
    },
  ];
  const set = policy.specialCharacters;
  const optional: [PasswordRule, number, number, [string, string], PasswordFailureCode?][] = [
    ['minLowercase', policy.minLowercase, count(password, /\p{Ll}/gu), ['lowercase letter', 'lowercase letters']],
    ['minUppercase', policy.minUppercase, count(password, /\p{Lu}/gu), ['uppercase letter', 'uppercase letters']],
    ['minLetters', policy.minLetters, letters, ['letter', 'letters']],
    ['minDigits', policy.minDigits, count(password, /\p{Nd}/gu), ['digit', 'digits'], 'NON_NUMERIC'],
    ['minSpecial', policy.minSpecial, special, [`special character ${set}`, `special characters ${set}`]],
    [
      'minLettersOrSpecial',
      policy.minLettersOrSpecial,
      letters + special,
      [`letter or special character ${set}`, `letters or special characters ${set}`],
      'NUMBERS',
    ],
  ];
  for (const [rule, min, have, what, code] of optional) {
    if (min > 0)
      results.push({
        rule,
        passed: have >= min,
        message: `Password must contain at least ${counted(min, ...what)}.`,
        ...(code ? { code } : {}),
      });
  }
  if (confirmation !== undefined)
    results.push({ rule: 'match', passed: password === confirmation, message: PASSWORDS_MUST_MATCH });
  return results;
}

/** "1 digit", "2 digits": the spec's messages say N of a thing, in the number that N takes. */
function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The broken rules only: empty when the password meets the policy. */
export function passwordFailures(
  password: string,
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
  confirmation?: string,
): PasswordRuleResult[] {
  return checkPassword(password, policy, confirmation).filter((r) => !r.passed);
}
