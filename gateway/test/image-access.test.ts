import sharp from 'sharp';
import { fixture, images as fixtureImages, publications } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Image bytes of pages a caller may not view, through the gateway as a browser gets them (issue 1 and the image
 * parts of issue 12): no crop of a subscriber page for visitors and Basic members, records and memorial crops
 * only through their references, cache headers per kind, and full-size renders only where downloads are allowed.
 */
const subscriberPage = fixture.images.first; // SUBSCRIBER, no downloads, prints allowed
const freePage = fixture.images.draftCard; // REGISTERED, no downloads, prints allowed
const openPage = fixture.images.pensionCard; // PUBLIC, downloads and prints allowed
const noPrintPage = 601; // PUBLIC, downloads allowed, prints not (added below)
const recordId = fixture.josiahRecordId; // on the subscriber page
const PASSWORD = 'Images-Access-1863';

let services: TestServices;
let gateway: TestGateway;
let visitor: Browser;
let basic: Browser;
let subscriber: Browser;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  // Josiah's record gets its line of the page, as imported records have, so its search hit pictures a region.
  await db
    .insertInto('sub_images')
    .values({ id: 1002, image_id: subscriberPage, ordinal: 1, title: 'Josiah Whitcomb', x: 0, y: 300, w: 600, h: 100 })
    .execute();
  await db.updateTable('index_records').set({ sub_image_id: 1002 }).where('id', '=', recordId).execute();
  const pensions = publications.find((p) => p.id === fixture.publications.pensions)!;
  await db
    .insertInto('publications')
    .values({ ...pensions, id: noPrintPage, slug: 'no-print', allow_print: 0 } as never)
    .execute();
  await db
    .insertInto('images')
    .values({ ...fixtureImages.find((i) => i.id === openPage)!, id: noPrintPage, publication_id: noPrintPage } as never)
    .execute();
  for (const id of [1, 2]) await setPassword(db, id, PASSWORD);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
  visitor = new Browser(gateway.url);
  [subscriber, basic] = await Promise.all(
    ['hwhitcomb', 'archivist'].map(async (username) => {
      const browser = new Browser(gateway.url);
      expect((await browser.gql(SIGN_IN, { username, password: PASSWORD })).body.errors).toBeUndefined();
      return browser;
    }),
  );
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const size = async (response: Response) => {
  const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width, height };
};

