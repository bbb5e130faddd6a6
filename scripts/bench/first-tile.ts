// Time to the first sharp tile (issue 5 point 8): headless Chromium opens /image/{id} of the production
// build, and a hook in the page notes when each IIIF tile image finishes loading and the second animation
// frame after it (OpenSeadragon draws a loaded tile in its next frame, which the frame after shows). A
// tile is sharp when its level has at least one scan pixel per screen pixel at the page's fitted view:
// the level OpenSeadragon settles on. Every run is a fresh browser context (empty HTTP cache); the first
// pass over the scans finds the image service's tile cache empty (cold), the second finds it warm.
import type { Browser, Page } from 'playwright-core';
import { scaleFactors } from '@muster/services/iiif';
import { median, ms } from './stats';
import type { TilesBenchData } from './tile-data';
import { sharpFactor, zoomInSequence } from './tile-sequence';
import { startSite } from './tile-site';

/** Milliseconds from navigation start. */
interface Milestones {
  domContentLoaded: number;
  /** The image's info.json has arrived (the viewer page's code and its GraphQL query came first). */
  infoJson: number;
  /** OpenSeadragon asks for its first tile, shows one, shows a sharp one. */
  firstAsked: number;
  firstTile: number;
  firstSharpTile: number;
}

const COLUMNS: [keyof Milestones, string][] = [
  ['domContentLoaded', 'DOMContentLoaded'],
  ['infoJson', 'info.json arrived'],
  ['firstAsked', 'first tile asked for'],
  ['firstTile', 'first tile on screen'],
  ['firstSharpTile', '**first sharp tile on screen**'],
];

export interface FirstTileRun {
  imageId: number;
  phase: 'cold' | 'warm';
  milestones: Milestones;
  sharpFactor: number;
}

interface TileRecord {
  url: string;
  asked: number;
  loaded?: number;
  shown?: number;
}

/** Installed before the page's own scripts: watches every <img> src OpenSeadragon sets for a tile. */
function tileHook(): void {
  const w = window as unknown as { __tiles: TileRecord[] };
  w.__tiles = [];
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(this: HTMLImageElement, value: string) {
      if (/\/iiif\/3\/\d+\/[^?]+\/0\/default\.jpg/.test(value)) {
        const record: TileRecord = { url: value, asked: performance.now() };
        w.__tiles.push(record);
        this.addEventListener(
          'load',
          () => {
            record.loaded = performance.now();
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                record.shown = performance.now();
              }),
            );
          },
          { once: true },
        );
      }
      src.set!.call(this, value);
    },
  });
}

/** The pyramid level (scale factor) of a tile address, from its region and size. */
export function tileFactor(url: string, image: { width: number }): number {
  const m = /\/iiif\/3\/\d+\/([^/]+)\/([^/]+)\/0\/default\.jpg/.exec(url);
  if (!m) return Number.NaN;
  const [, region, size] = m;
  const regionWidth = region === 'full' ? image.width : Number(region!.split(',')[2]);
  const sizeWidth = size === 'max' ? image.width : Number(size!.split(',')[0]);
  return 2 ** Math.round(Math.log2(regionWidth / sizeWidth));
}

