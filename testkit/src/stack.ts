import path from 'node:path';
import { repoRoot } from '@muster/services/db';
import type { GatewayOptions } from '@muster/gateway/server';
import { type GqlResponse, type TestGateway, startGateway } from './gateway';
import { type ServicesHarnessOptions, type TestServices, startServices } from './services';

export interface StackOptions extends Omit<ServicesHarnessOptions, 'db'> {
  /** The gateway's settings beyond the services' address. */
  gateway?: Partial<GatewayOptions>;
  /** Serve the built website (client/dist) as `npm start` does, for browser tests. */
  site?: boolean;
}

/** Real services (see startServices) and one real gateway in front of them: what a visitor reaches. */
export interface Stack {
  /** The gateway's address, the site's origin. */
  url: string;
  servicesUrl: string;
  services: TestServices;
  gateway: TestGateway;
  backend: TestServices['backend'];
  db: TestServices['db'];
  dataDir: string;
  /** Method and URL of the requests that reached the services since the last reset. */
  serviceRequests: string[];
  resetServiceRequests(): void;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResponse<T>>;
  stop(): Promise<void>;
}

export async function startStack({
  gateway: gatewayOptions,
  site,
  ...servicesOptions
}: StackOptions = {}): Promise<Stack> {
  const services = await startServices(servicesOptions);
  let gateway: TestGateway;
  try {
    gateway = await startGateway({
      servicesUrl: services.url,
      ...(site ? { clientDist: path.join(repoRoot, 'client', 'dist') } : {}),
      ...gatewayOptions,
    });
  } catch (error) {
    await services.stop();
    throw error;
  }
  return {
    url: gateway.url,
    servicesUrl: services.url,
    services,
    gateway,
    backend: services.backend,
    db: services.db,
    dataDir: services.dataDir,
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
export function useStack(options: StackOptions = {}): Stack {
  let started: Stack | undefined;
  beforeAll(async () => {
    started = await startStack(options);
  }, 180_000);
  afterAll(async () => {
    await started?.stop();
  });
  return new Proxy({} as Stack, {
    get(_, key) {
      if (!started) throw new Error('The stack is used before beforeAll started it');
      return Reflect.get(started, key);
    },
  });
}
