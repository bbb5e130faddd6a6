import path from 'node:path';
import { searchHref } from '@muster/client/search-state';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// Issue 16 point 10: a field of the catalogue the form has no box for (here Gender, from a shared link) shows as a
// chip, and the search answers with results instead of failing; the chip removes the field.
const env = useBrowserStack();
const women = searchHref({ fieldedKeywords: [{ type: 'GENDER', texts: ['Female'] }] });

test('a subscriber searching "Gender: Female" sees the chip and the women on record', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 1366);
  await page.setViewportSize({ width: 1366, height: 768 });
  await submitSignIn(page, env.stack.url, 'annual');
  await page.locator('.user-menu__toggle').waitFor();
  await page.goto(env.stack.url + women);
  const chip = page.getByRole('list', { name: 'Fields searched' }).getByRole('listitem');
  await expect(chip.textContent()).resolves.toMatch(/^Gender:\s+Female/);
  const total = page.getByRole('status').filter({ hasText: /result/ });
  await expect(total.textContent()).resolves.toMatch(/^[1-9]\d* results?$/);
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search-gender-female.png') });

  await chip.getByRole('button', { name: 'Remove Gender: Female' }).click();
  await page.waitForURL((u) => u.pathname === '/search' && u.search === '');
  expect(errors).toEqual([]);
}, 60_000);

test('on a phone the chip shows above the results too', async () => {
  const { page, errors } = await pageWithErrors(env.browser, 390);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(env.stack.url + women);
  await page.getByRole('list', { name: 'Fields searched' }).waitFor();
  // A visitor may not see a record's gender on a members' publication: fewer hits, never an error.
  await page
    .getByRole('status')
    .filter({ hasText: /result/ })
    .waitFor();
  await expect(page.getByText('Something went wrong').count()).resolves.toBe(0);
  await page.screenshot({ path: path.join(screenshotDir, 'e2e-search-gender-female-phone.png') });
  expect(errors).toEqual([]);
}, 60_000);

test("a record page shows the catalogue's rarer fields: theater, ranks, cause of death and burial", async () => {
  const { db } = env.stack.db;
  // A man of a public publication (a visitor sees his details) who died, was buried and whose theater is known.
  const record = await db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .select(['r.id', 'r.theater', 'r.death_cause', 'r.rank_enlistment'])
    .where('p.access_level', '=', 'PUBLIC')
    .where('r.death_cause', 'is not', null)
    .where('r.theater', 'is not', null)
    .where('r.burial_place_id', 'is not', null)
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  for (const [name, width, height] of [
    ['desktop', 1366, 768],
    ['phone', 390, 844],
  ] as const) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    await page.setViewportSize({ width, height });
    await page.goto(`${env.stack.url}/record/${record.id}`);
    const fields = page.locator('main');
    await fields.getByText('Cause of death').waitFor();
    await expect(fields.getByText(record.theater!, { exact: true }).count()).resolves.toBe(1);
    await expect(fields.getByText(record.death_cause!, { exact: true }).count()).resolves.toBe(1);
    await expect(fields.getByText('Burial place').count()).resolves.toBe(1);
    await page.screenshot({ path: path.join(screenshotDir, `e2e-record-fields-${name}.png`), fullPage: true });

    // Browse says what its publication counts count.
    await page.goto(`${env.stack.url}/browse`);
    await page.getByText('Counts are records, pages and files; a publication page counts records.').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `e2e-browse-counts-${name}.png`) });
    expect(errors).toEqual([]);
    await page.close();
  }
}, 60_000);
