import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '@muster/services/db';

/** A services or gateway process started by its production entry point, for tests of signals and crashes. */
export interface MusterProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL if still running (a test's clean-up). */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `services/src/main.ts` or `gateway/src/main.ts` under tsx with `env` on a free loopback port and waits
 * for its /health. The services' and gateway's port variables are both set, so `env` need not name them.
 */
export async function startMusterProcess(
  which: 'services' | 'gateway',
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<MusterProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, which, 'src', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      ...(which === 'services' ? { SERVICES_PORT: String(port), SERVICES_HOST: '127.0.0.1' } : {}),
      ...(which === 'gateway' ? { PORT: String(port), HOST: '127.0.0.1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const kill = async () => {
    if (child.exitCode != null || child.signalCode != null) return;
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + startTimeoutMs;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode != null) throw new Error(`the ${which} exited with code ${child.exitCode} before answering`);
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`the ${which} did not answer /health within ${startTimeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, port, child, exited, kill };
}

/** Whether a new connection to `url` is refused (the process stopped listening). */
export const connectionRefused = (url: string): Promise<boolean> =>
  fetch(url).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

/** Polls `check` until it holds (true) or `ms` pass (false): for a state that follows a reconnection. */
export async function eventually(check: () => Promise<boolean>, ms = 8000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** A POST whose body is sent in two halves: in flight until `finish()` sends the rest, then resolves its answer. */
export interface SlowPost {
  finish(): Promise<{ status: number; body: string }>;
}

export async function slowPost(url: string, body: string, headers: Record<string, string> = {}): Promise<SlowPost> {
  const bytes = Buffer.from(body);
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.once('error', reject);
    });
  });
  answer.catch(() => undefined); // read by finish(); a failure before then must not be unhandled
  const half = Math.floor(bytes.length / 2);
  await new Promise<void>((resolve, reject) =>
    request.write(bytes.subarray(0, half), (e) => (e ? reject(e) : resolve())),
  );
  return {
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
}
