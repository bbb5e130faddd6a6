import { maskErrors } from './errors';

describe('maskErrors', () => {
  const internal = {
    message: 'document GET /document/images failed with 500',
    path: ['image'],
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
  const tooLarge = { message: 'offset + maxCount may not exceed 10000', extensions: { code: 'TOO_LARGE' } };
  const badInput = { message: 'Malformed id', extensions: { code: 'BAD_USER_INPUT' } };
  const searchTimeout = {
    message: 'the search ran longer than 5 s and was stopped: try again, or narrow it',
    extensions: { code: 'SEARCH_TIMEOUT', service: 'search' },
  };
  const oldSearchCode = { message: "unknown facet type 'x'", extensions: { code: 'BAD_QUERY', service: 'search' } };

  test('shows everything in development', () => expect(maskErrors(false)(internal)).toEqual(internal));
  test('hides internal errors in production', () =>
    expect(maskErrors(true)(internal)).toEqual({
      message: 'Internal server error',
      path: ['image'],
      locations: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }));
  test.each([[tooLarge], [badInput], [searchTimeout]])('keeps %j in production', (error) =>
    expect(maskErrors(true)(error)).toEqual(error),
  );
  // Why the search service answers BAD_USER_INPUT now: its old code reached production callers as an internal error.
  test("masks a code it does not know, such as the search service's former BAD_QUERY", () => {
    expect(maskErrors(true)(oldSearchCode).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
