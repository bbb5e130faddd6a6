import { hashPassword, verifyPassword } from './password-hash';

test('hashes in the demo data format and verifies only the right password', async () => {
  const hash = await hashPassword('muster-demo-1');
  expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
  expect(await verifyPassword('muster-demo-1', hash)).toBe(true);
  expect(await verifyPassword('muster-demo-2', hash)).toBe(false);
  expect(await hashPassword('muster-demo-1')).not.toBe(hash);
});

test('a given salt makes the hash reproducible (the demo-data generator relies on it)', async () => {
  const salt = Buffer.alloc(16, 7);
  expect(await hashPassword('x', salt)).toBe(await hashPassword('x', salt));
});

test.each([
  '',
  'scrypt$fixture',
  'bcrypt$1$2$3$a$b',
  'scrypt$99999999$8$1$AAAA$AAAA',
  'scrypt$1000$8$1$AAAA$AAAA',
  'scrypt$16384$8$1$$',
])('a malformed hash %j never matches', async (stored) => {
  expect(await verifyPassword('anything', stored)).toBe(false);
});
