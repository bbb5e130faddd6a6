/** How browser sessions behave (ARCHITECTURE.md "Auth"; README's environment table names the variables). */
export interface SessionSettings {
  /** Signs the session cookie (SESSION_SECRET). */
  secret: string;
  /** Secure cookie: true, false, or 'auto' = whenever the request came over https (directly or via a trusted proxy). */
  secure: boolean | 'auto';
  /** Without a request for this long a session needs the password again (SESSION_IDLE_MINUTES, default 30). */
  idleMs: number;
  /** A session ends this long after sign-in, however busy (SESSION_MAX_DAYS, default 30). */
  maxAgeMs: number;
  /**
   * How long image requests trust the session's copy of the member before reading it again; GraphQL
   * requests always read it, so a changed password or role counts at once.
   */
  userCheckMs: number;
  /** Redis for the session store; the database (through the services) when absent. */
  redisUrl?: string;
  /** Prefix of session keys in Redis. */
  redisPrefix: string;
}

export const SESSION_COOKIE = 'muster.sid';
export const DEV_SESSION_SECRET = 'dev-session-secret';

export const DEFAULT_SESSION_SETTINGS: SessionSettings = {
  secret: DEV_SESSION_SECRET,
  secure: 'auto',
  idleMs: 30 * 60_000,
  maxAgeMs: 30 * 24 * 3600_000,
  userCheckMs: 60_000,
  redisPrefix: 'muster-sess:',
};

/** The settings from SESSION_SECRET, COOKIE_SECURE, SESSION_IDLE_MINUTES, SESSION_MAX_DAYS and REDIS_NAMESPACE. */
export function sessionSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SessionSettings {
  const secure = (env.COOKIE_SECURE ?? 'auto').toLowerCase();
  return {
    ...DEFAULT_SESSION_SETTINGS,
    secret: env.SESSION_SECRET || DEV_SESSION_SECRET,
    secure: /^(1|true|yes|on)$/.test(secure) ? true : /^(0|false|no|off)$/.test(secure) ? false : 'auto',
    idleMs: positive(env.SESSION_IDLE_MINUTES, 30) * 60_000,
    maxAgeMs: positive(env.SESSION_MAX_DAYS, 30) * 24 * 3600_000,
    redisUrl: env.REDIS_URL || undefined,
    // Deployments sharing one Redis (a cluster beside `npm start`, test runs) keep their sessions apart too.
    ...(env.REDIS_NAMESPACE ? { redisPrefix: `${env.REDIS_NAMESPACE}-sess:` } : {}),
  };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}
