import { onPublicOrigin, publicOriginOf } from './public-origin';

test.each([
  ['https://muster.example', 'https://muster.example'],
  ['https://muster.example/', 'https://muster.example'],
  ['HTTP://LOCALHOST:4000', 'http://localhost:4000'],
  ['https://muster.example:443', 'https://muster.example'],
  [' http://127.0.0.1:4123 ', 'http://127.0.0.1:4123'],
])('PUBLIC_BASE_URL %s is the origin %s', (value, origin) => {
  expect(publicOriginOf(value)).toBe(origin);
});

test.each([
  ['muster.example'],
  ['ftp://muster.example'],
  ['https://muster.example/site'],
  ['https://muster.example/?a=1'],
  ['https://user:pw@muster.example'],
  [''],
])('PUBLIC_BASE_URL %j is refused at start-up', (value) => {
  expect(() => publicOriginOf(value)).toThrow(
    `PUBLIC_BASE_URL must be an http(s) origin such as https://muster.example, not "${value}"`,
  );
});

test('a path goes on the public origin; an absolute address is kept', () => {
  expect(onPublicOrigin('/auth/oidc/callback', 'https://muster.example')).toBe(
    'https://muster.example/auth/oidc/callback',
  );
  expect(onPublicOrigin('https://login.muster.example/cb', 'https://muster.example')).toBe(
    'https://login.muster.example/cb',
  );
});
