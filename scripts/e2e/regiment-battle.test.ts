import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Regiment, company and battle pages (issue 6 point 2) as a visitor uses them, on a desktop and on a phone:
// the soldiers' facts counted from the records, the battles on a map drawn from bundled outlines, a battle
// reached from the map that names the regiment back, paged soldier lists, and /unit/{id}.
const env = useBrowserStack();

const devices = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The regiment with most battles among those with soldiers on record, and one of its companies with soldiers. */
async function busiestRegiment() {
  const { db } = env.stack.db;
  const regiment = await db
    .selectFrom('regiments as g')
    .innerJoin('regiment_battles as rb', 'rb.regiment_id', 'g.id')
    .select(['g.id', 'g.name', sql<number>`COUNT(*)`.as('battles')])
    .where('g.id', 'in', db.selectFrom('index_records').select('regiment_id').where('regiment_id', 'is not', null))
    .groupBy(['g.id', 'g.name'])
    .orderBy('battles', 'desc')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  const soldiers = await db
    .selectFrom('index_records')
    .select(sql<number>`COUNT(*)`.as('n'))
    .where('regiment_id', '=', regiment.id)
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('companies as c')
    .innerJoin('index_records as r', 'r.company_id', 'c.id')
    .select(['c.id', 'c.name'])
    .where('c.regiment_id', '=', regiment.id)
    .groupBy(['c.id', 'c.name'])
    .orderBy('c.id')
    .executeTakeFirst();
  const battles = await db
    .selectFrom('regiment_battles as rb')
    .innerJoin('battles as b', 'b.id', 'rb.battle_id')
    .select(['b.id', 'b.name'])
    .where('rb.regiment_id', '=', regiment.id)
    .orderBy('b.start_date')
    .orderBy('b.id')
    .execute();
  return { ...regiment, soldiers: Number(soldiers.n), company, battles };
}

async function open(viewport: { width: number; height: number }) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The map outlines are bundled assets on our own origin; nothing may come from elsewhere.
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(env.stack.url) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return { context, page, errors, foreign };
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
const stat = (page: Page, label: string) =>
  page.locator('.unit-facts .stat-row li', { hasText: label }).locator('strong').textContent();

test.each(devices)(
  'a visitor goes from a regiment to a battle on its map and back on a %s',
  async (device, viewport) => {
    const regiment = await busiestRegiment();
    expect(regiment.battles.length).toBeGreaterThan(1);
    const { context, page, errors, foreign } = await open(viewport);

    await page.goto(`${env.stack.url}/regiment/${regiment.id}`);
    await page.getByRole('heading', { level: 1, name: regiment.name }).waitFor();
    // The facts are the services' count of the records, not a stored number.
    expect((await stat(page, 'soldiers on record'))?.replace(/,/g, '')).toBe(String(regiment.soldiers));
    const map = page.locator('.battle-map');
    await map.locator('.battle-map__land').waitFor({ state: 'attached' });
    await expect(map.getByRole('link').count()).resolves.toBe(regiment.battles.length);
    await page.getByRole('heading', { name: /Soldiers in the records/ }).waitFor();
    await shot(page, `regiment-${device}.png`);

    // Follow the second battle's point on the map.
    const target = regiment.battles[1];
    await map
      .getByRole('link', { name: new RegExp(`^${target.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) })
      .click();
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    expect(page.url()).toBe(`${env.stack.url}/battle/${target.id}`);
    // The battle names the regiment back, and its own point is the highlighted one.
    const engaged = page.locator('.involvement').getByRole('link', { name: regiment.name });
    await engaged.waitFor();
    await expect(page.locator('.battle-map [aria-current="page"]').getAttribute('href')).resolves.toBe(
      `/battle/${target.id}`,
    );
    await page.getByRole('heading', { name: /Casualties in the records/ }).waitFor();
    await shot(page, `battle-${device}.png`);

    await engaged.click();
    await page.getByRole('heading', { level: 1, name: regiment.name }).waitFor();
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  },
  60_000,
);

test.each(devices)(
  "a visitor pages through a company's soldiers on a %s",
  async (device, viewport) => {
    const { company, id: regimentId } = await busiestRegiment();
    expect(company).toBeDefined();
    const { context, page, errors } = await open(viewport);
    await page.goto(`${env.stack.url}/company/${company!.id}`);
    await page.getByRole('heading', { level: 1, name: company!.name }).waitFor();
    const total = Number((await stat(page, 'soldiers on record'))?.replace(/,/g, ''));
    const list = page.locator('section', { has: page.getByRole('heading', { name: /Soldiers in the records/ }) });
    await list.getByRole('listitem').first().waitFor();
    await expect(list.getByRole('listitem').count()).resolves.toBe(Math.min(total, 20));
    if (total > 20) {
      const firstName = await list.getByRole('listitem').first().textContent();
      await list.getByRole('button', { name: 'Next' }).click();
      await list.getByText(`21–${Math.min(total, 40)} of ${total.toLocaleString('en-US')}`).waitFor();
      expect(await list.getByRole('listitem').first().textContent()).not.toBe(firstName);
      await list.getByRole('button', { name: 'Previous' }).click();
      await list.getByText(`1–20 of ${total.toLocaleString('en-US')}`).waitFor();
    }
    await shot(page, `company-${device}.png`);
    await page.getByRole('link', { name: 'Regiment' }).or(page.locator('.detail-header__meta a')).first().click();
    await page.waitForURL(`${env.stack.url}/regiment/${regimentId}`);
    expect(errors).toEqual([]);
    await context.close();
  },
  60_000,
);

test('/unit/{id} opens the regiment with that id; a bad address is not found', async () => {
  const { id, name } = await busiestRegiment();
  const { context, page } = await open({ width: 1280, height: 900 });
  await page.goto(`${env.stack.url}/unit/${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(page.url()).toBe(`${env.stack.url}/regiment/${id}`);
  await page.goto(`${env.stack.url}/unit/abc`);
  await page.getByRole('heading', { name: 'We couldn’t find that military unit' }).waitFor();
  await context.close();
}, 60_000);
