import { metricsAccess, metricsTokenFromEnv } from './metrics-token';

const TOKEN = 'scrape-me-0123456789abcdef';

test('METRICS_TOKEN: unset is off; a short or spaced token stops start-up', () => {
  expect(metricsTokenFromEnv({})).toBeUndefined();
  expect(metricsTokenFromEnv({ METRICS_TOKEN: '  ' })).toBeUndefined();
  expect(metricsTokenFromEnv({ METRICS_TOKEN: ` ${TOKEN} ` })).toBe(TOKEN);
  for (const bad of ['short', 'has a space in the middle!']) {
    expect(() => metricsTokenFromEnv({ METRICS_TOKEN: bad })).toThrow(
      'METRICS_TOKEN must be at least 16 characters without spaces',
    );
  }
});

test.each([
  ['no token configured, whatever is sent', undefined, `Bearer ${TOKEN}`, 404],
  ['no Authorization header', TOKEN, undefined, 401],
  ['a wrong token', TOKEN, 'Bearer scrape-me-0123456789abcdeX', 401],
  ['the token as a prefix of the sent value', TOKEN, `Bearer ${TOKEN}x`, 401],
  ['the token without the Bearer scheme', TOKEN, TOKEN, 401],
  ['Basic credentials', TOKEN, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, 401],
  ['the token', TOKEN, `Bearer ${TOKEN}`, 200],
  ['the scheme in another case', TOKEN, `bearer ${TOKEN}`, 200],
] as const)('%s → %s', (_name, token, header, status) => {
  expect(metricsAccess(token, header)).toBe(status);
});
