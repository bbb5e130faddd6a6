import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { GatewayMetrics } from '../metrics';
import { ServiceHttp } from './service-http';

// A service answering each path with the status and body the path names.
const answers: Record<string, [number, { error?: string; message?: string; fine?: boolean }]> = {
  '/ok': [200, { fine: true }],
  '/missing': [404, { error: 'NOT_FOUND' }],
  '/coded-400': [400, { error: 'CARD_INVALID', message: 'Please enter a valid card number' }],
  '/catalogued-400': [400, { error: 'INCORRECT_NUMBER', message: 'Your card number is incorrect.' }],
  '/provider-down': [
    503,
    {
      error: 'PROVIDER_UNAVAILABLE',
      message:
        "The payment provider could not stop this member's renewals; nothing was changed. Please try again later.",
    },
  ],
  '/uncoded-503': [503, { message: 'Service Unavailable' }],
  '/crash': [500, { error: 'Internal Server Error', message: 'database is locked' }],
};
let server: http.Server;
let service: ServiceHttp;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [status, body] = answers[req.url ?? ''] ?? [404, {}];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service = new ServiceHttp('subscription', {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authHeader: 'x',
    metrics: new GatewayMetrics(),
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (path: string) =>
  service.get(path, path).then(
    () => {
      throw new Error('no error');
    },
    (error: Error) => error,
  );

test("answers, 404 as null, and a coded 400 as the service's code when the catalogue has it", async () => {
  expect(await service.get('/ok', '/ok')).toEqual({ fine: true });
  expect(await service.get('/missing', '/missing')).toBeNull();
  expect(await failure('/catalogued-400')).toMatchObject({
    message: 'Your card number is incorrect.',
    extensions: { code: 'INCORRECT_NUMBER' },
  });
  // A code callers would not find in docs/api.md is BAD_USER_INPUT; the backend client still reads the service's.
  expect(await failure('/coded-400')).toMatchObject({
    message: 'Please enter a valid card number',
    extensions: { code: 'BAD_USER_INPUT', serviceCode: 'CARD_INVALID' },
  });
});

test('a 503 that names its reason reaches the caller with that code and message', async () => {
  const error = await failure('/provider-down');
  expect(error).toBeInstanceOf(GraphQLError);
  expect(error).toMatchObject({
    message: answers['/provider-down'][1].message,
    extensions: { code: 'PROVIDER_UNAVAILABLE', service: 'subscription' },
  });
});

test('other failures stay internal errors, which production masks', async () => {
  for (const path of ['/uncoded-503', '/crash']) {
    const error = await failure(path);
    expect(error).not.toBeInstanceOf(GraphQLError);
    expect(error.message).toMatch(new RegExp(`^subscription GET ${path} failed with 50[03]`));
  }
});
