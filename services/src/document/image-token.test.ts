import { signImageToken, verifyImageToken } from './image-token';

const now = 1_700_000_000_000;

test('a fresh token for the image verifies', () => {
  expect(verifyImageToken(101, signImageToken(101, now, 'k'), 'k', 60_000, now + 1000)).toBe(true);
});

test.each([
  ['another image', 102, signImageToken(101, now, 'k'), now],
  ['another secret', 101, signImageToken(101, now, 'other'), now],
  ['an expired token', 101, signImageToken(101, now, 'k'), now + 120_000],
  ['a malformed token', 101, 'nonsense', now],
])('%s does not verify', (_name, imageId, token, at) => {
  expect(verifyImageToken(imageId, token, 'k', 60_000, at)).toBe(false);
});
