// Screenshots of Muster's pages for a person to look at after changing one.
//   npx tsx scripts/e2e/screenshots.ts <baseUrl> [outDir] [path…]   the main pages of a running Muster
//   npx tsx scripts/e2e/screenshots.ts --set [outDir]                the review set of issue 16: starts its own
//     stack (the demo generator's tiny data, the built website: `npm run build` first) and shoots the viewer opened
//     from a record, search results, a record, a memorial, the Honor Wall and Browse at 1366×768 and 390×844, for a
//     visitor (`<page>-<desktop|phone>.png`) and a signed-in subscriber (`<page>-subscriber-<desktop|phone>.png`).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { submitSignIn } from '@muster/testkit/browser';
import { launchChromium } from '@muster/testkit/chromium';
import { startStack, type Stack } from '@muster/testkit';

const SIZES = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

const [first = 'http://127.0.0.1:4000', ...rest] = process.argv.slice(2);
const browser = await launchChromium();
try {
  if (first === '--set') await reviewSet(browser, rest[0] ?? 'data/screenshots/set');
  else await mainPages(browser, first, rest[0] ?? 'data/screenshots', rest.slice(1));
} finally {
  await browser.close();
}

/** The main pages of a running site, whole at desktop width and the first screen on a phone. */
async function mainPages(browser: Browser, base: string, out: string, paths: string[]) {
  const pages = paths.length
    ? paths
    : ['/', '/search?keywords=smith', '/browse', '/publication/1', '/image/1', '/record/1', '/memorial/1', '/wall'];
  fs.mkdirSync(out, { recursive: true });
  for (const [device, viewport] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport });
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const name = `${device}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: device === 'desktop' });
      console.log(path.join(out, name));
    }
    await page.close();
  }
}

/** A way to open one page of the set, given the stack and the page to drive. */
type Shot = (page: Page) => Promise<void>;

async function reviewSet(browser: Browser, out: string) {
  fs.mkdirSync(out, { recursive: true });
  const stack = await startStack({ backend: 'sqlite', data: 'tiny', site: true });
  try {
    const ids = await pickPages(stack);
    const open =
      (to: string, ready: string): Shot =>
      async (page) => {
        await page.goto(stack.url + to, { waitUntil: 'networkidle' });
        await page.locator(ready).first().waitFor();
      };
    const viewerFrom =
      (recordId: number): Shot =>
      async (page) => {
        await open(`/record/${recordId}`, 'h1')(page);
        await page.getByRole('link', { name: 'View the original page' }).first().click();
        await page.waitForURL(/\/image\/\d+/);
        await page.locator('.scan-viewer__canvas canvas').first().waitFor();
        await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
      };
    const browsePublication: Shot = async (page) => {
      await open('/browse', '.browse-option')(page);
      await page.locator('.browse-option:not(.browse-option--all)').first().click();
      // A single value below is chosen by itself: wait for the pages at the end of the chain to slide in.
      await page.locator('.browse-grid .grid-thumb').first().waitFor();
    };
    const shots: [string, 'visitor' | 'subscriber' | 'both', Shot][] = [
      ['viewer', 'visitor', viewerFrom(ids.publicRecord)],
      ['viewer', 'subscriber', viewerFrom(ids.subscriberRecord)],
      ['search', 'both', open(`/search?keywords=${encodeURIComponent(ids.surname)}`, '.search-hit')],
      ['record', 'visitor', open(`/record/${ids.publicRecord}`, '.detail-header')],
      ['record-locked', 'visitor', open(`/record/${ids.subscriberRecord}`, '[role="dialog"]')],
      ['record', 'subscriber', open(`/record/${ids.subscriberRecord}`, '.detail-header')],
      ['memorial', 'both', open(`/memorial/${ids.memorial}`, '.memorial-header__body')],
      ['wall', 'both', open('/wall', '.honor-tile')],
      ['browse', 'visitor', open('/browse', '.browse-option')],
      ['browse-publication', 'visitor', browsePublication],
    ];
    for (const who of ['visitor', 'subscriber'] as const) {
      for (const [device, viewport] of Object.entries(SIZES)) {
        const page = await browser.newPage({ viewport });
        if (who === 'subscriber') {
          await submitSignIn(page, stack.url, 'annual');
          await page.locator('.user-menu__toggle').waitFor();
        }
        for (const [name, whom, shoot] of shots) {
          if (whom !== 'both' && whom !== who) continue;
          await shoot(page);
          await page.waitForTimeout(600);
          const file = path.join(out, `${name}${who === 'subscriber' ? '-subscriber' : ''}-${device}.png`);
          await page.screenshot({ path: file });
          console.log(file);
        }
        await page.close();
      }
    }
  } finally {
    await stack.stop();
  }
}

/** Pages of the generated data worth looking at: records a visitor may and may not see, a memorial with a picture. */
async function pickPages({ db: { db } }: Stack) {
  const record = (level: 'PUBLIC' | 'SUBSCRIBER') =>
    db
      .selectFrom('index_records as r')
      .innerJoin('publications as p', 'p.id', 'r.publication_id')
      .select(['r.id', 'r.surname'])
      .where('p.access_level', '=', level)
      .where('r.sub_image_id', 'is not', null)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
  const [open, locked] = [await record('PUBLIC'), await record('SUBSCRIBER')];
  const memorial = await db
    .selectFrom('memorials as m')
    .select('m.id')
    .where('m.privacy_mode', '=', 'PUBLIC')
    .where('m.index_record_id', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('memorial_elements as e')
          .select('e.id')
          .whereRef('e.memorial_id', '=', 'm.id')
          .where('e.type', '=', 'COVER_IMAGE'),
      ),
    )
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  return {
    publicRecord: open.id,
    subscriberRecord: locked.id,
    surname: open.surname,
    memorial: memorial.id,
  };
}
