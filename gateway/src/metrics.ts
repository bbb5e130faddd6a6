import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one gateway, in its own registry so several gateways can share a process (tests). */
export class GatewayMetrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'muster_gateway_http_requests_total',
    help: 'HTTP requests served by the gateway',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'muster_gateway_http_request_duration_seconds',
    help: 'Time to serve an HTTP request',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: 'muster_gateway_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name',
    labelNames: ['operationName', 'operationType', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly serviceCalls = new Counter({
    name: 'muster_gateway_service_calls_total',
    help: 'Calls from the gateway to the REST services',
    labelNames: ['service', 'route', 'status'] as const,
    registers: [this.registry],
  });

  constructor(options: { defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'muster_gateway_' });
  }
}
