import { KEY_MARK, keyDigest, newKeySecret } from './api-key-secret';

test('a new secret is marked, long, random, and named by its first 11 characters', () => {
  const a = newKeySecret();
  const b = newKeySecret();
  expect(a.secret).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
  expect(a.prefix).toBe(a.secret.slice(0, 11));
  expect(a.prefix.startsWith(KEY_MARK)).toBe(true);
  expect(a.secret).not.toBe(b.secret);
});

test('the stored digest is the hex SHA-256 of the whole secret', () => {
  expect(keyDigest('mk_abc')).toBe('a32e980105d0bf6651f896287e5b52d3e40dc1fc0983324ebc32b21d76cfe195');
  expect(keyDigest('mk_abc')).not.toBe(keyDigest('mk_abd'));
});
