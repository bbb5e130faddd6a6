// npm run bench -- tiles (issue 5 point 8, docs/performance.md "Tiles"): the same scans through Muster's
// image service and through IIPImage, the same zoom-in tile sequence, cold and warm, side by side in one run.
import fs from 'node:fs';
import path from 'node:path';
import { signImageAccessToken, urlSigningSecret } from '@muster/contract/node';
import { benchDataDir } from './bench-data';
import { type NodeProcess, startGatewayProcess, startServicesProcess } from './node-process';
import { type BenchScan, type TilesBenchData, prepareTilesBenchData, tiffDir, tilesBenchDir } from './tile-data';
import { missingIipImage, startIipImage } from './tile-iipimage';
import { type PassResult, runPass } from './tile-load';
import { printTilesReport, type TilesCell } from './tile-report';
import { type Viewport, focusOf, zoomInSequence } from './tile-sequence';

export interface TilesBenchOptions {
  scans: number;
  clients: number[];
  rounds: number;
  viewport: Viewport;
  /** Also measure the services' own port, without the gateway in front. */
  direct: boolean;
  iipProcesses: number;
  timeoutMs: number;
  regenerate: boolean;
  log: (message: string) => void;
}

/** One image server as the bench starts it: fresh for every cold pass, so no cache of its holds a tile. */
interface Target {
  name: string;
  describe: string;
  start(): Promise<{ urls: string[]; stop(): Promise<void> }>;
}

export async function runTilesBench(options: TilesBenchOptions): Promise<{ data: TilesBenchData; cells: TilesCell[] }> {
  const { log } = options;
  const missing = missingIipImage();
  if (missing) throw new Error(`IIPImage is needed for the comparison: ${missing}`);
  const data = await prepareTilesBenchData({ scans: options.scans, regenerate: options.regenerate, log });
  const paths = data.scans.map((scan) => ({
    scan,
    paths: zoomInSequence(scan, options.viewport, focusOf(scan.imageId)),
  }));
  const tiles = paths.reduce((n, s) => n + s.paths.length, 0);
  log(
    `${data.scans.length} scans, ${tiles} tiles per pass (${(tiles / data.scans.length).toFixed(1)} per scan: fit to a ${options.viewport.width}×${options.viewport.height} viewer, then zoom ×2 per step to full resolution)`,
  );

  const targets = buildTargets(data, paths, options);
  const cells = new Map<string, TilesCell>();
  const cell = (target: string, clients: number, phase: 'cold' | 'warm') => {
    const key = `${target}\n${clients}\n${phase}`;
    if (!cells.has(key))
      cells.set(key, {
        target,
        clients,
        phase,
        tiles: 0,
        wallMs: 0,
        bytes: 0,
        latencies: [],
        passRates: [],
        failures: new Map(),
      });
    return cells.get(key)!;
  };
  const add = (into: TilesCell, pass: PassResult) => {
    into.tiles += pass.latencies.length;
    into.wallMs += pass.wallMs;
    into.bytes += pass.bytes;
    into.latencies.push(...pass.latencies);
    into.passRates.push(pass.latencies.length / (pass.wallMs / 1000));
    for (const [message, n] of pass.failures) into.failures.set(message, (into.failures.get(message) ?? 0) + n);
  };

  const started = Date.now();
  for (let round = 0; round < options.rounds; round++) {
    for (const [ci, clients] of options.clients.entries()) {
      // Whichever server goes first may find the source files in the OS page cache less warm: rotate.
      const shift = (round + ci) % targets.length;
      for (const target of [...targets.slice(shift), ...targets.slice(0, shift)]) {
        const server = await target.start();
        try {
          const cold = await runPass(server.urls, clients, options.timeoutMs);
          const warm = await runPass(server.urls, clients, options.timeoutMs);
          add(cell(target.name, clients, 'cold'), cold);
          add(cell(target.name, clients, 'warm'), warm);
          log(
            `round ${round + 1}/${options.rounds}, ${clients} client${clients > 1 ? 's' : ''}, ${target.name}: cold ${rate(cold)}, warm ${rate(warm)} tiles/s`,
          );
        } finally {
          await server.stop();
        }
      }
    }
  }
  const list = [...cells.values()];
  printTilesReport(
    list,
    targets.map((t) => ({ name: t.name, describe: t.describe })),
    { seconds: (Date.now() - started) / 1000, tiles, rounds: options.rounds },
  );
  writeRaw(list, options, data);
  return { data, cells: list };
}

const rate = (pass: PassResult) => (pass.latencies.length / (pass.wallMs / 1000)).toFixed(0);

function buildTargets(
  data: TilesBenchData,
  paths: { scan: BenchScan; paths: string[] }[],
  options: TilesBenchOptions,
): Target[] {
  const secret = urlSigningSecret();
  const cacheDir = path.join(tilesBenchDir, 'tile-cache');
  const muster = async (direct: boolean) => {
    // An empty tile cache on disk and a new process: nothing rendered or decoded is left from before.
    fs.rmSync(cacheDir, { recursive: true, force: true });
    const services = await startServicesProcess({ ...data.env, IIIF_CACHE_DIR: cacheDir });
    let gateway: NodeProcess | undefined;
    try {
      gateway = direct ? undefined : await startGatewayProcess(services.url);
    } catch (error) {
      await services.stop();
      throw error;
    }
    const base = direct ? `${services.url}/fold31-image-data/iiif/3` : `${gateway!.url}/iiif/3`;
    // A visitor's token, as the gateway signs it into Image.tileSource (one per image, valid an hour).
    const urls = paths.flatMap(({ scan, paths: tiles }) => {
      const token = encodeURIComponent(signImageAccessToken(scan.imageId, null, secret));
      return tiles.map((p) => `${base}/${scan.imageId}/${p}?token=${token}`);
    });
    return {
      urls,
      stop: async () => {
        await gateway?.stop();
        await services.stop();
      },
    };
  };
  const targets: Target[] = [
    {
      name: 'Muster',
      describe: "the site's /iiif/3/… through the gateway to the services (production processes)",
      start: () => muster(false),
    },
    {
      name: 'IIPImage',
      describe: `iipsrv ${options.iipProcesses} process${options.iipProcesses > 1 ? 'es' : ''} behind lighttpd (mod_fastcgi), pyramidal TIFFs`,
      start: async () => {
        const iip = await startIipImage({ tiffDir, processes: options.iipProcesses, cacheMb: 64, jpegQuality: 82 });
        const urls = paths.flatMap(({ scan, paths: tiles }) => tiles.map((p) => `${iip.serviceUrl(scan.tiff)}/${p}`));
        return { urls, stop: iip.stop };
      },
    },
  ];
  if (options.direct)
    targets.push({
      name: 'Muster services',
      describe: "the services' own port, without the gateway (not a target, shows the gateway's share)",
      start: () => muster(true),
    });
  return targets;
}

function writeRaw(cells: TilesCell[], options: TilesBenchOptions, data: TilesBenchData): void {
  const dir = path.join(benchDataDir, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `tiles-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const { log, ...settings } = options;
  fs.writeFileSync(
    file,
    JSON.stringify({
      settings,
      scans: data.scans.map((s) => s.imageId),
      cells: cells.map((c) => ({ ...c, failures: Object.fromEntries(c.failures) })),
    }),
  );
  log(`raw figures: ${path.relative(process.cwd(), file)}`);
}
