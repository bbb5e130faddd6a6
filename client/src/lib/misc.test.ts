import { accessLabel } from './access';
import { formatCoordinates } from './coordinates';
import { errorText, hasErrorCode } from './errors';

describe('accessLabel', () => {
  it.each([
    ['PUBLIC', 'Free'],
    ['REGISTERED', 'Registered'],
    ['CONFIRMED', 'Subscriber'],
    ['SUBSCRIBER', 'Subscriber'],
    ['SILO', 'Subscriber'],
  ] as const)('%s → %s', (level, label) => expect(accessLabel(level)).toBe(label));
});

describe('formatCoordinates', () => {
  it.each([
    [39.8112, -77.2258, '39.8112° N, 77.2258° W'],
    [-33.86, 151.2, '33.8600° S, 151.2000° E'],
  ])('%d, %d', (lat, lon, expected) => expect(formatCoordinates(lat, lon)).toBe(expected));
});

describe('errorText (spec §8: message, status, statusText and cause)', () => {
  it.each([
    [{ message: 'Failed to fetch' }, 'Failed to fetch'],
    [{ message: 'Bad gateway', status: 502, statusText: 'Bad Gateway' }, 'Bad gateway (502 Bad Gateway)'],
    [{ message: 'Oops', cause: 'database down' }, 'Oops: database down'],
    [{ message: 'Oops', status: 500, cause: new Error('boom') }, 'Oops (500): boom'],
  ])('%j', (parts, expected) => expect(errorText(parts)).toBe(expected));
});

describe('hasErrorCode', () => {
  it.each([
    [{ errors: [{ message: 'x', extensions: { code: 'TOO_LARGE' } }] }, true],
    [{ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] }, false],
    [new Error('network'), false],
    [undefined, false],
  ])('%#', (error, expected) => expect(hasErrorCode(error, 'TOO_LARGE')).toBe(expected));
});
