import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { checkReadiness, readyTimeoutFromEnv } from '@muster/contract/node';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns /ready to 503 and asks callers to close their connections: the process is about to stop (main.ts). */
    beginDrain(): void;
  }
}

/** Paths a load balancer polls: outside the request metrics, so its checks do not drown the site's figures. */
export const HEALTH_PATHS = new Set(['/health', '/ready']);

/**
 * GET /health: the process answers (nothing else checked). GET /ready: the database answers a query within
 * READY_TIMEOUT_MS, and the process is not draining; 503 otherwise, naming what is down (docs/operations.md
 * "Health and draining"). Registered on the root instance, so the draining hook covers every route.
 */
export function installHealth(app: FastifyInstance, db: Kysely<Database>, timeoutMs = readyTimeoutFromEnv()): void {
  let draining = false;
  let loggedAt = 0;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  // While draining, every answer closes its connection, so kept-alive callers move to another instance.
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get('/health', async () => ({ ok: true }));
  app.get('/ready', async (_request, reply) => {
    const readiness = await checkReadiness(
      { database: () => sql`SELECT 1`.execute(db) },
      {
        timeoutMs,
        draining,
        onDown: (name, error) => {
          if (Date.now() - loggedAt < 10_000) return;
          loggedAt = Date.now();
          app.log.warn({ err: error }, `ready: ${name} is down`);
        },
      },
    );
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
}
