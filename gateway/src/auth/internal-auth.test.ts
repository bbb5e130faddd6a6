import { ANONYMOUS } from './identity';
import { signInternalAuth, verifyInternalAuth } from './internal-auth';

describe('internal auth header', () => {
  const identity = { ...ANONYMOUS, userId: 7, username: 'jdoe', accountStatus: 'annual-subscriber', roles: ['admin'] };

  test('round-trips a signed identity', () => {
    const header = signInternalAuth(identity, 's3cret', 1_700_000_000_000);
    expect(header).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyInternalAuth(header, 's3cret')).toEqual({ ...identity, iat: 1_700_000_000 });
  });

  test.each([
    ['another secret', (h: string) => h, 'other'],
    ['a tampered payload', (h: string) => `${Buffer.from('{"userId":1}').toString('base64url')}.${h.split('.')[1]}`, 's3cret'],
    ['a missing signature', (h: string) => h.split('.')[0], 's3cret'],
  ])('refuses %s', (_name, change, secret) => {
    expect(verifyInternalAuth(change(signInternalAuth(identity, 's3cret')), secret)).toBeNull();
  });
});
