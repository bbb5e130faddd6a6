import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Home, collections, partners, the Honor Wall and help (issue 6 points 3 and 7) as a visitor uses them,
// on a desktop and on a phone, over the tiny generated archive.
const env = useBrowserStack();
/** Each test opens a page on two devices' worth of a busy machine. */
const TIMEOUT = 60_000;

const devices = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function open(viewport: { width: number; height: number }) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
const tileNames = (page: Page) => page.locator('.honor-grid .honor-tile__name').allTextContents();

/** Public honor images by conflict, counted in the database the site reads. */
async function honorCounts() {
  const rows = await env.stack.db.db
    .selectFrom('memorial_elements as e')
    .innerJoin('memorials as m', 'm.id', 'e.memorial_id')
    .select(['m.primary_military_event as conflict', sql<number>`COUNT(*)`.as('n')])
    .where('e.type', '=', 'HONOR_IMAGE')
    .where('m.privacy_mode', '=', 'PUBLIC')
    .groupBy('m.primary_military_event')
    .orderBy('n', 'desc')
    .execute();
  return rows.map((r) => ({ conflict: r.conflict!, n: Number(r.n) }));
}

test.each(devices)(
  'home shows the counts and featured publications, and a card opens its publication (%s)',
  async (device, viewport) => {
    const { context, page, errors } = await open(viewport);
    await page.goto(env.stack.url);
    await page.getByRole('heading', { name: 'Featured publications' }).waitFor();
    const records = await env.stack.db.db
      .selectFrom('index_records')
      .select(sql<number>`COUNT(*)`.as('n'))
      .executeTakeFirstOrThrow();
    await page.locator('.home__counts').waitFor();
    expect(await page.locator('.home__counts').textContent()).toMatch(
      new RegExp(`^${Number(records.n)} records · \\d+ members$`),
    );
    await page.getByRole('heading', { name: 'Browse by war' }).waitFor();
    await page.getByRole('link', { name: 'Civil War', exact: true }).waitFor();
    await shot(page, `home-${device}.png`);
    const featured = page.locator('section[aria-labelledby="featured"] .pub-card__title a').first();
    const title = (await featured.textContent())!;
    await featured.click();
    await page.waitForURL(/\/publication\/\d+\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  },
  TIMEOUT,
);

test.each(devices)(
  'the Honor Wall narrows by war and by name (%s)',
  async (device, viewport) => {
    // The tiny archive's one honor image outside the Civil War is on a private memorial; make every honored
    // memorial public so the wall has two wars to choose between.
    await env.stack.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PUBLIC' })
      .where(
        'id',
        'in',
        env.stack.db.db.selectFrom('memorial_elements').select('memorial_id').where('type', '=', 'HONOR_IMAGE'),
      )
      .execute();
    const counts = await honorCounts();
    expect(counts.length).toBeGreaterThan(1);
    const total = counts.reduce((s, c) => s + c.n, 0);
    expect(total).toBeGreaterThan(1);
    const { context, page, errors } = await open(viewport);
    await page.goto(`${env.stack.url}/help`);
    // On a phone the header's links may sit in a menu; the footer-free way in is the address itself.
    if (await page.getByRole('link', { name: 'U.S. Honor Wall' }).first().isVisible())
      await page.getByRole('link', { name: 'U.S. Honor Wall' }).first().click();
    else await page.goto(`${env.stack.url}/wall`);
    await page.waitForURL(/\/wall$/);
    await page.getByRole('heading', { name: 'Honoring those who served' }).waitFor();
    await page.locator('.honor-tile').first().waitFor();
    expect(await page.locator('.honor-tile').count()).toBe(Math.min(total, 48));
    await page.locator('.honor-tile img').first().waitFor();
    await shot(page, `wall-${device}.png`);

    const war = counts.find((c) => c.conflict && c.n < total)!;
    expect(await page.getByLabel('War').locator('option').allTextContents()).toContain(`${war.conflict} (${war.n})`);
    await page.getByLabel('War').selectOption(war.conflict);
    await page.waitForURL(/conflict=/);
    await page.waitForFunction((n) => document.querySelectorAll('.honor-tile').length === n, war.n);
    const conflicts = await page.locator('.honor-tile__conflict').allTextContents();
    expect(new Set(conflicts)).toEqual(new Set([war.conflict]));

    const first = (await tileNames(page))[0];
    const part = first.split(' ').at(-1)!.slice(0, 4);
    await page.getByLabel('Name').fill(part);
    await page.waitForURL(/q=/);
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('.honor-tile__name')].every((e) => e.textContent!.toLowerCase().includes(text)),
      part.toLowerCase(),
    );
    const narrowed = await tileNames(page);
    expect(narrowed).toContain(first);
    expect(narrowed.length).toBeLessThanOrEqual(war.n);
    await page.locator('.honor-tile a').first().click();
    await page.waitForURL(/\/memorial\/\d+/);
    expect(errors).toEqual([]);
    await context.close();
  },
  TIMEOUT,
);

