import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServicesApp } from '@muster/services/app';
import type { Db } from '@muster/services/db';
import { seedFixtures } from '../../services/test/fixtures';
import { openTestDb, type Backend } from '../../services/test/test-db';
import { defaultGraphiqlDist } from '../src/http/graphiql';
import { createGateway, type Gateway, type GatewayOptions } from '../src/server';

/** PostgreSQL when DATABASE_URL is set (as in CI), SQLite otherwise. */
export const stackBackend: Backend = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export type GqlResponse<T = any> = { status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } };

/**
 * The real services over a database of their own seeded with the fixtures, on a free port: a fresh
 * PostgreSQL schema (dropped by `stop`) when DATABASE_URL is set, a temporary SQLite file otherwise.
 */
export interface Services {
  url: string;
  backend: Backend;
  db: Db;
  /** Method and URL of the requests that reached the services since the last reset. */
  requests: string[];
  resetRequests(): void;
  stop(): Promise<void>;
}

export async function startServices(backend: Backend = stackBackend): Promise<Services> {
  const t = await openTestDb(backend);
  let app: FastifyInstance | undefined;
  try {
    await seedFixtures(t.db.db, t.dataDir);
    app = await buildServicesApp({ db: t.db, dataDir: t.dataDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await t.dispose();
    throw error;
  }
  const services = app;
  const requests: string[] = [];
  // Counted at the socket, so every request a gateway makes is seen whatever the services' own hooks do.
  services.server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  return {
    url: `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`,
    backend,
    db: t.db,
    requests,
    resetRequests: () => { requests.length = 0; },
    async stop() {
      await services.close();
      await t.dispose();
    },
  };
}

/** A real gateway listening on a free port. */
export interface GatewayServer {
  url: string;
  gateway: Gateway;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  stop(): Promise<void>;
}

/** A real gateway listening on a free port, whose public origin (PUBLIC_BASE_URL) is that port's address unless given. */
export async function startGatewayServer(options: GatewayOptions): Promise<GatewayServer> {
  // The port is chosen first so the gateway can be told its own origin.
  const server: Server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let gateway: Gateway;
  try {
    gateway = await createGateway({ publicOrigin: url, ...options });
  } catch (error) {
    server.close();
    throw error;
  }
  server.on('request', gateway.app);
  return {
    url,
    gateway,
    async gql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
    },
  };
}

/** Real services (see `startServices`) and one real gateway in front of them. */
export interface Stack {
  gatewayUrl: string;
  servicesUrl: string;
  /** The services' database: PostgreSQL when DATABASE_URL is set, SQLite otherwise. */
  backend: Backend;
  db: Db;
  /** Paths of the requests that reached the services since the last reset. */
  serviceRequests: string[];
  resetServiceRequests(): void;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  stop(): Promise<void>;
}

export async function startStack(options: Partial<GatewayOptions> = {}): Promise<Stack> {
  const services = await startServices();
  let gateway: GatewayServer;
  try {
    gateway = await startGatewayServer({ servicesUrl: services.url, ...options });
  } catch (error) {
    await services.stop();
    throw error;
  }
  return {
    gatewayUrl: gateway.url,
    servicesUrl: services.url,
    backend: services.backend,
    db: services.db,
    serviceRequests: services.requests,
    resetServiceRequests: services.resetRequests,
    gql: (query, variables) => gateway.gql(query, variables),
    async stop() {
      await gateway.stop();
      await services.stop();
    },
  };
}

/**
 * A stack started before the test file's tests and stopped after them. The returned object stands for it
 * once started (reading it earlier throws), so tests use it as they would the stack itself.
 */
export function useStack(options: Partial<GatewayOptions> = {}): Stack {
  let started: Stack | undefined;
  beforeAll(async () => { started = await startStack(options); }, 180_000);
  afterAll(async () => { await started?.stop(); });
  return new Proxy({} as Stack, {
    get(_, key) {
      if (!started) throw new Error('The stack is used before beforeAll started it');
      return Reflect.get(started, key);
    },
  });
}

/** GraphiQL is a build product; build it once if this checkout has not. */
export function ensureGraphiqlBuilt(): void {
  if (fs.existsSync(path.join(defaultGraphiqlDist, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build:graphiql', '-w', '@muster/gateway'], {
    cwd: path.resolve(defaultGraphiqlDist, '../../..'), encoding: 'utf8', timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`GraphiQL build failed:\n${result.stdout}\n${result.stderr}`);
}
