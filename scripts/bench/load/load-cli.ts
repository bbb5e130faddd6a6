// The options of `npm run bench -- load`, read and checked; the bench itself is load.bench.ts.
import { parseArgs } from 'node:util';
import { readClusterTarget } from './cluster-target';
import { runLoadBench } from './load.bench';
import { parsePids } from './memory';

export const loadUsage = `npm run bench -- load [--users 200] [--seconds 60] [--think-min 5] [--think-max 10] [--page-size 100]
    [--target URL [--pids gateway=PID,services=PID]] [--cluster]
  By default starts its own site (services and gateway processes on free ports over a copy of the demo data in
  data/bench/load/). --target runs against a running site instead; its database is reached for the bench's
  accounts through DATABASE_URL/DATABASE_SCHEMA (or SQLITE_FILE) as the data tools reach it, and --pids names the
  processes whose memory to sample. --cluster takes the site, its database and its pids from npm run cluster
  (data/cluster). Exits 1 when a target is missed (a server error, or search p95 over 300 ms).`;

export class LoadUsageError extends Error {}

export async function runLoadCli(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      users: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '60' },
      'think-min': { type: 'string', default: '5' },
      'think-max': { type: 'string', default: '10' },
      'page-size': { type: 'string', default: '100' },
      target: { type: 'string' },
      pids: { type: 'string', default: '' },
      cluster: { type: 'boolean', default: false },
    },
  });
  const number = (name: keyof typeof values, min: number, max: number, integer = true) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max)
      throw new LoadUsageError(`--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
    return n;
  };
  const thinkMs = { min: number('think-min', 0, 600, false) * 1000, max: number('think-max', 0, 600, false) * 1000 };
  if (thinkMs.max < thinkMs.min) throw new LoadUsageError('--think-max must not be below --think-min');
  const pageSize = number('page-size', 20, 100);
  if (![20, 50, 100].includes(pageSize))
    throw new LoadUsageError('--page-size must be 20, 50 or 100 (the website offers those)');
  if (values.cluster && values.target) throw new LoadUsageError('--cluster and --target exclude each other');
  let target;
  if (values.cluster) {
    try {
      target = readClusterTarget();
    } catch (error) {
      throw new LoadUsageError((error as Error).message);
    }
  } else if (values.target) {
    let url: URL;
    try {
      url = new URL(values.target);
    } catch {
      throw new LoadUsageError(`--target must be a URL (got ${values.target})`);
    }
    target = { url: url.origin, processes: parsePids(values.pids!), description: `the site at ${url.origin}` };
  } else if (values.pids) throw new LoadUsageError('--pids goes with --target');
  const verdict = await runLoadBench({
    users: number('users', 1, 10_000),
    seconds: number('seconds', 1, 3_600),
    thinkMs,
    pageSize,
    target,
    log: console.log,
  });
  if (!verdict.pass) process.exitCode = 1;
}