async function openOnce(page: Page, url: string, image: { width: number; height: number }, timeoutMs: number) {
  await page.goto(url, { waitUntil: 'commit' });
  const canvas = page.locator('.scan-viewer__canvas');
  await canvas.waitFor({ timeout: timeoutMs });
  const box = (await canvas.boundingBox())!;
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  const display = Math.min(box.width / image.width, box.height / image.height) * dpr;
  const sharp = sharpFactor(scaleFactors(image.width, image.height), display);
  // The times are taken in the page, so how often this looks does not change them.
  const shownAt = async (maxFactor: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const records = await page.evaluate(() => (window as unknown as { __tiles: TileRecord[] }).__tiles);
      const shown = records
        .filter((r) => r.shown !== undefined && tileFactor(r.url, image) <= maxFactor)
        .map((r) => r.shown!);
      if (shown.length) return Math.min(...shown);
      if (Date.now() > deadline)
        throw new Error(
          `no tile of level 1/${maxFactor} was shown within ${timeoutMs / 1000} s (${records.length} tiles asked for)`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const firstTile = await shownAt(Number.POSITIVE_INFINITY);
  const firstSharpTile = await shownAt(sharp);
  const asked = await page.evaluate(() => (window as unknown as { __tiles: TileRecord[] }).__tiles.map((r) => r.asked));
  // Then until the fitted view has all it wants (no new tile for half a second), to check the bench's sequence.
  let count = -1;
  const settleBy = Date.now() + timeoutMs;
  for (let quiet = Date.now(); Date.now() - quiet < 500 && Date.now() < settleBy;) {
    const n = await page.evaluate(() => (window as unknown as { __tiles: TileRecord[] }).__tiles.length);
    if (n !== count) [count, quiet] = [n, Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const urls = await page.evaluate(() => (window as unknown as { __tiles: TileRecord[] }).__tiles.map((r) => r.url));
  const paths = new Set(urls.map((u) => /\/iiif\/3\/\d+\/([^?]+)/.exec(u)?.[1]));
  const simulated = zoomInSequence(image, { width: box.width * dpr, height: box.height * dpr }, { x: 0.5, y: 0.5 }, 1);
  const common = simulated.filter((p) => paths.has(p)).length;
  const boot = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const info = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.name.includes('/info.json'))
      .map((e) => e.responseEnd);
    return { domContentLoaded: nav?.domContentLoadedEventEnd ?? Number.NaN, infoJson: Math.min(...info) };
  });
  const milestones: Milestones = { ...boot, firstAsked: Math.min(...asked), firstTile, firstSharpTile };
  return {
    milestones,
    sharpFactor: sharp,
    canvas: box,
    fitted: { viewer: paths.size, bench: simulated.length, common },
  };
}

export async function measureFirstTile(options: {
  data: TilesBenchData;
  dist: string;
  browser: Browser;
  runs: number;
  window: { width: number; height: number };
  log: (m: string) => void;
}): Promise<FirstTileRun[]> {
  const { data, browser, log } = options;
  const site = await startSite(data, options.dist);
  const runs: FirstTileRun[] = [];
  try {
    const scans = Array.from({ length: options.runs }, (_, i) => data.scans[i % data.scans.length]!);
    for (const phase of ['cold', 'warm'] as const) {
      for (const scan of scans) {
        const context = await browser.newContext({ viewport: options.window });
        await context.addInitScript(tileHook);
        const page = await context.newPage();
        try {
          const result = await openOnce(page, `${site.url}/image/${scan.imageId}`, scan, 60_000);
          runs.push({ imageId: scan.imageId, phase, milestones: result.milestones, sharpFactor: result.sharpFactor });
          const m = result.milestones;
          log(
            `  /image/${scan.imageId} (${phase}): info.json ${ms(m.infoJson)} ms, first tile asked ${ms(m.firstAsked)} ms, shown ${ms(m.firstTile)} ms, first sharp tile ${ms(m.firstSharpTile)} ms (level 1/${result.sharpFactor}, viewer ${result.canvas.width}×${result.canvas.height}); fitted view: the viewer asked for ${result.fitted.viewer} tiles, the bench's first step has ${result.fitted.bench}, ${result.fitted.common} of them the same`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await site.stop();
  }
  console.log(
    `\nTime to the first sharp tile, /image/{id} in headless Chromium at ${options.window.width}×${options.window.height}, ${options.runs} runs each, median:`,
  );
  console.log(`\n| image service cache | ${COLUMNS.map(([, label]) => label).join(' | ')} |`);
  console.log(`|---|${COLUMNS.map(() => '---:').join('|')}|`);
  for (const phase of ['cold', 'warm'] as const) {
    const of = runs.filter((r) => r.phase === phase);
    console.log(
      `| ${phase} | ${COLUMNS.map(([key]) => `${ms(median(of.map((r) => r.milestones[key])))} ms`).join(' | ')} |`,
    );
  }
  return runs;
}
