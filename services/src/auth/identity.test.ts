import { ANONYMOUS, readIdentity, signIdentity, verifyIdentity } from './identity';

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
  ['payload swapped for a forged one', `${Buffer.from(JSON.stringify({ ...helen, roles: ['admin'] })).toString('base64url')}.${signIdentity(helen, 's3cret').split('.')[1]}`],
])('%s is anonymous', (_name, header) => {
  expect(readIdentity(header, 's3cret')).toEqual(ANONYMOUS);
});
