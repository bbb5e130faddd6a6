import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServicesApp } from '../../services/src/app';
import { openDb, type Db } from '../../services/src/db/connect';
import { migrateToLatest } from '../../services/src/db/migrate';
import { seedFixtures } from '../../services/test/fixtures';
import { defaultGraphiqlDist } from '../src/http/graphiql';
import { createGateway, type Gateway, type GatewayOptions } from '../src/server';

/** Real services over a temporary SQLite seeded with the fixtures, and a real gateway, both on free ports. */
export interface Stack {
  gatewayUrl: string;
  servicesUrl: string;
  /** Paths of the requests that reached the services since the last reset. */
  serviceRequests: string[];
  resetServiceRequests(): void;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }>;
  stop(): Promise<void>;
}

export async function startStack(options: Partial<GatewayOptions> = {}): Promise<Stack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-gateway-'));
  const db: Db = openDb({ sqliteFile: path.join(dir, 'muster.sqlite') });
  await migrateToLatest(db.db);
  await seedFixtures(db.db, dir);
  const services: FastifyInstance = await buildServicesApp({ db, dataDir: dir });
  await services.listen({ port: 0, host: '127.0.0.1' });
  const servicesUrl = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
  const serviceRequests: string[] = [];
  // Counted at the socket, so every request the gateway makes is seen whatever the services' own hooks do.
  services.server.on('request', (req) => serviceRequests.push(`${req.method} ${req.url}`));

  const gateway: Gateway = await createGateway({ servicesUrl, ...options });
  const server: Server = await new Promise((resolve) => { const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s)); });
  const gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    gatewayUrl,
    servicesUrl,
    serviceRequests,
    resetServiceRequests: () => { serviceRequests.length = 0; },
    async gql(query, variables) {
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
      await services.close();
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** GraphiQL is a build product; build it once if this checkout has not. */
export function ensureGraphiqlBuilt(): void {
  if (fs.existsSync(path.join(defaultGraphiqlDist, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build:graphiql', '-w', '@muster/gateway'], {
    cwd: path.resolve(defaultGraphiqlDist, '../../..'), encoding: 'utf8', timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`GraphiQL build failed:\n${result.stdout}\n${result.stderr}`);
}
