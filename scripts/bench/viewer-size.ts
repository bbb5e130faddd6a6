// The viewer's JavaScript size (issue 5 point 8): the script files headless Chromium fetches for
// /image/{id} of the production build until the deep-zoom viewer is up, against those of the home page;
// what only the viewer page loads is the viewer's own weight. Sizes are of the built files, raw and gzipped
// (zlib's default level, as a web server or CDN compresses them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { TilesBenchData } from './tile-data';
import { startSite } from './tile-site';

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
}

async function scriptsOf(page: Page, origin: string, open: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname);
  });
  await open();
  return [...scripts];
}

export async function measureViewerSize(options: {
  data: TilesBenchData;
  dist: string;
  browser: Browser;
  log: (m: string) => void;
}): Promise<{ viewerPage: ScriptSize[]; viewerOnly: ScriptSize[] }> {
  const { data, dist, browser } = options;
  const site = await startSite(data, dist);
  const sizeOf = (pathname: string): ScriptSize => {
    const body = fs.readFileSync(path.join(dist, pathname));
    return { file: pathname.replace(/^\//, ''), raw: body.length, gzip: zlib.gzipSync(body).length };
  };
  let home: string[];
  let viewer: string[];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const homePage = await context.newPage();
      home = await scriptsOf(homePage, site.url, async () => {
        await homePage.goto(`${site.url}/`, { waitUntil: 'networkidle' });
      });
      await homePage.close();
      // A fresh context, so the HTTP cache hides no script the viewer page asks for.
      const viewerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const viewerPage = await viewerContext.newPage();
        viewer = await scriptsOf(viewerPage, site.url, async () => {
          await viewerPage.goto(`${site.url}/image/${data.scans[0]!.imageId}`);
          await viewerPage.locator('.scan-viewer__canvas canvas').first().waitFor({ timeout: 60_000 });
          await viewerPage.waitForLoadState('networkidle');
        });
      } finally {
        await viewerContext.close();
      }
    } finally {
      await context.close();
    }
  } finally {
    await site.stop();
  }
  const viewerPage = viewer.map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const viewerOnly = viewerPage.filter((s) => !home.includes(`/${s.file}`));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const sum = (list: ScriptSize[], key: 'raw' | 'gzip') => list.reduce((n, s) => n + s[key], 0);
  console.log('\nJavaScript of the viewer page /image/{id} (production build), gzipped:');
  console.log('\n| script | loaded on | raw | gzip |');
  console.log('|---|---|---:|---:|');
  for (const s of viewerPage)
    console.log(
      `| ${s.file} | ${viewerOnly.includes(s) ? 'viewer page only' : 'home page too'} | ${kb(s.raw)} | ${kb(s.gzip)} |`,
    );
  console.log(`| **viewer page, all scripts** | | ${kb(sum(viewerPage, 'raw'))} | ${kb(sum(viewerPage, 'gzip'))} |`);
  console.log(`| **loaded only on viewer pages** | | ${kb(sum(viewerOnly, 'raw'))} | ${kb(sum(viewerOnly, 'gzip'))} |`);
  return { viewerPage, viewerOnly };
}
