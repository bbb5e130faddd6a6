// The faults bench's own PostgreSQL, so restarting it touches nothing else on the machine: a Debian PostgreSQL
// cluster of its own (pg_createcluster, kept between runs). Its Redis is testkit's OwnRedis.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

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
