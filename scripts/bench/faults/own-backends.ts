// The faults bench's own PostgreSQL and Redis, so restarting or stopping them touches nothing else on the machine:
// a Debian PostgreSQL cluster of its own (pg_createcluster, kept between runs) and a redis-server on a free port.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const PG_CLUSTER = 'muster_faults';
export const PG_PORT = 5499;

function pgVersion(): string {
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort() : [];
  const version = versions.at(-1);
  if (!version) throw new Error('no Debian PostgreSQL here (/etc/postgresql): the faults bench needs its tools');
  return version;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
}

/** Makes (once) and starts the bench's PostgreSQL cluster; its URL, trust auth on loopback. */
export function ensurePostgres(log: (line: string) => void): string {
  const version = pgVersion();
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout;
  const line = listed.split('\n').find((l) => l.split(/\s+/)[1] === PG_CLUSTER);
  if (!line) {
    log(`making the PostgreSQL cluster ${version}/${PG_CLUSTER} on port ${PG_PORT} (once)`);
    run('pg_createcluster', [
      version,
      PG_CLUSTER,
      '-p',
      String(PG_PORT),
      '--',
      '--auth-host=trust',
      '--auth-local=trust',
    ]);
  }
  if (!line?.includes('online')) run('pg_ctlcluster', [version, PG_CLUSTER, 'start']);
  return `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
}

/** Restarts the bench's PostgreSQL (fast shutdown: sessions are cut, as in a failover); how long it took. */
export function restartPostgres(): number {
  const started = Date.now();
  run('pg_ctlcluster', [pgVersion(), PG_CLUSTER, 'restart', '-m', 'fast']);
  return Date.now() - started;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** A redis-server of the bench's own, keeping nothing on disk, that can be stopped and started again. */
export class OwnRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await answers(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  }
}
