// npm run bench -- web (issue 16 point 17): the home, search-results, record and viewer pages of the production
// build, served by the gateway as production serves them, loaded in headless Chromium over a simulated mobile
// connection (web-page.ts). Prints the bytes sent and the Largest Contentful Paint of each page, first visit and
// repeat visit, and the home page's JavaScript budget from the build manifest (home-budget.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchChromium } from '@muster/testkit/chromium';
import { createGateway } from '@muster/gateway/server';
import { repoRoot } from '@muster/services/db';
import { startServicesProcess } from '../node-process';
import { preparePartnerData } from '../partner/partner-data';
import { median } from '../stats';
import { buildSite } from '../tile-site';
import { HOME_JS_BUDGET_GZIP, initialScripts } from './home-budget';
import { MOBILE, type PageLoad, measurePage } from './web-page';

export const LCP_TARGET_MS = 2_500;
const webDir = path.join(repoRoot, 'data', 'bench', 'web');

interface BenchPage {
  name: string;
  path: string;
  /** What shows the page has its content (the LCP is read once the network is idle after it). */
  ready: string;
}

async function pagesOf(data: Awaited<ReturnType<typeof preparePartnerData>>): Promise<BenchPage[]> {
  const { db, close } = data.open();
  try {
    // A record on an open publication, so a visitor sees the record itself, not a deny page.
    const record = await db
      .selectFrom('index_records as r')
      .innerJoin('publications as p', 'p.id', 'r.publication_id')
      .select(['r.id', 'r.image_id', 'r.surname'])
      .orderBy((eb) => eb.case().when('p.access_level', '=', 'PUBLIC').then(0).else(1).end())
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    return [
      { name: 'home', path: '/', ready: 'main h1' },
      {
        name: 'search results',
        path: `/search?docQuery=k:${encodeURIComponent(record.surname)}`,
        ready: 'main a[href^="/record/"], main a[href^="/image/"]',
      },
      { name: 'record', path: `/record/${record.id}`, ready: 'main h1' },
      { name: 'viewer', path: `/image/${record.image_id}`, ready: '.scan-viewer__canvas canvas' },
    ];
  } finally {
    await close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const secs = (ms: number | null) => (ms == null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

export async function runWebBench(options: { rounds: number; log: (m: string) => void }): Promise<void> {
  const { rounds, log } = options;
  const dist = buildSite(log, path.join(webDir, 'client-dist'));
  const data = await preparePartnerData('demo', log);
  const pages = await pagesOf(data);
  const services = await startServicesProcess(data.env);
  const server = http.createServer();
  let gateway: Awaited<ReturnType<typeof createGateway>> | undefined;
  const browser = await launchChromium();
  const results: { page: BenchPage; first: PageLoad[]; repeat: PageLoad[] }[] = [];
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    gateway = await createGateway({ servicesUrl: services.url, clientDist: dist, production: true, publicOrigin: url });
    server.on('request', gateway.app);
    // One unmeasured pass: the services' caches and the scans' tiles are made, as on a site that is in use.
    for (const page of pages) await measurePage(browser, `${url}${page.path}`, page.ready);
    for (const page of pages) results.push({ page, first: [], repeat: [] });
    for (let round = 1; round <= rounds; round++) {
      log(`round ${round} of ${rounds}`);
      for (const result of results) {
        const { first, repeat } = await measurePage(browser, `${url}${result.page.path}`, result.page.ready);
        result.first.push(first);
        result.repeat.push(repeat);
      }
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway?.stop();
    await services.stop();
  }

  const budget = initialScripts(dist);
  const homeJs = budget.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `\nMobile connection: ${MOBILE.latencyMs} ms latency, ${MOBILE.downBytesPerSecond.toLocaleString('en')} bytes/s ` +
      `down, ${MOBILE.upBytesPerSecond.toLocaleString('en')} up, no CPU throttling; viewport 390x844; ${data.name}; ` +
      `median of ${rounds} rounds, each a fresh browser context.\n`,
  );
  console.log(
    '| page | requests | bytes sent | of which scripts | LCP | target ≤ 2.5 s | repeat visit: requests, bytes, LCP |',
  );
  console.log('|---|---:|---:|---:|---:|---|---|');
  for (const { page, first, repeat } of results) {
    const m = (list: PageLoad[], key: 'requests' | 'bytes' | 'scriptBytes') => median(list.map((l) => l[key]));
    const lcps = (list: PageLoad[]) => list.map((l) => l.lcp).filter((v): v is number => v != null);
    const lcp = lcps(first).length ? median(lcps(first)) : null;
    const repeatLcp = lcps(repeat).length ? median(lcps(repeat)) : null;
    console.log(
      `| ${page.name} | ${m(first, 'requests')} | ${kb(m(first, 'bytes'))} | ${kb(m(first, 'scriptBytes'))} | ` +
        `${secs(lcp)} | ${lcp != null && lcp <= LCP_TARGET_MS ? 'PASS' : 'FAIL'} | ` +
        `${m(repeat, 'requests')}, ${kb(m(repeat, 'bytes'))}, ${secs(repeatLcp)} |`,
    );
  }
  // What each page's LCP is (the most frequent element over the first visits) and, for the viewer, when its scan's
  // first tile arrived: the scan is a canvas, which Largest Contentful Paint leaves out.
  console.log('\n| page | LCP element (first visit) | first scan tile arrived (first visit) |');
  console.log('|---|---|---:|');
  for (const { page, first } of results) {
    const elements = first.map((l) => l.lcpElement ?? 'none');
    const common = [...new Set(elements)].sort(
      (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
    )[0];
    const tiles = first.map((l) => l.firstTile).filter((v): v is number => v != null);
    console.log(`| ${page.name} | ${common ?? 'n/a'} | ${tiles.length ? secs(median(tiles)) : '–'} |`);
  }
  console.log(
    `\nHome page JavaScript (build manifest): ${kb(homeJs)} gzipped in ${budget.length} files, budget ` +
      `${kb(HOME_JS_BUDGET_GZIP)}: ${homeJs <= HOME_JS_BUDGET_GZIP ? 'PASS' : 'FAIL'}`,
  );
  const resultsDir = path.join(repoRoot, 'data', 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ mobile: MOBILE, rounds, homeJs: budget, results }, null, 2));
  log(`raw figures: ${path.relative(repoRoot, file)}`);
}
