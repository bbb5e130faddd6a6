import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { changePasswordOutcome, errorFacts, isServerPage, safeNext, signInErrorState } from './signInErrors';

const gql = (code: string, message = 'x') => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
const server = (status: number, body: unknown) =>
  new ServerError('Response not successful', {
    response: { status, headers: new Map() } as unknown as Response,
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('signInErrorState (accounts spec §8)', () => {
  it.each([
    [gql('CREDENTIALS'), 'credentials'],
    [gql('PASSWORD_UPDATE_REQUIRED', 'Password update required'), 'forced-password-update'],
    [gql('UNAUTHENTICATED', 'Password update required'), 'forced-password-update'],
    [gql('THROTTLED'), 'throttle'],
    [server(429, '<html>Too many</html>'), 'throttle'],
    [server(401, { errors: [{ message: 'nope', extensions: { code: 'CREDENTIALS' } }] }), 'credentials'],
    [
      server(401, {
        errors: [{ message: 'Password update required', extensions: { code: 'PASSWORD_UPDATE_REQUIRED' } }],
      }),
      'forced-password-update',
    ],
    [server(401, 'not json'), 'credentials'],
    [gql('SESSION_UNAVAILABLE'), 'unavailable'],
    [server(503, { errors: [{ message: 'x', extensions: { code: 'SESSION_UNAVAILABLE' } }] }), 'unavailable'],
    [server(500, 'oops'), 'mystery'],
    [gql('INTERNAL_SERVER_ERROR'), 'mystery'],
    [new Error('Failed to fetch'), 'mystery'],
  ])('maps %p to %s', (error, state) => {
    expect(signInErrorState(error)).toBe(state);
  });
});

describe('changePasswordOutcome (accounts spec §5, §8)', () => {
  it.each([
    [gql('SAME_PASSWORD', 'Same Password'), 'same'],
    [server(400, { errors: [{ message: 'Same Password', extensions: { code: 'BAD_USER_INPUT' } }] }), 'same'],
    [gql('PASSWORD_INVALID', 'No password provided'), 'invalid'],
    [gql('BAD_USER_INPUT', 'No password provided'), 'invalid'],
    [gql('CURRENT_PASSWORD_INCORRECT'), 'currentIncorrect'],
    [gql('FORBIDDEN'), 'page-expired'],
    [server(403, ''), 'page-expired'],
    [server(502, ''), 'failed'],
    [new Error('network'), 'failed'],
  ])('maps %p to %s', (error, outcome) => {
    expect(changePasswordOutcome(error)).toBe(outcome);
  });
});

describe('errorFacts', () => {
  it('reads the code and status of a non-2xx answer', () => {
    expect(errorFacts(server(401, { errors: [{ message: 'm', extensions: { code: 'CREDENTIALS' } }] }))).toEqual({
      code: 'CREDENTIALS',
      message: 'm',
      status: 401,
    });
  });

  it("reads a payload's user error, so one message table serves errors and userErrors", () => {
    const userError = { field: ['newPassword'], message: 'Same Password', code: 'SAME_PASSWORD' };
    expect(errorFacts(userError)).toEqual({ code: 'SAME_PASSWORD', message: 'Same Password' });
    expect(changePasswordOutcome(userError)).toBe('same');
  });
});

describe('safeNext', () => {
  it.each([
    ['/account', '/account'],
    ['/search?docQuery=k:smith', '/search?docQuery=k:smith'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
  ])('keeps %p as %p', (next, kept) => {
    expect(safeNext(next)).toBe(kept);
  });
});

describe('isServerPage', () => {
  it.each([
    ['/oauth/interaction/abc', true],
    ['/account', false],
    ['/oauthless', false],
  ])('%p is a page of the gateway: %p', (next, served) => {
    expect(isServerPage(next)).toBe(served);
  });
});
