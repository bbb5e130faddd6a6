import sharp from 'sharp';
import { fixture } from '@muster/testkit/fixtures';
import { type Identity, signIdentity } from '@muster/services/auth';
import { decode, type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

const { first, second, third, pensionCard } = fixture.images;
const staff = (userId: number, role: string): Identity => ({
  userId,
  accountStatus: 'non-subscriber',
  roles: [role],
  institutionId: null,
});
const content = staff(10, 'content');
const admin = staff(11, 'admin');
const support = staff(12, 'support');

describe.each(backends)("'Manage this image' calls on %s", (backend) => {
  let s: ImageServices;
  const send = async (method: string, path: string, as: Identity, body?: unknown, type = 'application/json') => {
    const res = await fetch(`${s.url}/document${path}`, {
      method,
      headers: {
        'x-muster-auth': signIdentity(as, 'test-internal'),
        ...(body === undefined ? {} : { 'content-type': type }),
      },
      body: body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const audits = () =>
    s.db.db.selectFrom('staff_audit').select(['staff_id', 'action', 'detail']).orderBy('id').execute();
  const tile = (id: number, v: number | null, as: Identity = who.subscriber, region = 'full/max/0/default.jpg') =>
    s.getAs(`/fold31-image-data/iiif/3/${id}/${region}?token=${s.token(id, as)}${v === null ? '' : `&v=${v}`}`, as);

  beforeAll(async () => {
    s = await startImageServices({ backend });
    await s.db.db
      .insertInto('users')
      .values(
        [content, admin, support].map((who) => ({
          id: who.userId!,
          username: `staff${who.userId}`,
          email: `staff${who.userId}@example.org`,
          password_hash: 'scrypt$fixture',
          account_status: 'non-subscriber',
          confirmed: 1,
          roles: JSON.stringify(who.roles),
          institution_id: null,
          join_date: '2024-03-01T12:00:00.000Z',
        })),
      )
      .execute();
  });
  afterAll(() => s.stop());

  test('every call is refused to visitors (401), members and staff without the images ability (403)', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const calls: [string, string, unknown?, string?][] = [
      ['GET', `/admin/image/${pensionCard}`],
      ['PUT', `/admin/image/${pensionCard}/title`, { title: 'Changed' }],
      ['PUT', `/admin/image/${pensionCard}/visibility`, { hidden: true }],
      ['PUT', `/admin/image/${pensionCard}/ordinal`, { ordinal: 1 }],
      ['POST', `/admin/image/${pensionCard}/rotation`, { degrees: 90 }],
      ['POST', `/admin/image/${pensionCard}/scan`, png, 'image/png'],
    ];
    for (const [method, path, body, type] of calls) {
      const statuses = [];
      for (const as of [who.visitor, who.basic, who.subscriber, support])
        statuses.push((await send(method, path, as, body, type)).status);
      expect([method, path, statuses]).toEqual([method, path, [401, 403, 403, 403]]);
    }
    expect(await audits()).toEqual([]);
    expect((await send('GET', `/admin/image/${pensionCard}`, content)).body).toEqual({
      imageId: pensionCard,
      rollId: fixture.rolls.pensionW,
      title: expect.any(String),
      shortTitle: expect.any(String),
      position: 1,
      pageCount: 2,
      width: 600,
      height: 900,
      revision: 0,
      hidden: false,
    });
  });

  test('bad input is refused with a code, changing nothing', async () => {
    const bad: [string, string, unknown, number, string, string?][] = [
      ['GET', `/admin/image/${fixture.missingId}`, undefined, 404, 'NOT_FOUND'],
      ['PUT', `/admin/image/${fixture.missingId}/title`, { title: 'x' }, 404, 'NOT_FOUND'],
      ['PUT', `/admin/image/${first}/ordinal`, { ordinal: 0 }, 400, 'BAD_ORDINAL'],
      ['PUT', `/admin/image/${first}/ordinal`, { ordinal: 4 }, 400, 'BAD_ORDINAL'],
      ['PUT', `/admin/image/${first}/ordinal`, { ordinal: 'two' }, 400, 'BAD_ORDINAL'],
      ['POST', `/admin/image/${first}/rotation`, { degrees: 45 }, 400, 'BAD_ROTATION'],
      ['PUT', `/admin/image/${first}/title`, { title: '   ' }, 400, 'BAD_TITLE'],
      ['PUT', `/admin/image/${first}/title`, { title: 'x'.repeat(257) }, 400, 'BAD_TITLE'],
      ['POST', `/admin/image/${first}/scan`, Buffer.from('not a picture'), 400, 'UPLOAD_INVALID', 'image/png'],
      ['POST', `/admin/image/${first}/scan`, Buffer.alloc(26 * 1024 * 1024), 413, 'UPLOAD_TOO_LARGE', 'image/jpeg'],
    ];
    for (const [method, path, body, status, code, type] of bad) {
      const res = await send(method, path, admin, body, type);
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, status, code]);
    }
    expect(await audits()).toEqual([]);
  });

  test('retitles a page and moves it in its roll; the others shift and next/previous follow', async () => {
    const retitled = await send('PUT', `/admin/image/${third}/title`, content, { title: ' Casualty list, 1862 ' });
    expect(retitled.body).toMatchObject({ title: 'Casualty list, 1862', shortTitle: 'Casualty list, 1862' });
    const moved = await send('PUT', `/admin/image/${third}/ordinal`, content, { ordinal: 1 });
    expect(moved.body).toMatchObject({ position: 1, pageCount: 3 });
    const viewer = async (id: number) =>
      (await s.getAs(`/document/viewer-image?id=${id}`, who.subscriber)).json() as {
        ordinal: number;
        title: string;
        previousImageId: number | null;
        nextImageId: number | null;
      };
    expect(await viewer(third)).toMatchObject({
      ordinal: 1,
      title: 'Casualty list, 1862',
      previousImageId: null,
      nextImageId: first,
    });
    expect(await viewer(first)).toMatchObject({ ordinal: 2, previousImageId: third, nextImageId: second });
    expect(await viewer(second)).toMatchObject({ ordinal: 3, previousImageId: first, nextImageId: null });
    expect(await audits()).toEqual([
      {
        staff_id: 10,
        action: 'image-retitled',
        detail: `image ${third}: "Company A casualty list" → "Casualty list, 1862"`,
      },
      { staff_id: 10, action: 'image-moved', detail: `image ${third} in roll ${fixture.rolls.companyA}: page 3 → 1` },
    ]);
  });

  test('a hidden scan is not found by visitors and members; staff still get it, marked hidden', async () => {
    const thumb = `/fold31-image-data/thumbnail/${pensionCard}/100/150/0_0_0_0/0.jpg`;
    // The crop of record 13's line on the card, as record pages and search hits show it.
    const crop = `/fold31-image-data/reference/SUB_IMAGE/${fixture.subImageId}?width=200&height=200`;
    expect((await s.getAs(`/document/image/${pensionCard}`, who.visitor)).status).toBe(200);
    expect((await s.getAs(crop, who.visitor)).status).toBe(200);
    expect((await send('PUT', `/admin/image/${pensionCard}/visibility`, admin, { hidden: true })).body).toMatchObject({
      hidden: true,
    });
    for (const as of [who.visitor, who.basic, who.subscriber, support]) {
      expect((await s.getAs(`/document/image/${pensionCard}`, as)).status).toBe(404);
      expect((await s.getAs(thumb, as)).status).toBe(404);
      expect((await s.getAs(crop, as)).status).toBe(404);
      expect((await tile(pensionCard, null, as)).status).toBe(404);
    }
    expect((await s.getAs(crop, content)).status).toBe(200);
    const doc = () =>
      s.db.db
        .withTables<{ search_docs: { content_type: string; object_id: number; title: string } }>()
        .selectFrom('search_docs')
        .select('title')
        .where('content_type', '=', 'IMAGE')
        .where('object_id', '=', pensionCard)
        .execute();
    // No longer a search hit either.
    expect(await doc()).toEqual([]);
    const seen = await s.getAs(`/document/image/${pensionCard}`, content);
    expect([seen.status, seen.json().hidden]).toEqual([200, true]);
    expect((await tile(pensionCard, null, content)).status).toBe(200);
    await send('PUT', `/admin/image/${pensionCard}/visibility`, admin, { hidden: false });
    expect((await s.getAs(`/document/image/${pensionCard}`, who.visitor)).json().hidden).toBe(false);
    expect(await doc()).toHaveLength(1);
    expect((await audits()).slice(-2)).toEqual([
      { staff_id: 11, action: 'image-hidden', detail: `image ${pensionCard}: visible → hidden` },
      { staff_id: 11, action: 'image-shown', detail: `image ${pensionCard}: hidden → visible` },
    ]);
  });

  test('rotating and replacing version the scan: old tile and thumbnail addresses stop giving the old pixels', async () => {
    // The card's sub-image (record 13's line box) is a crop address: /reference/…, revision 0 so far.
    const crop = (query: string, type = 'SUB_IMAGE', id = fixture.subImageId) =>
      s.getAs(`/fold31-image-data/reference/${type}/${id}?width=200&height=200${query}`, who.visitor);
    const thumbnailUrl = async () =>
      (await s.getAs(`/fold31-api/obj-ref/content/SUB_IMAGE/${fixture.subImageId}?thumbWidth=200`, who.visitor)).json()
        .thumbnail.url;
    expect((await crop('')).status).toBe(200);
    expect(await thumbnailUrl()).toBe(`/reference/SUB_IMAGE/${fixture.subImageId}?width=200&height=200`);
    const before = await tile(pensionCard, 0, who.visitor);
    expect(await decode(before.body, { x: 10, y: 100 })).toMatchObject({ width: 600, height: 900 });
    const dark = (await decode(before.body, { x: 10, y: 100 })).pixel;
    expect(Math.max(...dark)).toBeLessThan(100);

    const turned = await send('POST', `/admin/image/${pensionCard}/rotation`, content, { degrees: 90 });
    expect(turned.body).toMatchObject({ width: 900, height: 600, revision: 1 });
    const old = await tile(pensionCard, 0, who.visitor);
    expect([old.status, old.json().code, old.json().revision]).toEqual([410, 'IMAGE_REVISED', 1]);
    const now = await tile(pensionCard, 1, who.visitor);
    const seen = await decode(now.body, { x: 10, y: 100 });
    expect([now.status, seen.width, seen.height]).toEqual([200, 900, 600]);
    expect(Math.min(...seen.pixel)).toBeGreaterThan(150);
    expect(Math.max(...(await decode(now.body, { x: 800, y: 10 })).pixel)).toBeLessThan(100);
    // The region drawn on the card turned with it.
    const sub = await s.db.db
      .selectFrom('sub_images')
      .selectAll()
      .where('image_id', '=', pensionCard)
      .executeTakeFirstOrThrow();
    expect([sub.x, sub.y, sub.w, sub.h]).toEqual([640, 50, 200, 300]);
    // Crop addresses carry the revision as thumbnails do: an old one leads to the current one, which shows the turned
    // region; the addresses the services hand out name it.
    for (const [type, id] of [
      ['SUB_IMAGE', fixture.subImageId],
      ['INDEX_RECORD', 13],
    ] as const)
      for (const old of ['', '&v=0', '&v=7']) {
        const moved = await crop(old, type, id);
        expect([type, old, moved.status, moved.headers.get('location'), moved.headers.get('cache-control')]).toEqual([
          type,
          old,
          302,
          `${id}?width=200&height=200&v=1`,
          'no-store',
        ]);
      }
    const turnedCrop = await crop('&v=1');
    expect([turnedCrop.status, turnedCrop.headers.get('cache-control')]).toEqual([200, 'public, max-age=86400']);
    // The 200 × 300 region turned upright: taller than wide.
    const turnedSize = await decode(turnedCrop.body);
    expect(turnedSize.height!).toBeGreaterThan(turnedSize.width!);
    expect(await thumbnailUrl()).toBe(`/reference/SUB_IMAGE/${fixture.subImageId}?width=200&height=200&v=1`);
    // A revision that is not a number is bad input, not a redirect.
    for (const bad of ['&v=-1', '&v=one']) expect((await crop(bad)).status).toBe(400);
    const thumb = await s.getAs(`/fold31-image-data/thumbnail/${pensionCard}/100/150/0_0_0_0/0.jpg?v=0`, who.visitor);
    expect([thumb.status, thumb.headers.get('location')]).toEqual([
      302,
      // Relative, so the same address leads on through the gateway's /thumbnail/… as here.
      '0.jpg?v=1',
    ]);

    // A member's note drawn on the turned card, and its OCR word boxes.
    await s.db.db
      .insertInto('annotations')
      .values({
        image_id: pensionCard,
        user_id: 1,
        type: 'name',
        value: 'Amos Wheeler',
        label: 'Amos',
        x: 100,
        y: 120,
        w: 300,
        h: 40,
        rotation: 0,
        created: '2026-01-01T00:00:00.000Z',
        modified: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await s.db.db
      .updateTable('images')
      .set({ ocr_words: JSON.stringify([{ t: 'Wheeler', x: 100, y: 120, w: 120, h: 30 }]) })
      .where('id', '=', pensionCard)
      .execute();

    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const replaced = await send('POST', `/admin/image/${pensionCard}/scan`, content, red, 'image/png');
    expect(replaced.body).toMatchObject({ width: 300, height: 200, revision: 2 });
    // The boxes drawn on the old scan say nothing about the new one: the record's sub-image and the member's note keep
    // their text and links but now cover the whole new page; the OCR word boxes are gone (docs/decisions/images.md).
    const regions = async (table: 'sub_images' | 'annotations') =>
      (await s.db.db.selectFrom(table).select(['x', 'y', 'w', 'h']).where('image_id', '=', pensionCard).execute()).map(
        (r) => [r.x, r.y, r.w, r.h],
      );
    expect(await regions('sub_images')).toEqual([[0, 0, 300, 200]]);
    expect(await regions('annotations')).toEqual([[0, 0, 300, 200]]);
    const note = await s.db.db
      .selectFrom('annotations')
      .select(['value', 'label'])
      .where('image_id', '=', pensionCard)
      .executeTakeFirstOrThrow();
    expect(note).toEqual({ value: 'Amos Wheeler', label: 'Amos' });
    const page = await s.db.db
      .selectFrom('images')
      .select(['ocr_words'])
      .where('id', '=', pensionCard)
      .executeTakeFirstOrThrow();
    expect(page.ocr_words).toBe('[]');
    // The crop address of revision 1 leads to revision 2's, which is now the whole red page.
    expect((await crop('&v=1')).headers.get('location')).toBe(`${fixture.subImageId}?width=200&height=200&v=2`);
    const wholeCrop = await decode((await crop('&v=2')).body);
    expect([wholeCrop.width, wholeCrop.height]).toEqual([200, 133]);
    expect(wholeCrop.pixel[0]).toBeGreaterThan(200);
    expect((await tile(pensionCard, 1, who.visitor)).status).toBe(410);
    const fresh = await decode((await tile(pensionCard, 2, who.visitor)).body);
    expect(fresh.width).toBe(300);
    expect(fresh.pixel[0]).toBeGreaterThan(200);
    expect(fresh.pixel[1]).toBeLessThan(60);
    // An address naming no revision is one of revision 0.
    expect((await tile(pensionCard, null, who.visitor)).status).toBe(410);
    const bare = await s.getAs(`/fold31-image-data/thumbnail/${pensionCard}/100/150/0_0_0_0/0.jpg`, who.visitor);
    expect([bare.status, bare.headers.get('location')]).toEqual([302, '0.jpg?v=2']);
    expect((await audits()).slice(-2)).toEqual([
      { staff_id: 10, action: 'image-rotated', detail: `image ${pensionCard}: turned 90° clockwise, revision 0 → 1` },
      {
        staff_id: 10,
        action: 'image-replaced',
        detail: `image ${pensionCard}: 900×600 revision 1 → 300×200 revision 2; 2 regions reset to the whole page`,
      },
    ]);
  });
});
