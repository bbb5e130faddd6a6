import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type ServicesOptions, buildServicesApp } from '@muster/services/app';
import type { Database, Db } from '@muster/services/db';
import { seedFixtures } from './fixtures/archive';
import { type Backend, type TestDb, defaultBackend, openTestDb } from './db';

/** What a database starts with: the hand-made archive of fixtures/archive.ts, nothing, or the demo-data generator's output. */
export type TestData = 'fixtures' | 'empty' | 'tiny' | 'demo';

export interface ServicesHarnessOptions {
  /** A database the test opened (and disposes of itself); the services use it as it is. */
  db?: TestDb;
  /** Without `db`: the database to open (defaultBackend: PostgreSQL when DATABASE_URL is set, SQLite otherwise)… */
  backend?: Backend;
  /** …and what it holds (the fixtures by default). */
  data?: TestData;
  /** Changes the data before the services read any of it (they keep some in memory). */
  prepare?: (db: Kysely<Database>, dataDir: string) => Promise<unknown>;
  /** The services' settings, instead of those the environment gives. */
  settings?: Partial<Omit<ServicesOptions, 'db' | 'dataDir'>>;
  /** Environment variables set while the services are built (cache sizes, SITE_URL and such), restored after. */
  env?: Record<string, string>;
}

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** The real services on a free loopback port, over a database of their own or the test's. */
export interface TestServices {
  url: string;
  app: FastifyInstance;
  backend: Backend;
  /** The services' database; `db.db` is the Kysely handle tests read and change rows with. */
  db: Db;
  /** Where scan files, caches and uploads live. */
  dataDir: string;
  /**
   * Method and URL of the requests that reached the services since the last reset, but the gateways' poll of
   * GET /cache/versions (at most every 2 s per gateway, whatever the test asks), which `versionPolls` counts.
   */
  requests: string[];
  /** The GET /cache/versions calls since the last reset. */
  versionPolls(): number;
  resetRequests(): void;
  /** fetch relative to `url`, reading JSON or text by content type. */
  get<T = any>(path: string, init?: RequestInit): Promise<Reply<T>>;
  post<T = any>(path: string, body: unknown): Promise<Reply<T>>;
  /** Closes the services and disposes of the database the harness opened (not of one the test gave). */
  stop(): Promise<void>;
}

export async function startServices(options: ServicesHarnessOptions = {}): Promise<TestServices> {
  const own = options.db ? undefined : await openTestDb(options.backend ?? defaultBackend);
  const t = (options.db ?? own)!;
  let app: FastifyInstance | undefined;
  try {
    if (own) await fill(own, options.data ?? 'fixtures');
    await options.prepare?.(t.db.db, t.dataDir);
    app = await withEnv(options.env ?? {}, () =>
      buildServicesApp({ db: t.db, dataDir: t.dataDir, ...options.settings }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await own?.dispose();
    throw error;
  }
  const services = app;
  const url = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
  const requests: string[] = [];
  let polls = 0;
  // Counted at the socket, so every request a gateway makes is seen whatever the services' own hooks do.
  services.server.on('request', (req) => {
    if (req.method === 'GET' && req.url === '/cache/versions') polls++;
    else requests.push(`${req.method} ${req.url}`);
  });
  const get = async <T>(path: string, init?: RequestInit): Promise<Reply<T>> => {
    const res = await fetch(url + path, init);
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json() : await res.text();
    return { status: res.status, body: body as T, headers: res.headers };
  };
  return {
    url,
    app: services,
    backend: t.backend,
    db: t.db,
    dataDir: t.dataDir,
    requests,
    versionPolls: () => polls,
    resetRequests: () => {
      requests.length = 0;
      polls = 0;
    },
    get,
    post: (path, body) =>
      get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    async stop() {
      await services.close();
      await own?.dispose();
    },
  };
}

async function fill(t: TestDb, data: TestData): Promise<void> {
  if (data === 'fixtures') await seedFixtures(t.db.db, t.dataDir);
  if (data === 'tiny' || data === 'demo') {
    // Loaded only here: the generator and its word lists are heavy for the many tests that never use them.
    const { generate } = await import('@muster/scripts/data');
    await generate({ db: t.db.db, dataDir: t.dataDir, size: data, log: () => {} });
  }
}

async function withEnv<T>(env: Record<string, string>, build: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await build();
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}