test.each(devices)(
  'War Stories shows the Civil War stories and publications (%s)',
  async (device, viewport) => {
    const { db } = env.stack.db;
    const stories = await db
      .selectFrom('memorials as m')
      .select(sql<number>`COUNT(*)`.as('n'))
      .where('m.primary_military_event', '=', 'Civil War')
      .where('m.privacy_mode', '=', 'PUBLIC')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('memorial_elements as e')
            .select('e.id')
            .whereRef('e.memorial_id', '=', 'm.id')
            .where('e.type', '=', 'STORY'),
        ),
      )
      .executeTakeFirstOrThrow();
    const { context, page, errors } = await open(viewport);
    await page.goto(`${env.stack.url}/collection/us-civil-war`);
    await page.getByRole('heading', { level: 1, name: 'Civil War Stories' }).waitFor();
    await page.locator('.pub-card').first().waitFor();
    expect(await page.locator('.story-card').count()).toBe(Math.min(Number(stories.n), 100));
    expect(Number(stories.n)).toBeGreaterThan(0);
    await shot(page, `collection-${device}.png`);
    await page.locator('.story-card h3 a').first().click();
    await page.waitForURL(/\/memorial\/\d+/);
    expect(errors).toEqual([]);
    await context.close();
  },
  TIMEOUT,
);

test.each(devices)(
  'a partner page shows its icon, background and publications (%s)',
  async (device, viewport) => {
    const partner = await env.stack.db.db
      .selectFrom('partners')
      .select(['slug', 'name'])
      .where('slug', '=', 'library-of-virginia')
      .executeTakeFirstOrThrow();
    const pubs = await env.stack.db.db
      .selectFrom('publications')
      .select('title')
      .where('provider', '=', partner.name)
      .execute();
    const { context, page, errors } = await open(viewport);
    await page.goto(env.stack.url);
    await page.getByRole('link', { name: partner.name }).click();
    await page.waitForURL(new RegExp(`/partner/${partner.slug}$`));
    await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
    await page.locator('.pub-card').first().waitFor();
    expect(new Set(await page.locator('.pub-card__title').allTextContents())).toEqual(
      new Set(pubs.map((p) => p.title)),
    );
    expect(
      await page
        .locator('.collection-banner__icon')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.locator('.collection-banner').evaluate((e) => getComputedStyle(e).backgroundImage)).toMatch(
      /^url\("data:image\/svg\+xml/,
    );
    await shot(page, `partner-${device}.png`);
    expect(errors).toEqual([]);
    await context.close();
  },
  TIMEOUT,
);

test.each(devices)(
  'help explains the site and its topics jump to their sections (%s)',
  async (device, viewport) => {
    const { context, page, errors } = await open(viewport);
    await page.goto(`${env.stack.url}/help`);
    await page.getByRole('heading', { level: 1, name: 'How to use Muster' }).waitFor();
    await shot(page, `help-${device}.png`);
    await page
      .getByRole('navigation', { name: 'Help topics' })
      .getByRole('link', { name: 'Memberships and access' })
      .click();
    await page.waitForURL(/#memberships$/);
    expect(await page.getByRole('heading', { name: 'Memberships and access' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Write to us' }).click();
    await page.waitForURL(/\/contact$/);
    expect(errors).toEqual([]);
    await context.close();
  },
  TIMEOUT,
);
