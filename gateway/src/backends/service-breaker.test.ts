import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GatewayMetrics } from '../metrics';
import { ServiceHttp } from './service-http';
import { BREAKER, breakerOpen } from './service-breaker';

/**
 * What a call to a service does when no instance answers (issue 17, faults): a read is tried once more, a write
 * never; a service that keeps failing is not asked until its breaker lets one call through again.
 */

// How each path behaves on its n-th request (1-based): 'reset' drops the connection, 'lb-503' is a load
// balancer's page, 'hang' never answers; anything else is answered 200 with the count.
type Behaviour = 'reset' | 'lb-503' | 'coded-503' | 'hang' | 'ok';
const script: Record<string, (n: number) => Behaviour> = {
  '/reset-once': (n) => (n === 1 ? 'reset' : 'ok'),
  '/lb-503-once': (n) => (n === 1 ? 'lb-503' : 'ok'),
  '/coded-503': () => 'coded-503',
  '/hang': () => 'hang',
  '/always-reset': () => 'reset',
};
const seen = new Map<string, number>();
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const n = (seen.get(path) ?? 0) + 1;
    seen.set(path, n);
    const behaviour = script[path]?.(n) ?? 'ok';
    if (behaviour === 'reset') return req.socket.destroy();
    if (behaviour === 'hang') return;
    if (behaviour === 'lb-503')
      return res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
    if (behaviour === 'coded-503')
      return res
        .writeHead(503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'PROVIDER_UNAVAILABLE', message: 'The payment provider is out of reach' }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ n }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => seen.clear());

/** A client of its own service name, so one test's failures never open another's breaker. */
const client = (service: string, timeoutMs = 2_000) =>
  new ServiceHttp(service, { baseUrl, authHeader: 'x', metrics: new GatewayMetrics(), timeoutMs });
const errorOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: Error & { extensions?: { code?: string } }) => error,
  );

test('a read whose connection was reset is sent once more, and answered', async () => {
  expect(await client('reads-reset').get('/reset-once', '/reset-once')).toEqual({ n: 2 });
  expect(seen.get('/reset-once')).toBe(2);
});

test('a read a load balancer answered 503 for (no instance up) is sent once more', async () => {
  expect(await client('reads-lb').get('/lb-503-once', '/lb-503-once')).toEqual({ n: 2 });
  expect(seen.get('/lb-503-once')).toBe(2);
});

test('a POST that only reads (a search) is sent once more too', async () => {
  expect(await client('post-read').postRead('/reset-once', '/reset-once', { q: 1 })).toEqual({ n: 2 });
  expect(seen.get('/reset-once')).toBe(2);
});

test('a write whose answer was lost is not sent again: the caller is told the service did not answer', async () => {
  const error = await errorOf(client('writes').post('/reset-once', '/reset-once', { save: 1 }));
  expect(error?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  expect(seen.get('/reset-once')).toBe(1);
});

test("a service's own 503 with its code is passed on as it said, not retried", async () => {
  const error = await errorOf(client('coded').get('/coded-503', '/coded-503'));
  expect(error?.extensions?.code).toBe('PROVIDER_UNAVAILABLE');
  expect(seen.get('/coded-503')).toBe(1);
});

test('a read past its timeout is not sent again: a slow service would get the same work twice', async () => {
  const error = await errorOf(client('slow', 150).get('/hang', '/hang'));
  expect(error?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  expect(seen.get('/hang')).toBe(1);
});

test('a service that keeps failing is not asked while its breaker is open', async () => {
  const down = client('down');
  for (let i = 0; i < BREAKER.volumeThreshold; i += 1) await errorOf(down.get('/always-reset', '/always-reset'));
  expect(breakerOpen('down', baseUrl)).toBe(true);
  const asked = seen.get('/always-reset');
  const error = await errorOf(down.get('/always-reset', '/always-reset'));
  expect(error?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  expect(seen.get('/always-reset')).toBe(asked);
  // Another service at the same address has its own breaker.
  expect(await client('up').get('/fine', '/fine')).toEqual({ n: 1 });
});
