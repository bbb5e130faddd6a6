import type { RequestHandler } from 'express';
import type { GatewayMetrics } from '../metrics';

const ROUTES = [
  '/graphql',
  '/graphiql',
  '/schema.graphql',
  '/metrics',
  '/thumbnail',
  '/reference',
  '/iiif',
  '/download',
];

/** A bounded route label: the known prefixes, everything else is the website (/health and /ready are not counted: http/health-routes.ts). */
export function routeLabel(path: string): string {
  return ROUTES.find((route) => path === route || path.startsWith(`${route}/`)) ?? 'site';
}

export function requestMetrics(metrics: GatewayMetrics): RequestHandler {
  return (req, res, next) => {
    const route = routeLabel(req.path);
    const end = metrics.httpDuration.startTimer({ method: req.method, route });
    res.on('finish', () => {
      end();
      metrics.httpRequests.inc({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
