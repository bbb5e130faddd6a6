// Boots the whole of Muster in this process for browser tests: a fresh SQLite database filled by the
// real generator, the real services on a free port and the real gateway serving the built website.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDb, repoRoot, migrateToLatest } from '@muster/services/db';
import { type ServicesOptions, buildServicesApp } from '@muster/services/app';
import { createGateway } from '@muster/gateway/server';
import { generate } from '../data/generate';

export interface Stack {
  url: string;
  dataDir: string;
  db: ReturnType<typeof openDb>;
  stop(): Promise<void>;
}

/**
 * `prepare` changes the generated data before anything reads it (the gateway keeps the catalogue for minutes);
 * `settings` overrides the services' settings from the environment (the payments mode, say).
 */
export async function startStack(size: 'tiny' | 'demo' = 'tiny', prepare?: (db: Stack['db']['db']) => Promise<void>, settings: Pick<ServicesOptions, 'subscription'> = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
  const db = openDb({ sqliteFile: path.join(dataDir, 'muster.sqlite') });
  await migrateToLatest(db.db);
  await generate({ db: db.db, dataDir, size, log: () => {} });
  await prepare?.(db.db);
  const services = await buildServicesApp({ db, dataDir, ...settings });
  await services.listen({ port: 0, host: '127.0.0.1' });
  const servicesUrl = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
  // The port is chosen first: the gateway writes its public origin (PUBLIC_BASE_URL) into ids and callbacks.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gateway = await createGateway({ servicesUrl, clientDist: path.join(repoRoot, 'client', 'dist'), publicOrigin: url });
  server.on('request', gateway.app);
  return {
    url,
    dataDir,
    db,
    async stop() {
      // Connections a test left open (a page's keep-alive, a request still streaming) would hold close() back.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
      await services.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
