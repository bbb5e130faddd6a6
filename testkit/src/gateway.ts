import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { defaultGraphiqlDist } from '@muster/gateway/graphiql';
import type { Gateway, GatewayOptions } from '@muster/gateway/server';

// The gateway's modules are loaded when a test starts one, not by every test that imports the testkit.
const server = () => import('@muster/gateway/server');

export type GqlResponse<T = any> = {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

/** A real gateway on a free loopback port. */
export interface TestGateway {
  url: string;
  gateway: Gateway;
  /** POST /graphql without a cookie (a client that keeps one is gateway/test/accounts-helpers.ts's Browser). */
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  stop(): Promise<void>;
}

/** A real gateway listening on a free port, whose public origin (PUBLIC_BASE_URL) is that port's address unless given. */
export async function startGateway(options: GatewayOptions): Promise<TestGateway> {
  // The port is chosen first so the gateway can be told its own origin.
  const listener: Server = http.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  let gateway: Gateway;
  try {
    const { createGateway } = await server();
    // Rate limits are off unless a test turns them on (gateway/test/rate-limits.test.ts): tests ask from one
    // address far past a visitor's budget, and compare whole answers that would carry extensions.cost.
    gateway = await createGateway({ publicOrigin: url, rateLimits: false, ...options });
  } catch (error) {
    listener.close();
    throw error;
  }
  listener.on('request', gateway.app);
  return {
    url,
    gateway,
    async gql(query, variables) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: await response.json() };
    },
    async stop() {
      // Connections a test left open (a page's keep-alive, a request still streaming) would hold close() back.
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      await gateway.stop();
    },
  };
}

/** GraphiQL is a build product; build it once if this checkout has not. */
export function ensureGraphiqlBuilt(): void {
  if (fs.existsSync(path.join(defaultGraphiqlDist, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build:graphiql', '-w', '@muster/gateway'], {
    cwd: path.resolve(defaultGraphiqlDist, '../../..'),
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`GraphiQL build failed:\n${result.stdout}\n${result.stderr}`);
}
