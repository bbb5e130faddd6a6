import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { signIdentity, type Identity } from '@muster/services/auth';
import { buildServicesApp } from '@muster/services/app';
import { type Db, migrateToLatest, openDb, repoRoot } from '@muster/services/db';
import { rebuildSuggestions } from '@muster/services/suggest';
import { seedFixtures } from '@muster/testkit/fixtures';
import pg from 'pg';
import { percentile } from '../stats';
import { writeImportFile } from './import-file';

export interface ImportBenchOptions {
  dbs: ('sqlite' | 'postgres')[];
  rows: number;
  /** Rows of the second import, run while search is measured. */
  loadRows: number;
  /** Searches per p95 sample. */
  searches: number;
  log: (line: string) => void;
}

const SECRET = 'import-bench-secret';
const dir = path.join(repoRoot, 'data', 'bench', 'import');
// Another schema when one bench run must not meet another's (IMPORT_BENCH_SCHEMA).
const PG_SCHEMA = process.env.IMPORT_BENCH_SCHEMA || 'muster_import_bench';
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const QUERIES = ['Baker', 'Putnam John', 'Sargent', 'Hale William', 'Rollins', 'Osgood Levi', 'Whitcomb', 'Tuttle'];

/**
 * `npm run bench -- import`: a fresh database of the test fixtures per engine; a generated file of `rows` soldiers
 * (1% bad) imported through the services' REST route as staff would, timed from the request to the job's `done`
 * (when every row is searchable, facets included); then search p95 idle and while a second import runs, timed by a
 * client in another process (search-client.mjs), as users would see it.
 */
