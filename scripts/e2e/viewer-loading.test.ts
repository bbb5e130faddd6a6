import { useBrowserStack } from '@muster/testkit/browser';

// How the viewer loads on a first visit (issue 16 point 17): the scan's query goes out once, while the viewer's code
// loads, and the dialogs' code waits until a dialog is opened.
const env = useBrowserStack();

test('a first visit to a scan asks for the page once and loads a dialog’s code only when it opens', async () => {
  const { image_id: imageId } = await env.stack.db.db
    .selectFrom('index_records as r')
    .innerJoin('publications as p', 'p.id', 'r.publication_id')
    .where('p.access_level', '=', 'PUBLIC')
    .select('r.image_id')
    .orderBy('r.id')
    .executeTakeFirstOrThrow();
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));

  await page.goto(`${env.stack.url}/image/${imageId}`);
  await page.locator('.scan-viewer__canvas canvas').first().waitFor();
  await page.getByText('Loading the scan…').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  // The route sent the query while the viewer's code loaded; the page took that answer rather than asking again.
  expect(asked.filter((a) => a.startsWith('/graphql') && a.includes('operationName=ViewerImage'))).toHaveLength(1);
  expect(asked.some((a) => /\/assets\/openseadragon-[\w-]+\.js$/.test(a))).toBe(true);
  expect(asked.filter((a) => /\/assets\/ShareDialog-[\w-]+\.js$/.test(a))).toEqual([]);

  // Share opens at the first press, its code fetched then.
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'More ▾' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await page.getByRole('dialog', { name: /Share/ }).waitFor();
  expect(asked.some((a) => /\/assets\/ShareDialog-[\w-]+\.js$/.test(a))).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);
