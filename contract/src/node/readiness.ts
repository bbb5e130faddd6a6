/** What one dependency answered to a readiness probe. */
export type CheckState = 'up' | 'down';

/**
 * The body of GET /ready on the gateway and the services: 200 with status `ready`, or 503 with `unavailable` (and the
 * names of what is down) or `draining` (the process is shutting down). States only, never errors or addresses.
 */
export interface Readiness {
  status: 'ready' | 'unavailable' | 'draining';
  checks: Record<string, CheckState>;
  down: string[];
}

export type Probe = () => Promise<unknown>;

/**
 * Runs every probe at once, each bounded by `timeoutMs` (a hung database or Redis is down, not a hung /ready).
 * `onDown` hears the error of each failed probe, for the process's log.
 */
export async function checkReadiness(
  probes: Record<string, Probe>,
  options: { timeoutMs: number; draining: boolean; onDown?: (name: string, error: unknown) => void },
): Promise<Readiness> {
  const names = Object.keys(probes);
  const states = await Promise.all(
    names.map((name) =>
      withTimeout(probes[name]!(), options.timeoutMs).then(
        (): CheckState => 'up',
        (error: unknown): CheckState => {
          options.onDown?.(name, error);
          return 'down';
        },
      ),
    ),
  );
  const checks = Object.fromEntries(names.map((name, i) => [name, states[i]!]));
  const down = names.filter((_, i) => states[i] === 'down');
  const status = options.draining ? 'draining' : down.length ? 'unavailable' : 'ready';
  return { status, checks, down };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** READY_TIMEOUT_MS: how long one readiness probe may take (default 2 s, under a load balancer's check timeout). */
export function readyTimeoutFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.READY_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 2000;
}
