import type { FastifyInstance } from 'fastify';

/**
 * A delay injected by configuration (`SERVICES_FAULT_DELAY`), for the faults bench (issue 17): requests whose path
 * starts with a prefix wait that long before they are handled, as a service slowed by a bad disk or a heavy query
 * would. Nothing is delayed unless the variable is set, and the services say so when it is.
 *
 * Format: `<path prefix>=<milliseconds>` pairs separated by commas, e.g. `/fold31-search/=3000`.
 */
export interface FaultDelay {
  prefix: string;
  ms: number;
}

/** The delays of a SERVICES_FAULT_DELAY value; a malformed one is refused at start rather than ignored. */
export function parseFaultDelays(value: string | undefined): FaultDelay[] {
  if (!value?.trim()) return [];
  return value.split(',').map((pair) => {
    const match = /^\s*(\/[^=\s]*)=(\d{1,6})\s*$/.exec(pair);
    if (!match) throw new Error(`SERVICES_FAULT_DELAY: "${pair}" is not <path prefix>=<milliseconds>`);
    return { prefix: match[1], ms: Number(match[2]) };
  });
}

/** Delays the requests the configured prefixes name; health and readiness checks are never delayed. */
export function installFaultDelays(app: FastifyInstance, delays: FaultDelay[]): void {
  if (delays.length === 0) return;
  app.log.warn({ delays }, 'SERVICES_FAULT_DELAY is set: requests under these paths are delayed on purpose');
  app.addHook('onRequest', async (request) => {
    const delay = delays.find((d) => request.url.startsWith(d.prefix));
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay.ms));
  });
}
