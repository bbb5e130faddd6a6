/**
 * Whether an error means the database could not be reached or cut the connection (a restart, a failover): the
 * request may succeed if tried again in a moment, so callers get 503 SERVICE_UNAVAILABLE rather than a 500 that says
 * something is broken. PostgreSQL's connection-exception class (08…), admin shutdown and start-up codes (57P01–57P03),
 * and node's own refusals; SQLite, a file, never says so.
 */
const PG_CODES = /^(08\d{3}|57P0[1-3])$/;
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && (PG_CODES.test(e.code) || NODE_CODES.has(e.code))) return true;
  return typeof e?.message === 'string' && PG_MESSAGES.test(e.message);
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The records are out of reach for a moment. Please try again shortly.';
