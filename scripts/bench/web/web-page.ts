// One page load in headless Chromium over a simulated mobile connection (issue 16 point 17): the Chrome DevTools
// Protocol's network emulation adds 150 ms to every request and lets 200,000 bytes a second down (no CPU
// throttling). It reports the bytes the site sent (encodedDataLength: headers and bodies as they crossed the wire,
// so compressed) and the page's Largest Contentful Paint from the browser's own PerformanceObserver.
import type { Browser, BrowserContext } from 'playwright-core';

export const MOBILE = { latencyMs: 150, downBytesPerSecond: 200_000, upBytesPerSecond: 100_000 };

export interface PageLoad {
  requests: number;
  bytes: number;
  scriptBytes: number;
  /** Milliseconds from navigation start; null when the browser reported none. */
  lcp: number | null;
  /** What the LCP entry painted: tag, class and (for an image) the file's name; null without one. */
  lcpElement: string | null;
  /**
   * For the viewer: milliseconds from navigation start until the first tile of the scan arrived (the scan is a
   * canvas, which Largest Contentful Paint does not consider); null on other pages.
   */
  firstTile: number | null;
}

interface LcpWindow {
  __lcp: number | null;
  __lcpElement: string | null;
}

/** Records LCP candidates from the first paint on; the last one before input is the page's LCP. */
function watchLcp(): void {
  const w = window as unknown as LcpWindow;
  w.__lcp = null;
  w.__lcpElement = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      w.__lcp = entry.startTime;
      const el = entry.element;
      const file = entry.url
        ? ` ${entry.url
            .replace(/[?#].*$/, '')
            .split('/')
            .slice(-3)
            .join('/')}`
        : '';
      w.__lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}${file}`
        : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** When the first IIIF tile of the scan (not its info.json) finished arriving, from the page's resource timing. */
function firstTileArrival(): number | null {
  const ends = performance
    .getEntriesByType('resource')
    .filter((e) => /\/iiif\/3\/.+\/default\.(jpg|png|webp)/.test(e.name))
    .map((e) => (e as PerformanceResourceTiming).responseEnd);
  return ends.length ? Math.min(...ends) : null;
}

async function load(context: BrowserContext, url: string, ready?: string): Promise<PageLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downBytesPerSecond,
    uploadThroughput: MOBILE.upBytesPerSecond,
  });
  const types = new Map<string, string>();
  const result: PageLoad = { requests: 0, bytes: 0, scriptBytes: 0, lcp: null, lcpElement: null, firstTile: null };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    if (e.encodedDataLength === 0) return; // answered from the browser's cache
    result.requests++;
    result.bytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') result.scriptBytes += e.encodedDataLength;
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (ready) await page.locator(ready).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const lcp = await page.evaluate(() => {
      const w = window as unknown as LcpWindow;
      return { at: w.__lcp, element: w.__lcpElement };
    });
    result.lcp = lcp.at;
    result.lcpElement = lcp.element;
    result.firstTile = await page.evaluate(firstTileArrival);
  } finally {
    await page.close();
  }
  return result;
}

/** A first visit (empty cache, new browser context) and then a second visit of the same page in that context. */
export async function measurePage(
  browser: Browser,
  url: string,
  ready?: string,
): Promise<{ first: PageLoad; repeat: PageLoad }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript(watchLcp);
    const first = await load(context, url, ready);
    const repeat = await load(context, url, ready);
    return { first, repeat };
  } finally {
    await context.close();
  }
}
