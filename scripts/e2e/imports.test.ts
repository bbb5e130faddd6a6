import path from 'node:path';
import { pageWithErrors, screenshotDir, submitSignIn, useBrowserStack } from '@muster/testkit/browser';

// Bulk imports on /admin/imports (issue 15 points 1–3): the demo admin uploads a CSV through the page, maps a
// column, starts the import, follows it to done, and sees the rows to fix with the report link.
const env = useBrowserStack();

test('an admin uploads a CSV, maps a column, and follows the import to its rows to fix', async () => {
  const db = env.stack.db.db;
  const pub = await db.selectFrom('publications').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
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
    await page.getByLabel('Publication id').fill(String(pub.id));
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
