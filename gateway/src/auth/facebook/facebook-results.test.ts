import { resultOfStatus, safeNext, socialScreen } from './facebook-results';

describe('social-network status mapping (accounts spec §8)', () => {
  test.each([
    [200, 'login', 'SUCCESS'],
    [201, 'register', 'SUCCESS'],
    [400, 'login', 'INVALID_SIGNED_REQUEST'],
    [400, 'connect', 'INVALID_SIGNED_REQUEST'],
    [400, 'register', 'INVALID_SIGNED_REQUEST'],
    [401, 'login', 'NO_F3_ACCOUNT'],
    [401, 'connect', 'NOT_SIGNED_IN'],
    [401, 'register', 'NOT_SIGNED_IN'],
    [429, 'login', 'THROTTLE'],
    [429, 'connect', 'ERROR'],
    [429, 'register', 'ERROR'],
    [409, 'register', 'ERROR'],
    [500, 'login', 'ERROR'],
    [403, 'connect', 'ERROR'],
  ] as const)('%i at %s is %s', (status, call, result) => {
    expect(resultOfStatus(status, call)).toBe(result);
  });

  test('the social screen carries the result, null for a login not completed', () => {
    expect(socialScreen('NO_F3_ACCOUNT', '/search')).toBe('/login/facebook?result=NO_F3_ACCOUNT&next=%2Fsearch');
    expect(socialScreen(null, null)).toBe('/login/facebook?result=null');
  });

  test.each([
    ['/search?q=a', '/search?q=a'],
    ['//evil.example', null],
    ['/\\evil', null],
    ['https://evil.example/', null],
    [undefined, null],
  ])('next %p goes to %p', (next, safe) => expect(safeNext(next)).toBe(safe));
});
