import type { Express } from 'express';
import { createClient } from 'redis';
import { type Probe, checkReadiness, readyTimeoutFromEnv } from '@muster/contract/node';

export interface HealthOptions {
  servicesUrl: string;
  /** Redis of the sessions, cache and rate limits; probed only when set. */
  redisUrl?: string;
  /** How long one probe may take (READY_TIMEOUT_MS, 2 s by default). */
  timeoutMs?: number;
}

export interface Health {
  /** Turns /ready to 503 and closes each connection after its answer: the process is about to stop (main.ts). */
  beginDrain(): void;
  close(): Promise<void>;
}

/**
 * GET /health: this process answers (nothing else checked). GET /ready: the services answer their own /ready
 * (so their database too) and Redis answers PING, each within the timeout; 503 naming what is down otherwise,
 * or while draining. Mounted ahead of the request metrics and the rate limits: a load balancer polls them.
 */
export function mountHealth(app: Express, options: HealthOptions): Health {
  const timeoutMs = options.timeoutMs ?? readyTimeoutFromEnv();
  const redis = options.redisUrl ? redisProbe(options.redisUrl) : undefined;
  const probes: Record<string, Probe> = {
    services: async () => {
      const res = await fetch(`${options.servicesUrl}/ready`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`services /ready answered ${res.status}`);
    },
    ...(redis ? { redis: redis.ping } : {}),
  };
  let draining = false;
  let loggedAt = 0;
  app.use((_req, res, next) => {
    if (draining) res.setHeader('connection', 'close');
    next();
  });
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/ready', (_req, res, next) => {
    checkReadiness(probes, {
      timeoutMs,
      draining,
      onDown: (name, error) => {
        if (Date.now() - loggedAt < 10_000) return;
        loggedAt = Date.now();
        console.warn(`ready: ${name} is down:`, error instanceof Error ? error.message : error);
      },
    }).then((readiness) => {
      res
        .status(readiness.status === 'ready' ? 200 : 503)
        .set('cache-control', 'no-store')
        .json(readiness);
    }, next);
  });
  return {
    beginDrain: () => {
      draining = true;
    },
    close: async () => redis?.close(),
  };
}

/**
 * A Redis connection of its own that never queues: while Redis is away, PING fails at once instead of waiting
 * for the reconnection, and the client keeps reconnecting in the background so /ready turns 200 when it is back.
 */
function redisProbe(url: string): { ping: Probe; close(): Promise<void> } {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
  });
  client.on('error', () => undefined); // the probe reports it; the log would repeat it every reconnection
  const connecting = client.connect().catch(() => undefined);
  return {
    ping: async () => {
      if (!client.isReady) throw new Error('Redis is not connected');
      await client.ping();
    },
    // Dropped rather than closed politely: a client still trying to reach Redis would wait for it forever.
    close: async () => {
      if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}
