import { LOCKED_MESSAGE } from '@muster/contract';
import { maskErrors } from '../errors';
import { SIGN_IN_MESSAGES, accountError } from './account-errors';

describe('account errors', () => {
  test.each([
    [
      401,
      { code: 'CREDENTIALS', message: 'Bad credentials' },
      'CREDENTIALS',
      'The email/username and password you entered did not match our records. Please double-check and try again.',
    ],
    [
      401,
      { code: 'PASSWORD_UPDATE_REQUIRED', message: 'Password update required' },
      'PASSWORD_UPDATE_REQUIRED',
      'Password update required',
    ],
    [429, { code: 'THROTTLED', message: 'locked' }, 'THROTTLED', LOCKED_MESSAGE],
    [409, { code: 'EMAIL_TAKEN', message: 'That email is taken' }, 'EMAIL_TAKEN', 'That email is taken'],
    [400, { message: 'body/password must be a string' }, 'BAD_USER_INPUT', 'body/password must be a string'],
  ] as const)('%i %j becomes %s with the spec text and the same HTTP status', (status, body, code, message) => {
    const error = accountError(status, body as never, SIGN_IN_MESSAGES);
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code, http: { status } });
  });

  test('production masking lets every account code through', () => {
    const formatted = { message: LOCKED_MESSAGE, extensions: { code: 'THROTTLED' } };
    expect(maskErrors(true)(formatted)).toEqual(formatted);
  });
});
