import type express from 'express';
import { ANONYMOUS } from '../auth/identity';
import { signInternalAuth } from '../auth/internal-auth';
import { InstitutionFinder } from '../backends/institution-finder';
import { institutionLinkRoute } from '../institution/institution-link-route';
import type { GatewayMetrics } from '../metrics';
import type { GatewaySessions } from '../session/gateway-sessions';
import { impersonationRoute } from './impersonation-route';

export interface LinkDoorsDeps {
  sessions: GatewaySessions;
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
}

/** The two links that change a browser session from outside the site: a library link and a staff impersonation link. */
export function mountLinkDoors(
  app: express.Express,
  { sessions, servicesUrl, internalAuthSecret, metrics, timeoutMs }: LinkDoorsDeps,
): void {
  const call = { baseUrl: servicesUrl, metrics, timeoutMs };
  const finder = new InstitutionFinder({ ...call, authHeader: signInternalAuth(ANONYMOUS, internalAuthSecret) });
  app.get('/library/:token', ...sessions.load, institutionLinkRoute(finder));
  app.get(
    '/admin/impersonate/:token',
    ...sessions.load,
    sessions.resolve(0),
    impersonationRoute({ call, internalAuthSecret, control: sessions.control }),
  );
}
