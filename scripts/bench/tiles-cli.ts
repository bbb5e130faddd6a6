// Options of `npm run bench -- tiles` (scripts/bench/cli.ts): the image servers side by side, then the
// viewer page in headless Chromium (time to the first sharp tile) and the viewer's JavaScript size.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { launchChromium } from '@muster/testkit/chromium';
import { measureFirstTile } from './first-tile';
import { prepareTilesBenchData } from './tile-data';
import { missingIipImage } from './tile-iipimage';
import { buildSite } from './tile-site';
import { runTilesBench } from './tiles.bench';
import { measureViewerSize } from './viewer-size';

export const tilesUsage = `npm run bench -- tiles [--scans 20] [--clients 1,6] [--rounds 3] [--viewport 856x628]
    [--skip-direct] [--iip-processes ${os.availableParallelism()}] [--browser-runs 5] [--no-browser] [--browser-only]
    [--timeout-ms 30000] [--regenerate]
  --viewport is the deep-zoom canvas the tile sequence is computed for (the viewer's canvas in a 1280×900
  window). Needs Debian's iipimage-server and lighttpd (apt-get install --no-install-recommends iipimage-server lighttpd)
  and, for the browser part, /usr/bin/chromium. The scans are the tiny demo set's, rendered once under
  data/bench/tiles (--regenerate renders them again); the website is built into data/bench/tiles/client-dist.`;

class TilesUsageError extends Error {}

export async function runTilesCli(args: string[]): Promise<void> {
  try {
    await run(args);
  } catch (error) {
    if (!(error instanceof TilesUsageError)) throw error;
    console.error(`${error.message}\n\n${tilesUsage}`);
    process.exitCode = 2;
  }
}

async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      scans: { type: 'string', default: '20' },
      clients: { type: 'string', default: '1,6' },
      rounds: { type: 'string', default: '3' },
      viewport: { type: 'string', default: '856x628' },
      'skip-direct': { type: 'boolean', default: false },
      'iip-processes': { type: 'string', default: String(os.availableParallelism()) },
      'browser-runs': { type: 'string', default: '5' },
      'no-browser': { type: 'boolean', default: false },
      'browser-only': { type: 'boolean', default: false },
      'timeout-ms': { type: 'string', default: '30000' },
      regenerate: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new TilesUsageError(`--${name} must be an integer from ${min} to ${max}`);
    return n;
  };
  const clients = values.clients!.split(',').map((c) => int('clients', c.trim(), 1, 64));
  const viewport = /^(\d{3,4})x(\d{3,4})$/.exec(values.viewport!);
  if (!viewport) throw new TilesUsageError('--viewport must be WIDTHxHEIGHT in pixels, e.g. 856x628');
  const log = (message: string) => console.log(message);
  const scans = int('scans', values.scans!, 1, 36);
  const regenerate = values.regenerate!;
  if (!values['browser-only']) {
    const missing = missingIipImage();
    if (missing) throw new TilesUsageError(`IIPImage is needed for the comparison: ${missing}`);
    await runTilesBench({
      scans,
      clients,
      rounds: int('rounds', values.rounds!, 1, 20),
      viewport: { width: Number(viewport[1]), height: Number(viewport[2]) },
      direct: !values['skip-direct'],
      iipProcesses: int('iip-processes', values['iip-processes']!, 1, 64),
      timeoutMs: int('timeout-ms', values['timeout-ms']!, 100, 600_000),
      regenerate,
      log,
    });
  }
  if (!values['no-browser']) {
    const data = await prepareTilesBenchData({ scans, regenerate: regenerate && !!values['browser-only'], log });
    const dist = buildSite(log);
    const browser = await launchChromium();
    try {
      log('\nopening /image/{id} in headless Chromium');
      await measureFirstTile({
        data,
        dist,
        browser,
        runs: int('browser-runs', values['browser-runs']!, 1, 20),
        window: { width: 1280, height: 900 },
        log,
      });
      await measureViewerSize({ data, dist, browser, log });
    } finally {
      await browser.close();
    }
  }
}
