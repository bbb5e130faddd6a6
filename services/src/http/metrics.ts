import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { METRICS_CHALLENGE, metricsAccess } from '@muster/contract/node';
import { HEALTH_PATHS } from '../health/health.routes';

/**
 * Prometheus metrics on a registry of this app's own, so several apps in one process (tests, the e2e stack)
 * do not collide: default process metrics, a request counter and a duration histogram, both labelled by
 * service (the base path) and route pattern (never the URL, so the label set stays bounded), served at GET /metrics
 * to a scraper with the METRICS_TOKEN bearer token only (contract/src/node/metrics-token.ts).
 */
export function installMetrics(app: FastifyInstance, token: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['service', 'route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'muster_service_requests_total',
    help: 'Requests served by the record services',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'muster_service_request_duration_seconds',
    help: 'Time to serve a request',
    labelNames,
    registers: [registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (HEALTH_PATHS.has(route)) return;
    const labels = { service: serviceOf(route), route, method: request.method, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess(token, request.headers.authorization);
    // Off: the same answer as any unknown address, so the route does not even show that it exists.
    if (access === 404) return reply.callNotFound();
    if (access === 401)
      return reply
        .code(401)
        .header('www-authenticate', METRICS_CHALLENGE)
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Metrics need the METRICS_TOKEN bearer token' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}

function serviceOf(route: string): string {
  return route.split('/')[1] || 'root';
}
