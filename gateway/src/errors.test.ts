import { maskErrors } from './errors';

describe('maskErrors', () => {
  const internal = { message: 'document GET /document/images failed with 500', path: ['image'], extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  const tooLarge = { message: 'offset + maxCount may not exceed 10000', extensions: { code: 'TOO_LARGE' } };
  const badInput = { message: 'Malformed id', extensions: { code: 'BAD_USER_INPUT' } };

  test('shows everything in development', () => expect(maskErrors(false)(internal)).toEqual(internal));
  test('hides internal errors in production', () => expect(maskErrors(true)(internal)).toEqual({
    message: 'Internal server error', path: ['image'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' },
  }));
  test.each([[tooLarge], [badInput]])('keeps %j in production', (error) => expect(maskErrors(true)(error)).toEqual(error));
});
