import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createGateway, type Gateway } from '../src/server';

let gateway: Gateway;
let server: Server;
let base: string;
const script = `export const greeting = ${JSON.stringify('Muster '.repeat(400))};\n`;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-site-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Muster</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // What the build writes beside a hashed script (client/vite.config.ts): its brotli and gzip copies.
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.gz'), zlib.gzipSync(script));
  gateway = await createGateway({ servicesUrl: 'http://127.0.0.1:9', clientDist: dist, warmCache: false });
  server = await new Promise((resolve) => {
    const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await gateway.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

test.each([['/'], ['/search'], ['/publication/1/civil-war'], ['/document/INDEX_RECORD.77']])(
  'page route %s gets index.html',
  async (route) => {
    const response = await fetch(`${base}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Muster</title>');
  },
);

test('files are served, missing files stay 404', async () => {
  expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
  expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  expect((await fetch(`${base}/favicon.ico`, { headers: { accept: 'text/html,*/*' } })).status).toBe(404);
});

test.each([
  ['br, gzip', 'br'],
  ['gzip, deflate', 'gzip'],
  ['gzip;q=1.0, br;q=0.5', 'br'],
])('a hashed script asked for with Accept-Encoding %s comes as its %s copy, kept a year', async (accepts, encoding) => {
  const response = await fetch(`${base}/assets/index-Ab12Cd34.js`, { headers: { 'accept-encoding': accepts } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe(encoding);
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
  expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // fetch undoes the encoding: what arrives is the script itself.
  expect(await response.text()).toBe(script);
});

test('a browser that accepts no compression gets the plain file', async () => {
  const response = await fetch(`${base}/assets/index-Ab12Cd34.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(await response.text()).toBe(script);
});

test.each([['/'], ['/index.html'], ['/search']])(
  'the page %s is revalidated on every visit (no-cache)',
  async (route) => {
    const response = await fetch(`${base}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  },
);