export async function runImportBench(o: ImportBenchOptions): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const results: string[] = [];
  for (const name of o.dbs) {
    const db = await freshDb(name);
    const app = await buildServicesApp({
      db,
      dataDir: dir,
      internalSecret: SECRET,
      imports: { importsRoot: dir },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const searcher = new Searcher(base);
    try {
      const main = path.join(dir, `rows-${name}.csv`);
      o.log(`[${name}] writing ${o.rows.toLocaleString()} rows`);
      const good = writeImportFile(main, o.rows, [101, 102, 103], 301);
      const t0 = Date.now();
      const id = await startImport(base, `rows-${name}.csv`);
      const done = await waitDone(base, id, (p) => o.log(`[${name}] ${p.rowsRead.toLocaleString()} rows read`));
      const seconds = (Date.now() - t0) / 1000;
      const written = done.progress.rowsWritten as number;
      const found = await search(base, 'Baker');
      const rate = Math.round(written / seconds);
      results.push(
        `${name.padEnd(8)} ${o.rows.toLocaleString()} rows, ${written.toLocaleString()} written (${good === written ? 'all good rows' : `expected ${good}`}), ` +
          `${done.progress.rowsRejected} rejected: ${rate.toLocaleString()} rows/s, searchable after ${seconds.toFixed(1)} s ` +
          `(search "Baker" total ${found.total.toLocaleString()}) ${rate >= 5000 ? 'PASS' : 'FAIL'} (target 5,000 rows/s)`,
      );
      o.log(results.at(-1)!);

      const idle = await searcher.time(o.searches);
      writeImportFile(path.join(dir, `load-${name}.csv`), o.loadRows, [101, 102, 103], 301);
      const loadId = await startImport(base, `load-${name}.csv`);
      await waitState(base, loadId, (s) => s.progress.rowsWritten > 0);
      // Only searches answered while the import still ran count.
      const busy: number[] = [];
      while (busy.length < o.searches) {
        const sample = await searcher.time(1, busy.length);
        if ((await getImport(base, loadId)).state !== 'running') break;
        busy.push(...sample);
      }
      await waitDone(base, loadId, () => {});
      const ratio = percentile(busy, 95) / percentile(idle, 95);
      results.push(
        `${name.padEnd(8)} search p50/p95 idle ${percentile(idle, 50).toFixed(1)}/${percentile(idle, 95).toFixed(1)} ms, ` +
          `during an import ${percentile(busy, 50).toFixed(1)}/${percentile(busy, 95).toFixed(1)} ms (${busy.length} searches): ` +
          `p95 ${ratio.toFixed(2)}× ${ratio <= 2 ? 'PASS' : 'FAIL'} (target ≤ 2×)`,
      );
      o.log(results.at(-1)!);
    } finally {
      searcher.close();
      await app.close();
      await db.close();
    }
  }
  console.log(`\nImport bench (${o.rows.toLocaleString()} rows, 1% bad):\n${results.join('\n')}`);
}

async function freshDb(name: 'sqlite' | 'postgres'): Promise<Db> {
  let db: Db;
  if (name === 'sqlite') {
    const file = path.join(dir, 'import-bench.sqlite');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    db = openDb({ sqliteFile: file });
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${PG_SCHEMA} CASCADE; DROP SCHEMA IF EXISTS ${PG_SCHEMA}_pgboss CASCADE;
      CREATE SCHEMA ${PG_SCHEMA}`);
    await client.end();
    db = openDb({ databaseUrl, pgSchema: PG_SCHEMA });
  }
  await migrateToLatest(db.db);
  await seedFixtures(db.db, dir);
  // As the demo has them (npm start builds them): a finished import adds its records to the suggestion tables, and
  // that is part of "searchable when done".
  await rebuildSuggestions(db.db);
  return db;
}

const staff = () => ({
  'x-muster-auth': signIdentity(
    {
      userId: 2,
      username: 'archivist',
      accountStatus: 'non-subscriber',
      roles: ['admin'],
      institutionId: null,
    } as unknown as Identity,
    SECRET,
  ),
});

async function startImport(base: string, file: string): Promise<number> {
  const res = await fetch(`${base}/import/jobs`, {
    method: 'POST',
    headers: { ...staff(), 'content-type': 'application/json' },
    body: JSON.stringify({ publicationId: 1, serverPath: file }),
  });
  if (res.status !== 201) throw new Error(`import refused: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

interface ImportState {
  state: string;
  progress: { rowsRead: number; rowsWritten: number; rowsRejected: number };
}

const getImport = async (base: string, id: number) =>
  (await (await fetch(`${base}/import/jobs/${id}`, { headers: staff() })).json()) as ImportState;

async function waitState(base: string, id: number, until: (s: ImportState) => boolean): Promise<ImportState> {
  for (;;) {
    const s = await getImport(base, id);
    if (until(s)) return s;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function waitDone(base: string, id: number, progress: (p: ImportState['progress']) => void) {
  let last = 0;
  const s = await waitState(base, id, (x) => {
    if (Date.now() - last > 10_000) {
      last = Date.now();
      progress(x.progress);
    }
    return !['queued', 'running'].includes(x.state);
  });
  if (s.state !== 'done') throw new Error(`import ${id} ended ${s.state}`);
  return s;
}

async function search(base: string, keywords: string): Promise<{ total: number }> {
  const res = await fetch(`${base}/fold31-search/doc-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keywords, maxCount: 20 }),
  });
  if (!res.ok) throw new Error(`search ${res.status}`);
  return (await res.json()) as { total: number };
}

/** Times searches (the QUERIES in turn, from `from` on) in a child process, one after another. */
class Searcher {
  private readonly child: ChildProcess;

  constructor(private readonly base: string) {
    // Plain node: the client is JavaScript and needs none of the bench's TypeScript loader.
    this.child = fork(fileURLToPath(new URL('./search-client.mjs', import.meta.url)), [], { execArgv: [] });
  }

  time(n: number, from = 0): Promise<number[]> {
    const keywords = Array.from({ length: n }, (_, i) => QUERIES[(from + i) % QUERIES.length]);
    return new Promise((resolve, reject) => {
      this.child.once('message', (m: { times?: number[]; error?: string }) =>
        m.times ? resolve(m.times) : reject(new Error(m.error)),
      );
      this.child.send({ base: this.base, keywords });
    });
  }

  close(): void {
    this.child.kill();
  }
}
