// Detached processes with a pid file and a log file each in the cluster's folder: they outlive the command
// that started them, and a later `stop`, `status` or `restart` finds them by pid, never by name.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const pidFile = (dir: string, name: string) => path.join(dir, `${name}.pid`);
export const logFile = (dir: string, name: string) => path.join(dir, `${name}.log`);

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a process of the cluster that is still running, or null (a stale pid file is removed). */
export function runningPid(dir: string, name: string): number | null {
  const file = pidFile(dir, name);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) return pid;
  fs.rmSync(file, { force: true });
  return null;
}

/** Starts a command detached from this one, its output appended to `<name>.log`, and records its pid. */
export function startDetached(
  dir: string,
  name: string,
  command: string,
  args: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): number {
  fs.mkdirSync(dir, { recursive: true });
  const log = fs.openSync(logFile(dir, name), 'a');
  fs.writeSync(log, `\n--- ${new Date().toISOString()} starting ${name}\n`);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (!child.pid) throw new Error(`${name} did not start (${command})`);
  child.unref();
  fs.writeFileSync(pidFile(dir, name), `${child.pid}\n`);
  return child.pid;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM, so the process drains what it is answering, then SIGKILL if it is still there after `graceMs`.
 * Resolves once the process is gone.
 */
export async function stopProcess(dir: string, name: string, graceMs = 15_000): Promise<boolean> {
  const pid = runningPid(dir, name);
  if (pid === null) return false;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < until) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await sleep(50);
  }
  fs.rmSync(pidFile(dir, name), { force: true });
  return true;
}

/** Waits until `url` answers 200, failing early if the process `pid` exits meanwhile. */
export async function waitHealthy(url: string, pid: number, name: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) throw new Error(`${name} exited while starting: see its log`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Refuses a port something else listens on: the health check would otherwise be answered by that other process
 * (another worktree's cluster, say) and ours, failing to listen, would be taken for started.
 */
export async function ensurePortFree(host: string, port: number, name: string): Promise<void> {
  const server = net.createServer();
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    server.once('error', resolve);
    server.listen(port, host, () => resolve(null));
  });
  if (!error) return new Promise((resolve) => server.close(() => resolve()));
  throw new Error(
    `${name} cannot listen on ${host}:${port}: ${error.code ?? error.message} (CLUSTER_PORT moves the cluster)`,
  );
}
