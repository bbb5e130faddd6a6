import sharp from 'sharp';
import { UPLOADS_PER_HOUR } from '../src/gallery/upload-rate';
import { type AccountsServices, asMember, header, members, startAccounts } from '@muster/testkit/accounts';
import { blankPng } from '@muster/testkit/files';
import { backends } from '@muster/testkit';

/**
 * Issue point 10: an image upload is judged by its header before it is decoded (50 megapixels for the gallery,
 * 16 for a profile photo), and a member sends at most so many an hour; a broken form is the sender's 400.
 */
const helen = asMember(members.helen);
const legacy = asMember(members.legacy);
const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();
const HOUR = 60 * 60_000;

describe.each(backends)('upload limits on %s', (backend) => {
  let h: AccountsServices;
  let base: string;
  const upload = async (bytes: Buffer, as: object = helen) => {
    const res = await fetch(`${base}/document/upload?filename=scan.png`, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'image/png', 'x-muster-auth': header(as) },
    });
    return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
  };
  const photoForm = (id: number, file: Buffer) => {
    const form = new FormData();
    form.set('id', String(id));
    form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
    return form;
  };
  const sendPhoto = (body: BodyInit, contentType?: string, as: object = legacy) =>
    fetch(`${base}/user/profile-photo`, {
      method: 'PUT',
      body,
      headers: { 'x-muster-auth': header(as), ...(contentType ? { 'content-type': contentType } : {}) },
    }).then(async (res) => ({
      status: res.status,
      body: await res.json(),
      retryAfter: res.headers.get('retry-after'),
    }));
  const uploadCount = async () =>
    Number(
      (
        await h.db.db
          .selectFrom('user_uploads')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Uploads the member already sent this hour, as rows of the shared count. */
  const alreadySent = (userId: number, kind: 'gallery' | 'photo', n: number) =>
    h.db.db
      .insertInto('upload_events')
      .values(
        Array.from({ length: n }, (_, i) => ({
          user_id: userId,
          kind,
          at: new Date(h.clock.now - 30 * 60_000 + i).toISOString(),
        })),
      )
      .execute();

  beforeAll(async () => {
    h = await startAccounts({ backend });
    base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => h.stop());
  beforeEach(async () => {
    h.clock.now += 2 * HOUR;
    await h.db.db.deleteFrom('upload_events').execute();
  });

  it('refuses the 97 KB PNG declaring 9999 × 9999 by its header, storing nothing', async () => {
    const before = await uploadCount();
    const bomb = await blankPng(9999, 9999);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await upload(bomb)).toMatchObject({
      status: 400,
      body: { code: 'UPLOAD_TOO_MANY_PIXELS', message: 'The image is too large (max 50 megapixels)' },
    });
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a gallery image of 50 megapixels and one pixel; a normal one is still stored', async () => {
    expect((await upload(await blankPng(3561, 14041))).body.code).toBe('UPLOAD_TOO_MANY_PIXELS'); // 50,000,001 pixels
    expect(await upload(await jpeg())).toMatchObject({ status: 201, body: { width: 640, height: 480 } });
  });

  it('refuses a profile photo of 16 megapixels and one pixel with its reason; a normal one is still taken', async () => {
    const big = await sendPhoto(photoForm(members.legacy.id, await blankPng(641, 24961))); // 16,000,001 pixels
    expect(big).toMatchObject({
      status: 400,
      body: { code: 'PHOTO_INVALID', message: 'The photo is too large (max 16 megapixels)' },
    });
    expect((await h.call('GET', '/user/self', { as: legacy })).body.hasPhoto).toBe(false);
    expect(await sendPhoto(photoForm(members.legacy.id, await jpeg()))).toMatchObject({
      status: 200,
      body: { hasPhoto: true },
    });
  });

  it(`takes ${UPLOADS_PER_HOUR.gallery} gallery uploads a member an hour, then 429 until the oldest is an hour old`, async () => {
    await alreadySent(members.helen.id, 'gallery', UPLOADS_PER_HOUR.gallery - 1);
    expect((await upload(await jpeg())).status).toBe(201);
    const refused = await upload(await jpeg());
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: String(30 * 60),
      body: {
        code: 'THROTTLED',
        message: 'You have reached the limit of 60 uploads an hour. Please try again in 30 minutes',
      },
    });
    // Another member is not held back; refusals do not count, so the hour runs from the uploads themselves.
    expect((await upload(await jpeg(), legacy)).status).toBe(201);
    await upload(await jpeg());
    h.clock.now += 30 * 60_000 + 1000;
    expect((await upload(await jpeg())).status).toBe(201);
  });

  it(`takes ${UPLOADS_PER_HOUR.photo} profile photos a member an hour, counting refused files too`, async () => {
    await alreadySent(members.legacy.id, 'photo', UPLOADS_PER_HOUR.photo - 1);
    expect((await sendPhoto(photoForm(members.legacy.id, Buffer.from('not an image')))).status).toBe(400);
    const refused = await sendPhoto(photoForm(members.legacy.id, await jpeg()));
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: String(30 * 60),
      body: {
        code: 'THROTTLED',
        message: expect.stringMatching(/^You have reached the limit of 10 photo changes an hour/),
      },
    });
    h.clock.now += 30 * 60_000 + 1000;
    expect((await sendPhoto(photoForm(members.legacy.id, await jpeg()))).status).toBe(200);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'id=3'],
    [
      'a body cut off in a part',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
    ['a broken part header', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nno header here\r\n\r\n--XyZ--\r\n'],
    ['no parts at all', 'multipart/form-data; boundary=XyZ', 'garbage without any boundary'],
  ])('answers a profile photo form with %s 400 PHOTO_INVALID, never 500', async (_name, type, body) => {
    const answer = await sendPhoto(body, type);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PHOTO_INVALID');
  });
});
