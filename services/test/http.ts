import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type ServicesOptions, buildServicesApp } from '../src/app';
import type { TestDb } from './test-db';

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** The services on a free loopback port, with fetch helpers that read JSON or text by content type. */
export interface TestServer {
  app: FastifyInstance;
  get<T>(path: string, init?: RequestInit): Promise<Reply<T>>;
  post<T>(path: string, body: unknown): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function startServices(t: TestDb, options: Partial<ServicesOptions> = {}): Promise<TestServer> {
  const app = await buildServicesApp({ db: t.db, dataDir: t.dataDir, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = async <T>(path: string, init?: RequestInit): Promise<Reply<T>> => {
    const res = await fetch(base + path, init);
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json() : await res.text();
    return { status: res.status, body: body as T, headers: res.headers };
  };
  return {
    app,
    get,
    post: (path, body) => get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    close: () => app.close(),
  };
}
