import path from 'node:path';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';
import { pickPublication } from './publication-picker';

// Bulk imports on /admin/imports (issue 15 points 1–3): the demo admin uploads a CSV through the page, maps a
// column, starts the import, follows it to done, and sees the rows to fix with the report link.
const env = useBrowserStack();

test('an admin uploads a CSV, maps a column, and follows the import to its rows to fix', async () => {
  const db = env.stack.db.db;
  const pub = await db
    .selectFrom('publications')
    .select(['id', 'title'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const pages = await db.selectFrom('images').select('id').where('publication_id', '=', pub.id).limit(3).execute();
  let csv = 'Last Name,First Name,Born,Page\n';
  for (let n = 1; n <= 300; n++)
    csv += `${n % 50 === 0 ? '' : ['Ashby', 'Bramwell', 'Corliss'][n % 3]},Amos,${n % 40 === 0 ? 'spring' : 1840 + (n % 9)},${pages[n % pages.length]!.id}\n`;
  for (const [width, height, name] of [
    [1366, 768, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    await page.setViewportSize({ width, height });
    await submitSignIn(page, env.stack.url, 'admin', '/admin');
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Imports' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `admin-with-imports-link-${name}.png`) });
    await page.getByRole('link', { name: 'Imports' }).click();
    await page.waitForURL(/\/admin\/imports$/);
    await pickPublication(page, pub.title);
    await page
      .getByLabel('CSV or .xlsx file')
      .setInputFiles({ name: `roll-${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel('Field for Born').selectOption('birth_date');
    await page.getByLabel('Field for Page').selectOption('image_id');
    await page.screenshot({ path: path.join(screenshotDir, `imports-form-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Start import' }).click();
    const panel = page.getByRole('region', { name: new RegExp(`roll-${name}\\.csv`) });
    await panel.getByRole('status').filter({ hasText: /^Done/ }).waitFor({ timeout: 30_000 });
    await panel
      .getByText(/Born "spring" is not a date/)
      .first()
      .waitFor();
    await panel.getByRole('link', { name: 'Download report (CSV)' }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `imports-done-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }
}, 120_000);

test('staff find the publication by its title, and a check-only import reports without writing', async () => {
  const db = env.stack.db.db;
  // Not the first publication, so the import can only land there if the picker chose it.
  const pubs = await db.selectFrom('publications').select(['id', 'title']).orderBy('id').limit(2).execute();
  const pub = pubs[1]!;
  const pages = await db.selectFrom('images').select('id').where('publication_id', '=', pub.id).limit(2).execute();
  let csv = 'Last Name,First Name,Born,Page\n';
  for (let n = 1; n <= 40; n++)
    csv += `${n % 10 === 0 ? '' : 'Pickwell'},Ezra,${1840 + (n % 9)},${pages[n % pages.length]!.id}\n`;
  const before = await db.selectFrom('index_records').select('id').where('surname', '=', 'Pickwell').execute();
  expect(before).toEqual([]);
  for (const [width, height, name] of [
    [1366, 768, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    const { page, errors } = await pageWithErrors(env.browser, width);
    await page.setViewportSize({ width, height });
    await submitSignIn(page, env.stack.url, 'admin', '/admin/imports');
    await page.waitForURL(/\/admin\/imports$/);
    const box = page.getByRole('combobox', { name: 'Publication' });
    await box.fill(pub.title.split(/\s+/).slice(-2).join(' ').toLowerCase());
    const option = page.getByRole('listbox', { name: 'Publications' }).getByRole('option', { name: pub.title });
    await option.waitFor();
    await page.screenshot({ path: path.join(screenshotDir, `imports-picker-${name}.png`) });
    await option.click();
    await page.getByText(`Importing into #${pub.id}, ${pub.title}`).waitFor();
    await page
      .getByLabel('CSV or .xlsx file')
      .setInputFiles({ name: `check-${name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByLabel('Field for Born').selectOption('birth_date');
    await page.getByLabel('Field for Page').selectOption('image_id');
    await page.getByLabel('Check only, write nothing').check();
    await page.screenshot({ path: path.join(screenshotDir, `imports-check-only-form-${name}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Start import' }).click();
    const panel = page.getByRole('region', { name: new RegExp(`check-${name}\\.csv`) });
    await panel.getByRole('status').filter({ hasText: /^Done/ }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, `imports-check-only-done-${name}.png`), fullPage: true });
    const imp = await db
      .selectFrom('imports')
      .select(['publication_id', 'rows_read', 'rows_written', 'rows_rejected', 'settings'])
      .where('file_name', '=', `check-${name}.csv`)
      .executeTakeFirstOrThrow();
    expect({ ...imp, settings: JSON.parse(imp.settings).validateOnly }).toEqual({
      publication_id: pub.id,
      rows_read: 40,
      rows_written: 0,
      rows_rejected: 4,
      settings: true,
    });
    expect(errors).toEqual([]);
    await page.close();
  }
  expect(await db.selectFrom('index_records').select('id').where('surname', '=', 'Pickwell').execute()).toEqual([]);
}, 120_000);
