import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestJson } from './http-json';

let server: http.Server;
let base: string;
const ports: number[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    ports.push(req.socket.remotePort!);
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 500);
      if (req.url === '/text') return void res.end('not json');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ method: req.method, echo: body ? JSON.parse(body) : null, auth: req.headers['x-test'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('sends the JSON body and headers, and parses the answer', async () => {
  const answer = await requestJson(
    new URL('/echo', base),
    'POST',
    { 'x-test': 'yes', 'content-type': 'application/json' },
    JSON.stringify({ q: 'Smith' }),
    1000,
  );
  expect(answer).toEqual({ status: 200, body: { method: 'POST', echo: { q: 'Smith' }, auth: 'yes' } });
});

test('reuses one connection for calls in sequence', async () => {
  ports.length = 0;
  for (let i = 0; i < 3; i++) await requestJson(new URL('/echo', base), 'GET', {}, undefined, 1000);
  expect(new Set(ports).size).toBe(1);
});

test('a body that is not JSON reads as undefined, with its status', async () => {
  expect(await requestJson(new URL('/text', base), 'GET', {}, undefined, 1000)).toEqual({
    status: 200,
    body: undefined,
  });
});

test('gives up after the timeout', async () => {
  await expect(requestJson(new URL('/slow', base), 'GET', {}, undefined, 50)).rejects.toThrow('no answer within 50 ms');
});

test('a refused connection is an error, not a hang', async () => {
  await expect(requestJson(new URL('http://127.0.0.1:1/'), 'GET', {}, undefined, 1000)).rejects.toThrow(/ECONNREFUSED/);
});
