import type { FastifyRequest } from 'fastify';
import { publicBase } from './public-base';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

test.each([
  [
    'PUBLIC_BASE_URL wins',
    { 'x-forwarded-host': 'evil.test' },
    { PUBLIC_BASE_URL: 'https://muster.example/' },
    'https://muster.example',
  ],
  [
    'the gateway forwarded host and scheme',
    { host: '127.0.0.1:4001', 'x-forwarded-host': 'muster.test', 'x-forwarded-proto': 'https' },
    {},
    'https://muster.test',
  ],
  [
    'the first of several forwarded values',
    { 'x-forwarded-host': 'a.test:8080, b.test', 'x-forwarded-proto': 'http,https' },
    {},
    'http://a.test:8080',
  ],
  ['the Host header without forwarding', { host: 'localhost:4000' }, {}, 'http://localhost:4000'],
  ['a host that is not a host name', { host: 'x"/><script>' }, {}, 'http://localhost'],
])('%s', (_name, headers, env, expected) => {
  expect(publicBase(request(headers), env as NodeJS.ProcessEnv)).toBe(expected);
});
