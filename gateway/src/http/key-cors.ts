import cors from 'cors';
import type { RequestHandler } from 'express';
import type { KeyOrigins } from '../auth/api-key/key-origins';

/**
 * CORS for /graphql: a browser page may call the API only from an origin registered with a live API key, and
 * the answer names that origin (never `*`). Preflights are answered here, before the body and the bearer door
 * (a preflight carries no Authorization), and also for the web origins of the apps registered with Muster's
 * OAuth server. Cookies are not admitted cross-origin: a partner's page sends its key, an app its token.
 * The website itself is same-origin and needs none of this.
 */
export function keyCors(origins: KeyOrigins, appOrigins: ReadonlySet<string> = new Set()): RequestHandler {
  return cors({
    origin: (origin, callback) => {
      if (!origin) return callback(null, false);
      // A single-page app registered with Muster's OAuth server calls from its redirect URIs' origin.
      if (appOrigins.has(origin)) return callback(null, origin);
      origins.allows(origin).then(
        (allowed) => callback(null, allowed ? origin : false),
        // Without the list (services unreachable) no origin is admitted; the request itself goes on.
        () => callback(null, false),
      );
    },
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'],
    exposedHeaders: ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
}
