import sharp from 'sharp';
import { blankPng } from '@muster/testkit/files';
import { Browser, REGISTER, newMember } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Issue point 10 through the gateway's upload doors (`POST /gallery/upload`, `PUT /account/profile-photo`): images
 * judged by their header before decoding, an hourly limit per member, and a broken form answered 400, never 500.
 */
let services: TestServices;
let gateway: TestGateway;

beforeAll(async () => {
  services = await startServices();
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function member(): Promise<{ browser: Browser; userId: number }> {
  const browser = new Browser(gateway.url);
  const { body } = await browser.gql(REGISTER, { input: newMember() });
  expect(body.errors).toBeUndefined();
  return { browser, userId: body.data.register.session.user.userId };
}

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .toBuffer();
const sendImage = (browser: Browser, bytes: Buffer, type = 'image/png') =>
  browser.fetch('/gallery/upload?filename=scan.png', {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });
const sendForm = (browser: Browser, body: BodyInit, contentType?: string) =>
  browser.fetch('/account/profile-photo', {
    method: 'PUT',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  });
const photoForm = (userId: number, bytes: Buffer) => {
  const form = new FormData();
  form.set('id', String(userId));
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
};

test('the 97 KB PNG declaring 9999 × 9999 is refused by its header with UPLOAD_TOO_MANY_PIXELS', async () => {
  const { browser } = await member();
  const answer = await sendImage(browser, await blankPng(9999, 9999));
  expect([answer.status, await answer.json()]).toEqual([
    400,
    {
      statusCode: 400,
      error: 'UPLOAD_TOO_MANY_PIXELS',
      code: 'UPLOAD_TOO_MANY_PIXELS',
      message: 'The image is too large (max 50 megapixels)',
    },
  ]);
  expect((await sendImage(browser, await jpeg(), 'image/jpeg')).status).toBe(201);
});

test('a profile photo over 16 megapixels is refused with the reason the account page shows', async () => {
  const { browser, userId } = await member();
  const answer = await sendForm(browser, photoForm(userId, await blankPng(641, 24961)));
  expect([answer.status, await answer.json()]).toEqual([
    400,
    { code: 'PHOTO_INVALID', message: 'The photo is too large (max 16 megapixels)' },
  ]);
});

test('past the hourly limit an upload answers 429 THROTTLED with Retry-After', async () => {
  const { browser, userId } = await member();
  const at = new Date(Date.now() - 20 * 60_000).toISOString();
  await services.db.db
    .insertInto('upload_events')
    .values(Array.from({ length: 60 }, () => ({ user_id: userId, kind: 'gallery', at })))
    .execute();
  const answer = await sendImage(browser, await jpeg(), 'image/jpeg');
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(39 * 60);
  expect(await answer.json()).toMatchObject({
    code: 'THROTTLED',
    message: expect.stringMatching(
      /^You have reached the limit of 60 uploads an hour\. Please try again in 4\d minutes$/,
    ),
  });
  // Another member's uploads are their own count.
  expect((await sendImage((await member()).browser, await jpeg(), 'image/jpeg')).status).toBe(201);
});

test.each([
  ['no boundary', 'multipart/form-data', 'id=1'],
  [
    'a part without headers running to the end (busboy never settled on it)',
    'multipart/form-data; boundary=XyZ',
    '--XyZ\r\nno header here\r\n\r\n--XyZ--\r\n',
  ],
  [
    'a body cut off inside the file',
    'multipart/form-data; boundary=XyZ',
    '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
  ],
  ['no multipart at all', 'multipart/form-data; boundary=XyZ', 'just some text'],
])('a profile photo form with %s answers 400 PHOTO_INVALID', async (_name, type, body) => {
  const { browser } = await member();
  const answer = await sendForm(browser, body, type);
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({ code: 'PHOTO_INVALID' });
});

test('a multipart form sent to the gallery upload is refused 415, or 400 when it claims to be an image', async () => {
  const { browser, userId } = await member();
  const form = new Response(photoForm(userId, await jpeg()));
  const formType = form.headers.get('content-type')!;
  const bytes = Buffer.from(await form.arrayBuffer());
  const declared = await browser.fetch('/gallery/upload?filename=a.jpg', {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': formType },
  });
  expect([declared.status, (await declared.json()).code]).toEqual([415, 'UPLOAD_INVALID']);
  const disguised = await sendImage(browser, bytes, 'image/jpeg');
  expect([disguised.status, await disguised.json()]).toEqual([
    400,
    expect.objectContaining({ code: 'UPLOAD_INVALID', message: 'The file is not a JPEG, PNG, WebP or TIFF image' }),
  ]);
});
