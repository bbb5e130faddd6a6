import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createGateway, type Gateway } from '../src/server';

let gateway: Gateway;
let server: Server;
let base: string;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-site-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Muster</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
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
