import { DEFAULT_PASSWORD_POLICY } from '@muster/contract/rules';
import { commonPasswords, isCommonPassword } from './common-passwords';
import { invalidPasswordBody, judgePassword } from './password-policy';
import { passwordPolicyFromEnv } from '@muster/contract/node';

test('the common-password list is a real one: tens of thousands of entries, lower-cased', () => {
  expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
  for (const p of ['password', 'password1', 'qwerty123', 'letmein', 'trustno1']) expect(isCommonPassword(p)).toBe(true);
  expect(isCommonPassword('PassWord1')).toBe(true);
  expect(isCommonPassword('Gettysburg-1863')).toBe(false);
});

test('passwordPolicyFromEnv: defaults, overrides, and bad values refused', () => {
  expect(passwordPolicyFromEnv({})).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(
    passwordPolicyFromEnv({
      PASSWORD_MIN_LENGTH: '12',
      PASSWORD_MIN_UPPERCASE: '1',
      PASSWORD_SPECIAL_CHARACTERS: '!?',
    }),
  ).toEqual({ ...DEFAULT_PASSWORD_POLICY, minLength: 12, minUppercase: 1, specialCharacters: '!?' });
  expect(() => passwordPolicyFromEnv({ PASSWORD_MIN_LENGTH: 'eight' })).toThrow('PASSWORD_MIN_LENGTH');
  expect(() => passwordPolicyFromEnv({ PASSWORD_MIN_LENGTH: '80' })).toThrow('PASSWORD_MAX_LENGTH');
});

test.each([
  ['Antietam-1862', true, []],
  ['abc', false, ['SHORT', 'NON_NUMERIC']],
  ['12345678901', false, ['NUMBERS']],
  // The dictionary is asked only when the local rules pass: "password" fails NON_NUMERIC first.
  ['password', false, ['NON_NUMERIC']],
  ['password1', false, ['DICTIONARY']],
])('judgePassword(%s)', (password, valid, codes) => {
  expect(judgePassword(password, DEFAULT_PASSWORD_POLICY)).toMatchObject({ valid, codes });
});

test('a policy rule with no remote code still fails with its message', () => {
  const policy = { ...DEFAULT_PASSWORD_POLICY, minUppercase: 1 };
  expect(invalidPasswordBody('antietam-1862', policy)).toEqual({
    code: 'PASSWORD_INVALID',
    message: 'Password must contain at least 1 uppercase letter.',
    failureReasons: [],
  });
  expect(invalidPasswordBody('', policy)).toMatchObject({ message: 'No password provided' });
  expect(invalidPasswordBody('Antietam-1862', policy)).toBeNull();
});
