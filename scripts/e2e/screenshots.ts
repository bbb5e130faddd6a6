// Takes screenshots of the main pages of a running Muster at desktop and phone widths, for a person
// to look at after changing a page: `npx tsx scripts/e2e/screenshots.ts [baseUrl] [outDir] [path…]`.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@muster/testkit/chromium';

const [base = 'http://127.0.0.1:4000', out = 'data/screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length
  ? paths
  : [
      '/',
      '/search?keywords=smith',
      '/browse',
      '/publication/1',
      '/image/1',
      '/record/1',
      '/memorial/1',
      '/regiment/1',
      '/battle/1',
      '/company/1',
    ];
const widths = { desktop: 1280, phone: 390 };

fs.mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const [device, width] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport: { width, height: device === 'phone' ? 844 : 900 } });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${device}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: device === 'phone' ? false : true });
    console.log(path.join(out, name));
  }
  await page.close();
}
await browser.close();
