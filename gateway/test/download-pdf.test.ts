import { citationDate } from '@muster/services/download';
import { readPdf } from '@muster/testkit/files';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn } from './accounts-helpers';
import { useStack } from '@muster/testkit';

// PDFs of a page through the public surface (issue 5 §6): requestPdf and pdfRequest over GraphQL, the PDF itself at
// /download/{id} on the gateway's origin, each as the browser of a signed-in member.
const stack = useStack({ gateway: { warmCache: false } });
const PASSWORD = 'Download-2026';
const FIELDS = 'id imageId state submitted expires downloadUrl failure';
const REQUEST = `mutation Ask($imageId: Int!, $rotation: Int, $brightness: Int, $crop: String) {
  requestPdf(imageId: $imageId, rotation: $rotation, brightness: $brightness, crop: $crop) { ${FIELDS} }
}`;
const READ = `query Read($id: ID!) { pdfRequest(id: $id) { ${FIELDS} } }`;
const { pensionCard: open, draftCard: noDownload, first: subscriberPage } = fixture.images;

async function member(userId: number, username: string): Promise<Browser> {
  await setPassword(stack.db.db, userId, PASSWORD);
  return signedIn(stack.url, { username, password: PASSWORD });
}

let subscriber: Browser;
let basic: Browser;
beforeAll(async () => {
  subscriber = await member(1, 'hwhitcomb');
  basic = await member(2, 'archivist');
});

/** Reads the request every 100 ms, as the viewer does every second, until it is no longer being prepared. */
async function settled(browser: Browser, id: string) {
  const seen: string[] = [];
  for (let i = 0; i < 100; i++) {
    const { body } = await browser.gql(READ, { id });
    expect(body.errors).toBeUndefined();
    const request = body.data.pdfRequest;
    if (seen.at(-1) !== request.state) seen.push(request.state);
    if (!['SUBMITTED', 'PROCESSING'].includes(request.state)) return { request, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the PDF was never prepared');
}

test('a member asks for a PDF, watches it being prepared and downloads it with its citation', async () => {
  const { body } = await subscriber.gql(REQUEST, { imageId: open, rotation: 90 });
  expect(body.errors).toBeUndefined();
  const asked = body.data.requestPdf;
  expect(asked).toMatchObject({ imageId: open, state: 'SUBMITTED', downloadUrl: null, failure: null });
  expect(asked.id).toMatch(/^[0-9a-f]{32}$/);
  expect(Date.parse(asked.expires) - Date.parse(asked.submitted)).toBe(3_600_000);

  const { request } = await settled(subscriber, asked.id);
  expect(request.state).toBe('READY');
  expect(request.downloadUrl).toMatch(new RegExp(`^/download/${asked.id}\\?token=`));

  const response = await subscriber.fetch(request.downloadUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="muster-page-${open}.pdf"`);
  const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
  expect(pdf.size).toEqual([792, 612]);
  expect(pdf.text).toContain('"Pension card: Whitcomb, Mary (widow)." Civil War Pension Index Cards, page 1.');
  expect(pdf.text).toMatch(new RegExp(`https?://\\S+/image/${open} \\(seen ${citationDate(new Date())}\\)\\.$`));

  // The address is the member's: another member, or a visitor, gets no bytes.
  for (const other of [basic, new Browser(stack.url)]) {
    const refused = await other.fetch(request.downloadUrl);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).not.toBe('application/pdf');
    expect((await other.gql(READ, { id: asked.id })).body.data.pdfRequest).toBeNull();
  }
});

test('a Basic member may not take a PDF of a subscriber page: FORBIDDEN with SUBSCRIBE, and nothing is asked of the service', async () => {
  await stack.db.db.updateTable('publications').set({ allow_download_doc: 1 }).where('id', '=', 1).execute();
  try {
    stack.resetServiceRequests();
    const { body } = await basic.gql(REQUEST, { imageId: subscriberPage });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      action: 'DOWNLOAD_PDF',
      requirement: 'SUBSCRIBE',
    });
    expect(stack.serviceRequests.filter((r) => r.includes('pdf-request'))).toEqual([]);
  } finally {
    await stack.db.db.updateTable('publications').set({ allow_download_doc: 0 }).where('id', '=', 1).execute();
  }
});

test('a publication that does not allow PDF downloads offers no PDF', async () => {
  const { body } = await subscriber.gql(REQUEST, { imageId: noDownload });
  expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', action: 'DOWNLOAD_PDF', requirement: null });
});

test('the JPEG and the PDF are switched apart: allowDownload and allowDownloadDoc', async () => {
  const SWITCHES = `query Switches($id: Int!) { image(id: $id) {
    publication { allowDownload allowDownloadDoc }
    downloadUrl
    jpeg: access(action: DOWNLOAD) { requirement }
    pdf: access(action: DOWNLOAD_PDF) { requirement }
  } }`;
  const switches = (jpeg: number, pdf: number) =>
    stack.db.db
      .updateTable('publications')
      .set({ allow_download: jpeg, allow_download_doc: pdf })
      .where('id', '=', fixture.publications.draftCards)
      .execute();
  try {
    await switches(1, 0);
    let image = (await subscriber.gql(SWITCHES, { id: noDownload })).body.data.image;
    expect(image).toMatchObject({
      publication: { allowDownload: true, allowDownloadDoc: false },
      jpeg: null,
      pdf: { requirement: null },
    });
    expect(image.downloadUrl).toMatch(/^\/download\/jpg\/\d+\.jpg\?/);
    expect((await subscriber.gql(REQUEST, { imageId: noDownload })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      action: 'DOWNLOAD_PDF',
    });
    await switches(0, 1);
    image = (await subscriber.gql(SWITCHES, { id: noDownload })).body.data.image;
    expect(image).toMatchObject({
      publication: { allowDownload: false, allowDownloadDoc: true },
      downloadUrl: null,
      jpeg: { requirement: null },
      pdf: null,
    });
    expect((await subscriber.gql(REQUEST, { imageId: noDownload })).body.data.requestPdf).toMatchObject({
      state: 'SUBMITTED',
    });
  } finally {
    await switches(0, 0);
  }
});

test.each([
  ['rotation 360', { imageId: open, rotation: 360 }, 'rotation must be between 0 and 359 (got 360)'],
  ['brightness -101', { imageId: open, brightness: -101 }, 'brightness must be between -100 and 100 (got -101)'],
  [
    'a crop outside the scan',
    { imageId: open, crop: '500_0_200_200' },
    'crop rectangle 500_0_200_200 lies outside the 600x900 image',
  ],
])('%s is BAD_USER_INPUT', async (_name, variables, message) => {
  const { body } = await basic.gql(REQUEST, variables);
  expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
});

test('an unknown page is NOT_FOUND; a malformed request id is BAD_USER_INPUT', async () => {
  expect((await basic.gql(REQUEST, { imageId: 999_999 })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await basic.gql(READ, { id: '../x' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
