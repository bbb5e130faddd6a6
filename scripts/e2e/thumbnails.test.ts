import path from 'node:path';
import type { Locator } from 'playwright-core';
import { pageWithErrors, screenshotDir, useBrowserStack } from '@muster/testkit/browser';

// Thumbnails of pages a visitor may not view still show what the site shows everybody (issue 1): record hits of
// subscriber pages picture the record's own lines through its reference, a memorial its owner's crop through the
// memorial's reference, and no picture address names a crop.
let coveredMemorial = 0;
// The first public memorial's cover becomes a saved crop of a subscriber page: a record's lines.
const env = useBrowserStack({
  prepare: async (db) => {
    const memorial = await db
      .selectFrom('memorials')
      .select(['id', 'owner_id'])
      .where('privacy_mode', '=', 'PUBLIC')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const region = await db
      .selectFrom('sub_images as s')
      .innerJoin('images as i', 'i.id', 's.image_id')
      .innerJoin('publications as p', 'p.id', 'i.publication_id')
      .select(['s.image_id', 's.x', 's.y', 's.w', 's.h'])
      .where('p.access_level', '=', 'SUBSCRIBER')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const { last } = await db
      .selectFrom('memorial_elements')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('memorial_elements')
      .where('memorial_id', '=', memorial.id)
      .where('type', '=', 'COVER_IMAGE')
      .execute();
    const value = {
      reference: { contentType: 'IMAGE', objectId: region.image_id },
      rect: { x: region.x, y: region.y, w: region.w, h: region.h },
    };
    const stamp = new Date().toISOString();
    await db
      .insertInto('memorial_elements')
      .values({
        id: Number(last) + 1,
        memorial_id: memorial.id,
        type: 'COVER_IMAGE',
        ordinal: 0,
        owner_id: memorial.owner_id,
        value: JSON.stringify(value),
        created: stamp,
        last_modified: stamp,
      })
      .execute();
    coveredMemorial = memorial.id;
  },
});

/** The surname with the most records on SUBSCRIBER pages that have their own region of the page. */
async function subscriberSurname(): Promise<string> {
  const row = await env.stack.db.db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select(['r.surname', (eb) => eb.fn.countAll<number>().as('n')])
    .where('p.access_level', '=', 'SUBSCRIBER')
    .where('r.sub_image_id', 'is not', null)
    .groupBy('r.surname')
    .orderBy('n', 'desc')
    .orderBy('r.surname')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.surname;
}

/** The addresses of the pictures in the locator once each has loaded, failing for one that did not draw. */
async function loadedPictures(pictures: Locator): Promise<string[]> {
  await pictures.first().waitFor();
  const states = await pictures.evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map(async (img) => {
        img.loading = 'eager';
        await img.decode().catch(() => undefined);
        return { src: img.getAttribute('src')!, width: img.naturalWidth };
      }),
    ),
  );
  expect(states.filter((s) => s.width === 0)).toEqual([]);
  return states.map((s) => s.src);
}

test("a visitor's record hits of subscriber pages show each record's lines, from its reference", async () => {
  const surname = await subscriberSurname();
  const { page, errors } = await pageWithErrors(env.browser);
  await page.goto(`${env.stack.url}/`);
  await page.getByRole('search').locator('input[name="keywords"]').fill(surname);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/search\?/);
  await page.locator('.search-hit').first().waitFor();
  const sources = await loadedPictures(page.locator('.search-hit__thumb img'));
  expect(sources.some((src) => /^\/reference\/INDEX_RECORD\/\d+\?width=200&height=200$/.test(src))).toBe(true);
  for (const src of sources)
    expect(src).toMatch(/^\/reference\/[A-Z_]+\/\d+\?|^\/thumbnail\/\d+\/\d+\/\d+\/0_0_0_0\/0\.jpg$/);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search-record-thumbnails.png') });
  expect(errors).toEqual([]);
}, 120_000);

test("a memorial's cover shows the crop its owner saved, from the memorial's reference", async () => {
  const id = coveredMemorial;
  const { page, errors } = await pageWithErrors(env.browser);
  await page.goto(`${env.stack.url}/memorial/${id}`);
  const [cover] = await loadedPictures(page.locator('.memorial-header__portrait img'));
  expect(cover).toMatch(new RegExp(`^/reference/STORY_PAGE/${id}\\?element=\\d+&width=300&height=300$`));
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-memorial-cover.png') });
  expect(errors).toEqual([]);
}, 120_000);
