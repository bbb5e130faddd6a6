import type { RequestHandler } from 'express';
import { METRICS_CHALLENGE, metricsAccess } from '@muster/contract/node';
import type { GatewayMetrics } from '../metrics';

/**
 * GET /metrics for a Prometheus scraper holding METRICS_TOKEN (`authorization: Bearer …`); 401 without it, and
 * 404 to everybody when no token is configured.
 */
export function metricsRoute(metrics: GatewayMetrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    const access = metricsAccess(token, req.get('authorization'));
    res.setHeader('cache-control', 'no-store');
    if (access === 404) return res.status(404).type('text/plain').send('Not Found');
    if (access === 401)
      return res
        .status(401)
        .set('www-authenticate', METRICS_CHALLENGE)
        .json({ code: 'UNAUTHORIZED', message: 'Metrics need the METRICS_TOKEN bearer token' });
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
