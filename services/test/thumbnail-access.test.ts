import type { Identity } from '../src/auth/identity';
import { THUMBNAIL_SIDES } from '@muster/contract/rules';
import { fixture } from '@muster/testkit/fixtures';
import { decode, type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

/**
 * Thumbnails and references of pages the caller may not view (issue 1): whole pages at the listed sides only, a
 * record's region or a memorial's saved crop only through its own reference, and cache headers that never let a
 * shared cache hand one caller's bytes to another.
 */
const { first: subscriberImage, pensionCard: publicImage, draftCard: registeredImage } = fixture.images;
const DARK = 90; // the fixture scans are parchment with a dark band on rows 40–160
const recordId = fixture.josiahRecordId; // on the SUBSCRIBER page 101
const privateMemorial = 3;
const background = 11;

describe.each(backends)('thumbnails and references on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
    const db = s.db.db;
    // Josiah's record gets its line of the page: rows 300–400, the whole width.
    await db
      .insertInto('sub_images')
      .values({
        id: 1002,
        image_id: subscriberImage,
        ordinal: 1,
        title: 'Josiah Whitcomb',
        x: 0,
        y: 300,
        w: 600,
        h: 100,
      })
      .execute();
    await db.updateTable('index_records').set({ sub_image_id: 1002 }).where('id', '=', recordId).execute();
    const stamp = '2024-03-01T12:00:00.000Z';
    await db
      .insertInto('memorials')
      .values({
        id: privateMemorial,
        type: 'PERSON',
        title: 'Private',
        description: '',
        privacy_mode: 'PRIVATE',
        primary_military_event: null,
        owner_id: who.basic.userId,
        index_record_id: null,
        created: stamp,
        last_modified: stamp,
      })
      .execute();
    const element = (id: number, memorialId: number, type: string, value: object) => ({
      id,
      memorial_id: memorialId,
      type,
      ordinal: 5,
      owner_id: 1,
      value: JSON.stringify(value),
      created: stamp,
      last_modified: stamp,
    });
    await db
      .insertInto('memorial_elements')
      .values([
        element(10, privateMemorial, 'COVER_IMAGE', {
          reference: { contentType: 'IMAGE', objectId: subscriberImage },
          rect: { x: 0, y: 0, w: 300, h: 200 },
        }),
        element(background, fixture.memorialId, 'BACKGROUND_IMAGE', {
          reference: { contentType: 'IMAGE', objectId: subscriberImage },
          yPosition: 40,
        }),
      ])
      .execute();
  });
  afterAll(() => s.stop());

  const thumb = (imageId: number, box: string, xywh = '0_0_0_0', as: Identity = who.visitor) =>
    s.getAs(`/fold31-image-data/thumbnail/${imageId}/${box}/${xywh}/0.jpg`, as);
  const reference = (path: string, as: Identity = who.visitor) => s.getAs(`/fold31-image-data/reference/${path}`, as);

  describe('the thumbnail route', () => {
    test.each([
      ['a visitor', who.visitor],
      ['a Basic member', who.basic],
    ])(
      'stitching a subscriber page from crops fails for %s: every crop is a 403, only whole listed thumbnails answer',
      async (_name, as) => {
        // The attack: a grid of 100-px crops, each asked for at its own resolution and at half of it.
        for (let y = 0; y < 900; y += 300) {
          for (let x = 0; x < 600; x += 300) {
            for (const box of ['300/300', '160/160', '100/100']) {
              const res = await thumb(subscriberImage, box, `${x}_${y}_300_300`, as);
              expect(res.status).toBe(403);
              expect(res.headers.get('cache-control')).toBe('no-store');
              expect(res.json()).toMatchObject({ requirement: 'subscribe', accessLevel: 'SUBSCRIBER' });
            }
          }
        }
        for (const box of ['2000/2000', '600/900', '401/401', '399/399', '500/100'])
          expect((await thumb(subscriberImage, box, '0_0_0_0', as)).status).toBe(403);
        for (const side of THUMBNAIL_SIDES) {
          const res = await thumb(subscriberImage, `${side}/${side}`, '0_0_0_0', as);
          expect(res.status).toBe(200);
          const { width, height } = await decode(res.body);
          expect(Math.max(width!, height!)).toBe(side);
        }
      },
    );

    test.each([
      [
        'a whole subscriber page at a listed size, to a visitor',
        subscriberImage,
        '400/400',
        '0_0_0_0',
        who.visitor,
        200,
        'public, max-age=86400',
      ],
      [
        'a whole subscriber page in a listed oblong box',
        subscriberImage,
        '100/300',
        '0_0_0_0',
        who.basic,
        200,
        'public, max-age=86400',
      ],
      [
        'a crop of a subscriber page, to a subscriber',
        subscriberImage,
        '100/100',
        '0_0_100_100',
        who.subscriber,
        200,
        'private, max-age=86400',
      ],
      [
        'a full-size subscriber page, to a subscriber',
        subscriberImage,
        '2000/2000',
        '0_0_0_0',
        who.subscriber,
        200,
        'private, max-age=86400',
      ],
      [
        'any crop of a PUBLIC page, to a visitor',
        publicImage,
        '1200/1200',
        '0_0_300_300',
        who.visitor,
        200,
        'public, max-age=86400',
      ],
      [
        'a whole REGISTERED (free) page at a listed size, to a visitor',
        registeredImage,
        '400/400',
        '0_0_0_0',
        who.visitor,
        200,
        'public, max-age=86400',
      ],
      [
        'a large REGISTERED (free) page, refused to a visitor',
        registeredImage,
        '1200/1200',
        '0_0_0_0',
        who.visitor,
        403,
        'no-store',
      ],
      [
        'a crop of a REGISTERED (free) page, refused to a visitor',
        registeredImage,
        '200/200',
        '0_0_300_300',
        who.visitor,
        403,
        'no-store',
      ],
      [
        'a crop of a REGISTERED (free) page, to a Basic member',
        registeredImage,
        '200/200',
        '0_0_300_300',
        who.basic,
        200,
        'private, max-age=86400',
      ],
    ] as const)('%s: %i %s', async (_name, imageId, box, xywh, as, status, cacheControl) => {
      const res = await thumb(imageId, box, xywh, as);
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe(cacheControl);
    });
  });

  describe("a record's reference", () => {
    test.each([
      ['a visitor', who.visitor],
      ['a Basic member', who.basic],
      ['a subscriber', who.subscriber],
    ])(
      "shows %s the record's own line with its neighbours, at the listed sizes only, for every cache",
      async (_name, as) => {
        const res = await reference(`INDEX_RECORD/${recordId}?width=200&height=200`, as);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
        // The 600×100 line grows to 600×300 (rows 200–500, clear of the dark band): 200×100 of parchment.
        const image = await decode(res.body, { x: 100, y: 10 });
        expect(image).toMatchObject({ width: 200, height: 100 });
        expect(Math.min(...image.pixel)).toBeGreaterThan(DARK);
        for (const size of ['width=201&height=200', 'width=1200&height=1200', 'width=50&height=50']) {
          expect(await reference(`INDEX_RECORD/${recordId}?${size}`, as)).toMatchObject({ status: 400 });
        }
      },
    );

    test("without a size it is the spec's 200 × 200; a sub-image is its own rectangle", async () => {
      expect(await decode((await reference(`INDEX_RECORD/${recordId}`)).body)).toMatchObject({
        width: 200,
        height: 100,
      });
      expect(
        await decode((await reference(`SUB_IMAGE/${fixture.subImageId}?width=300&height=300`)).body),
      ).toMatchObject({ width: 300, height: 200 });
    });

    test('an ETag answers a second request with a 304', async () => {
      const first = await reference(`INDEX_RECORD/${recordId}?width=100&height=100`);
      const again = await reference(`INDEX_RECORD/${recordId}?width=100&height=100`, who.visitor);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      const revalidated = await s.getAs(
        `/fold31-image-data/reference/INDEX_RECORD/${recordId}?width=100&height=100`,
        who.visitor,
        { 'if-none-match': first.headers.get('etag')! },
      );
      expect(revalidated.status).toBe(304);
    });

    test.each([
      ['IMAGE/101', 400],
      ['INDEX_RECORD/abc', 400],
      [`INDEX_RECORD/${recordId}?element=1`, 400],
      [`INDEX_RECORD/${recordId}?width=0`, 400],
      [`INDEX_RECORD/${fixture.missingId}`, 404],
      [`SUB_IMAGE/${fixture.missingId}`, 404],
    ])('%s is a %i', async (path, status) => {
      const res = await reference(path);
      expect(res.status).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status });
    });
  });

  describe("a memorial's reference", () => {
    test('is the cover crop its owner saved, to everybody who sees the memorial, kept five minutes', async () => {
      for (const path of [
        `STORY_PAGE/${fixture.memorialId}?width=100&height=100`,
        `STORY_PAGE/${fixture.memorialId}?element=1&width=100&height=100`,
      ]) {
        const res = await reference(path, who.visitor);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=300');
        // The 300×200 crop of the top left, dark band included, fitted to 100×67.
        const image = await decode(res.body, { x: 50, y: 30 });
        expect(image).toMatchObject({ width: 100, height: 67 });
        expect(Math.max(...image.pixel)).toBeLessThan(DARK);
      }
    });

    test("a background may be the header's 1200 wide; a cover may not", async () => {
      const wide = await reference(`STORY_PAGE/${fixture.memorialId}?element=${background}&width=1200&height=1200`);
      expect(wide.status).toBe(200);
      expect(await decode(wide.body)).toMatchObject({ width: 800, height: 1200 });
      expect((await reference(`STORY_PAGE/${fixture.memorialId}?element=1&width=1200&height=1200`)).status).toBe(400);
      expect((await reference(`STORY_PAGE/${fixture.memorialId}?width=1200&height=1200`)).status).toBe(400);
    });

    test('an element of another memorial, or a private memorial of someone else, is not there', async () => {
      expect((await reference(`STORY_PAGE/${fixture.memorialId}?element=10`)).status).toBe(404);
      expect((await reference(`STORY_PAGE/${fixture.topicMemorialId}`)).status).toBe(404); // no picture
      for (const as of [who.visitor, who.subscriber])
        expect((await reference(`STORY_PAGE/${privateMemorial}`, as)).status).toBe(404);
      const mine = await reference(`STORY_PAGE/${privateMemorial}`, who.basic);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, max-age=300');
    });

    test('an address of another revision leads on only for whom the picture is there: it tells nobody else it exists', async () => {
      const support = { ...who.subscriber, roles: ['support'] };
      for (const as of [who.visitor, who.subscriber, support]) {
        const res = await reference(`STORY_PAGE/${privateMemorial}?width=200&height=200&v=3`, as);
        expect([res.status, res.headers.get('location')]).toEqual([404, null]);
      }
      const mine = await reference(`STORY_PAGE/${privateMemorial}?width=200&height=200&v=3`, who.basic);
      // Revision 0 is written without a v.
      expect([mine.status, mine.headers.get('location')]).toEqual([302, `${privateMemorial}?width=200&height=200`]);
    });
  });
});
