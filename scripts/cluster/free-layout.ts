// A cluster layout on ports nobody is listening on, for tests and benches that start a cluster of their own
// beside any `npm run cluster` (whose ports are fixed).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { ClusterLayout } from './layout';

/** `count` distinct free loopback ports: all are held open together, so none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

const secret = () => randomBytes(32).toString('hex');

/**
 * A cluster of a test's or bench's own on free ports: production mode, quiet logs, fresh secrets and test payments,
 * with `env` (its database, Redis and data folder) added or overriding.
 */
export async function freeLayout(dir: string, env: Record<string, string>): Promise<ClusterLayout> {
  const [sitePort, servicesPort, ...rest] = await freePorts(6);
  return {
    dir,
    host: '127.0.0.1',
    sitePort: sitePort!,
    servicesPort: servicesPort!,
    gatewayPorts: rest.slice(0, 2),
    servicePorts: rest.slice(2, 4),
    env: {
      PUBLIC_BASE_URL: `http://localhost:${sitePort}`,
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: secret(),
      INTERNAL_AUTH_SECRET: secret(),
      URL_SIGNING_SECRET: secret(),
      PAYMENTS_MODE: 'test',
      ...env,
    },
  };
}
