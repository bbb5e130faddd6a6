import { createHmac } from 'node:crypto';
import {
  ANONYMOUS,
  INTERNAL_AUTH_CLOCK_SKEW_MS,
  INTERNAL_AUTH_MAX_AGE_MS,
  readIdentity,
  signIdentity,
  verifyIdentity,
} from './identity';

const helen = { userId: 1, accountStatus: 'annual-subscriber', roles: ['staff'], institutionId: null };

test('a header signed with the shared secret reads back as the identity', () => {
  expect(readIdentity(signIdentity(helen, 's3cret'), 's3cret')).toEqual(helen);
});

test('confirmed and username travel when the gateway sends them', () => {
  const header = signIdentity({ ...helen, confirmed: true, username: 'hwhitcomb' }, 's3cret');
  expect(readIdentity(header, 's3cret')).toMatchObject({ userId: 1, confirmed: true, username: 'hwhitcomb' });
});

test('verifyIdentity tells a signed anonymous header from a missing or forged one', () => {
  expect(verifyIdentity(signIdentity(ANONYMOUS, 's3cret'), 's3cret')).toMatchObject({ userId: null });
  expect(verifyIdentity(undefined, 's3cret')).toBeNull();
  expect(verifyIdentity(signIdentity(ANONYMOUS, 'other'), 's3cret')).toBeNull();
});

test.each([
  ['no header', undefined],
  ['garbage', 'not-a-header'],
  ['signed with another secret', signIdentity(helen, 'other')],
  [
    'payload swapped for a forged one',
    `${Buffer.from(JSON.stringify({ ...helen, roles: ['admin'] })).toString('base64url')}.${signIdentity(helen, 's3cret').split('.')[1]}`,
  ],
])('%s is anonymous', (_name, header) => {
  expect(readIdentity(header, 's3cret')).toEqual(ANONYMOUS);
});

describe('the header expires: a copied header is worth nothing after its life', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const unsignedIat = (payload: object) => {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${createHmac('sha256', 's3cret').update(body).digest('base64url')}`;
  };

  test('a header signed just now, or a few seconds ahead of this clock, is believed', () => {
    expect(verifyIdentity(signIdentity(helen, 's3cret', now), 's3cret', now)).toEqual(helen);
    expect(verifyIdentity(signIdentity(helen, 's3cret', now - INTERNAL_AUTH_MAX_AGE_MS + 1000), 's3cret', now)).toEqual(
      helen,
    );
    expect(verifyIdentity(signIdentity(helen, 's3cret', now + INTERNAL_AUTH_CLOCK_SKEW_MS), 's3cret', now)).toEqual(
      helen,
    );
  });

  test.each([
    ['older than its life', signIdentity(helen, 's3cret', now - INTERNAL_AUTH_MAX_AGE_MS - 2000)],
    ['from the future', signIdentity(helen, 's3cret', now + INTERNAL_AUTH_CLOCK_SKEW_MS + 2000)],
    ['without iat', unsignedIat(helen)],
    ['with an iat that is not a number', unsignedIat({ ...helen, iat: String(now / 1000) })],
  ])('a validly signed header %s is anonymous', (_name, header) => {
    expect(verifyIdentity(header, 's3cret', now)).toBeNull();
    expect(readIdentity(header, 's3cret', now)).toEqual(ANONYMOUS);
  });
});
