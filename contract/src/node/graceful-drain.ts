import type { Server } from 'node:http';

export interface DrainSettings {
  /** DRAIN_DELAY_MS: how long /ready answers 503 while new connections are still taken, so a load balancer polling it stops sending first (default 0). */
  delayMs: number;
  /** DRAIN_TIMEOUT_MS: how long in-flight requests may take to finish before their connections are cut (default 10 s). */
  timeoutMs: number;
}

export function drainSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DrainSettings {
  const ms = (value: string | undefined, fallback: number) =>
    value && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback;
  return { delayMs: ms(env.DRAIN_DELAY_MS, 0), timeoutMs: ms(env.DRAIN_TIMEOUT_MS, 10_000) };
}

export interface DrainSteps {
  /** Marks the process as draining: /ready answers 503 from now on. */
  beginDrain(): void;
  /** Stops accepting connections and resolves once every in-flight request has been answered. */
  closeServer(): Promise<void>;
  /** The HTTP server, whose remaining connections are cut when the timeout passes. */
  server: Server;
  /** Closes what the requests used (database pools, Redis, job workers), after the last request. */
  release(): Promise<void>;
  log?: (message: string) => void;
}

/**
 * On SIGTERM or SIGINT: /ready says 503 at once, the listener closes after `delayMs`, in-flight requests finish
 * (cut after `timeoutMs`), then pools and workers close and the process exits: 0 when every request finished,
 * 1 when some had to be cut or closing failed. Another signal more than a second later exits at once.
 */
export function drainOnSignals(steps: DrainSteps, settings: DrainSettings): void {
  const log = steps.log ?? ((message: string) => console.log(message));
  let drainingSince = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    // Ctrl-C under `npm start` brings two at once (the terminal's SIGINT and the launcher's SIGTERM): one drain.
    // A signal a second later is someone insisting: exit now.
    if (drainingSince) {
      if (Date.now() - drainingSince > 1000) process.exit(1);
      return;
    }
    drainingSince = Date.now();
    log(`${signal}: draining (delay ${settings.delayMs} ms, timeout ${settings.timeoutMs} ms)`);
    void drain(steps, settings).then(
      (cut) => {
        if (cut) log('drain timeout: connections still open were cut');
        process.exit(cut ? 1 : 0);
      },
      (error: unknown) => {
        console.error('drain failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** The drain itself; resolves whether connections had to be cut. */
export async function drain(steps: DrainSteps, settings: DrainSettings): Promise<boolean> {
  steps.beginDrain();
  if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    steps.server.closeAllConnections();
  }, settings.timeoutMs);
  try {
    await steps.closeServer();
  } finally {
    clearTimeout(timer);
  }
  await steps.release();
  return cut;
}