describe('thumbnails of a page the caller may not view', () => {
  test.each([
    ['a visitor', () => visitor],
    ['a Basic member', () => basic],
  ])('%s cannot stitch a subscriber page from crops', async (_name, as) => {
    // A 3 × 3 grid of 200-px crops at their own resolution, at half of it, and at a listed thumbnail side.
    for (let y = 0; y < 900; y += 300) {
      for (let x = 0; x < 600; x += 200) {
        for (const box of ['200/300', '100/150', '160/160']) {
          const response = await as().fetch(`/thumbnail/${subscriberPage}/${box}/${x}_${y}_200_300/0.jpg`);
          expect(response.status).toBe(403);
          expect(await response.json()).toMatchObject({ requirement: 'subscribe' });
        }
      }
    }
    // Nor the whole page at a size of its own choosing: only the listed sides answer.
    expect((await as().fetch(`/thumbnail/${subscriberPage}/1200/1200/0_0_0_0/0.jpg`)).status).toBe(403);
    const listed = await as().fetch(`/thumbnail/${subscriberPage}/400/400/0_0_0_0/0.jpg`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await size(listed)).toEqual({ width: 267, height: 400 });
  });

  test('a subscriber still gets any crop of the page, kept only in their own browser', async () => {
    const response = await subscriber.fetch(`/thumbnail/${subscriberPage}/300/300/0_0_300_300/0.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(await size(response)).toEqual({ width: 300, height: 300 });
  });

  test('search hits picture records through their reference and pages whole: no address names a crop, and each opens for a visitor', async () => {
    const { body } = await visitor.gql(
      `{ search(query: { keywords: "${fixture.surname}", maxCount: 100 }) { hits { doc { id } thumbnail { url width height } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const urls: string[] = body.data.search.hits.flatMap((h: { thumbnail: { url: string } | null }) =>
      h.thumbnail ? [h.thumbnail.url] : [],
    );
    expect(urls).toContain(`/reference/INDEX_RECORD/${recordId}?width=200&height=200`);
    for (const url of urls) {
      expect(url).toMatch(
        /^\/thumbnail\/\d+\/200\/200\/0_0_0_0\/0\.jpg$|^\/reference\/(INDEX_RECORD|SUB_IMAGE|STORY_PAGE)\/\d+\?width=200&height=200$/,
      );
      expect((await visitor.fetch(url)).status).toBe(200);
    }
  });

  test("a record's reference answers a visitor at the listed sizes and nothing else", async () => {
    const response = await visitor.fetch(`/reference/INDEX_RECORD/${recordId}?width=200&height=200`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await size(response)).toEqual({ width: 200, height: 100 });
    for (const query of ['width=1200&height=1200', 'width=199&height=199', 'width=200&height=200&element=1']) {
      expect((await visitor.fetch(`/reference/INDEX_RECORD/${recordId}?${query}`)).status).toBe(400);
    }
  });

  test('GraphQL rounds a thumbnail box to the listed sides', async () => {
    const { body } = await visitor.gql(
      `{ image(id: ${subscriberPage}) { thumbnail(width: 1000, height: 90) { url width height } } }`,
    );
    expect(body.data.image.thumbnail).toEqual({
      url: `/thumbnail/${subscriberPage}/400/100/0_0_0_0/0.jpg`,
      width: 67,
      height: 100,
    });
  });
});

describe('full-size renders follow allowDownload; prints follow allowPrint', () => {
  const ADDRESSES = `query($id: Int!) { image(id: $id) { scanUrl downloadUrl printUrl tileSource } }`;
  const addresses = async (as: Browser, id: number) => (await as.gql(ADDRESSES, { id })).body.data.image;

  test('without downloads there is no scanUrl or downloadUrl, but a print of the whole page', async () => {
    for (const [as, id] of [
      [basic, freePage],
      [subscriber, subscriberPage],
    ] as const) {
      const { scanUrl, downloadUrl, printUrl } = await addresses(as, id);
      expect({ scanUrl, downloadUrl }).toEqual({ scanUrl: null, downloadUrl: null });
      const print = await as.fetch(printUrl);
      expect(print.status).toBe(200);
      expect(await size(print)).toEqual(fixture.imageSize);
    }
  });

  test('without prints printUrl is null while downloads go on', async () => {
    const { scanUrl, downloadUrl, printUrl } = await addresses(visitor, noPrintPage);
    expect(printUrl).toBeNull();
    expect(scanUrl).toMatch(/action=view/);
    expect(downloadUrl).toMatch(/action=download/);
    expect(await size(await visitor.fetch(scanUrl))).toEqual(fixture.imageSize);
  });

  test('IIIF full/max without downloads is at most one tile, a larger size is refused, tiles still come', async () => {
    const { tileSource } = await addresses(basic, freePage);
    const token = new URL(tileSource, 'http://x').searchParams.get('token')!;
    const iiif = (rest: string) => basic.fetch(`/iiif/3/${freePage}/${rest}?token=${encodeURIComponent(token)}`);
    const info = await (await basic.fetch(tileSource)).json();
    expect(info).toMatchObject({ maxWidth: 512, maxHeight: 512 });
    expect(await size(await iiif('full/max/0/default.jpg'))).toEqual({ width: 341, height: 512 });
    const refused = await iiif('full/600,900/0/default.jpg');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'download-not-allowed' });
    expect((await iiif('0,0,512,512/512,512/0/default.jpg')).status).toBe(200);
    // Where downloads are allowed the whole scan is one request away, as before.
    const open = (await addresses(visitor, openPage)).tileSource;
    const openToken = new URL(open, 'http://x').searchParams.get('token')!;
    expect(
      await size(
        await visitor.fetch(`/iiif/3/${openPage}/full/max/0/default.jpg?token=${encodeURIComponent(openToken)}`),
      ),
    ).toEqual(fixture.imageSize);
  });
});

describe("tile lifetimes and the gateway's tile cache", () => {
  test.each([
    ['a subscriber page, to a subscriber', () => subscriber, subscriberPage],
    ['a free (REGISTERED) page, to a member', () => basic, freePage],
  ])(
    'tiles of %s are private, live no longer than their token, and are never kept by the gateway',
    async (_name, as, id) => {
      const { tileSource } = await tileSourceOf(as(), id);
      const token = new URL(tileSource, 'http://x').searchParams.get('token')!;
      const tile = `/iiif/3/${id}/0,0,512,512/256,256/0/default.jpg?token=${encodeURIComponent(token)}`;
      for (let n = 0; n < 2; n++) {
        services.resetRequests();
        const response = await as().fetch(tile);
        expect(response.status).toBe(200);
        const maxAge = Number(/^private, max-age=(\d+), immutable$/.exec(response.headers.get('cache-control')!)?.[1]);
        expect(maxAge).toBeGreaterThan(3500);
        expect(maxAge).toBeLessThanOrEqual(3600);
        // Asked twice, answered twice by the image service: nothing of it stayed in the gateway.
        expect(response.headers.get('x-muster-gateway-cache')).toBeNull();
        expect(services.requests.filter((r) => r.includes(`/iiif/3/${id}/`))).toHaveLength(1);
      }
    },
  );

  async function tileSourceOf(as: Browser, id: number) {
    return (await as.gql(`query($id: Int!) { image(id: $id) { tileSource } }`, { id })).body.data.image;
  }
});

describe("a record's region of its page (IndexRecord.subImage)", () => {
  const query = `query($id: ID!) { indexRecord(globalId: $id) { image { imageId } subImage { id subImageId x y w h } } }`;
  const regionFor = async (as: Browser) =>
    (await as.gql(query, { id: `INDEX_RECORD:${recordId}` })).body.data.indexRecord;

  test('a subscriber gets the region and its box, which the viewer outlines (?rec=)', async () => {
    services.resetRequests();
    expect(await regionFor(subscriber)).toEqual({
      image: { imageId: subscriberPage },
      subImage: { id: 'SUB_IMAGE:1002', subImageId: 1002, x: 0, y: 300, w: 600, h: 100 },
    });
    // The region comes with its page: no call of its own.
    expect(services.requests.filter((r) => r.includes('/document/sub-image/'))).toEqual([]);
  });

  test.each([
    ['a visitor', () => visitor],
    ['a Basic member', () => basic],
  ])('%s does not learn where the person is on a page above them', async (_name, as) => {
    const record = await regionFor(as());
    expect(record.image).toEqual({ imageId: subscriberPage });
    expect(record.subImage).toBeNull();
  });

  test('a record without a region answers null', async () => {
    const other = await subscriber.gql(query, { id: 'INDEX_RECORD:2' });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.indexRecord?.subImage ?? null).toBeNull();
  });
});
