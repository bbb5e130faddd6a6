import { ANONYMOUS, readIdentity, signIdentity } from './identity';

const helen = { userId: 1, accountStatus: 'annual-subscriber', roles: ['staff'], institutionId: null };

test('a header signed with the shared secret reads back as the identity', () => {
  expect(readIdentity(signIdentity(helen, 's3cret'), 's3cret')).toEqual(helen);
});

test.each([
  ['no header', undefined],
  ['garbage', 'not-a-header'],
  ['signed with another secret', signIdentity(helen, 'other')],
  ['payload swapped for a forged one', `${Buffer.from(JSON.stringify({ ...helen, roles: ['admin'] })).toString('base64url')}.${signIdentity(helen, 's3cret').split('.')[1]}`],
])('%s is anonymous', (_name, header) => {
  expect(readIdentity(header, 's3cret')).toEqual(ANONYMOUS);
});
