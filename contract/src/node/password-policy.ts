import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../rules/password-rules';

const counts: [keyof PasswordPolicy, string][] = [
  ['minLength', 'PASSWORD_MIN_LENGTH'],
  ['maxLength', 'PASSWORD_MAX_LENGTH'],
  ['minDigits', 'PASSWORD_MIN_DIGITS'],
  ['minLettersOrSpecial', 'PASSWORD_MIN_LETTERS_OR_SPECIAL'],
  ['minLowercase', 'PASSWORD_MIN_LOWERCASE'],
  ['minUppercase', 'PASSWORD_MIN_UPPERCASE'],
  ['minLetters', 'PASSWORD_MIN_LETTERS'],
  ['minSpecial', 'PASSWORD_MIN_SPECIAL'],
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
