import { checkPassword, DEFAULT_PASSWORD_POLICY, passwordFailures } from './password-rules';

const messages = (password: string, policy = DEFAULT_PASSWORD_POLICY, confirmation?: string) =>
  passwordFailures(password, policy, confirmation).map((r) => r.message);

describe('password rules (accounts spec §5)', () => {
  test.each([
    ['abcdefg1', []],
    ['abc1', ['Password must contain at least 8 characters.']],
    ['abcdefgh', ['Password must contain at least 1 digit.']],
    ['12345678', ['Password must contain at least 1 letter or special character !@#$%^&*.']],
    ['1234567!', []],
    ['a1'.repeat(33), ['Password must not be longer than 64 characters.']],
    [
      '',
      [
        'Password must contain at least 8 characters.',
        'Password must contain at least 1 digit.',
        'Password must contain at least 1 letter or special character !@#$%^&*.',
      ],
    ],
  ])('default policy: %j', (password, expected) => {
    expect(messages(password)).toEqual(expected);
  });

  test('the optional rules appear only when configured, with their counts', () => {
    const policy = { ...DEFAULT_PASSWORD_POLICY, minUppercase: 2, minLowercase: 1, minSpecial: 1, minLetters: 3 };
    expect(messages('ab1cdefg', policy)).toEqual([
      'Password must contain at least 2 uppercase letters.',
      'Password must contain at least 1 special character !@#$%^&*.',
    ]);
    expect(checkPassword('ab1cdefg').map((r) => r.rule)).toEqual([
      'minLength',
      'maxLength',
      'minDigits',
      'minLettersOrSpecial',
    ]);
  });

  test('the match rule joins when a confirmation is given', () => {
    expect(messages('abcdefg1', DEFAULT_PASSWORD_POLICY, 'abcdefg2')).toEqual(['Passwords must match.']);
    expect(messages('abcdefg1', DEFAULT_PASSWORD_POLICY, 'abcdefg1')).toEqual([]);
  });

  test('broken rules carry the remote failure codes', () => {
    expect(passwordFailures('123').map((r) => r.code)).toEqual(['SHORT', 'NUMBERS']);
    expect(passwordFailures('x'.repeat(65)).map((r) => r.code)).toEqual(['LONG', 'NON_NUMERIC']);
  });

  test('characters are counted as the user sees them, not as UTF-16 units', () => {
    expect(messages('é1é1é1é1')).toEqual([]);
    expect(messages('😀😀😀a1')).toEqual(['Password must contain at least 8 characters.']);
  });
});
