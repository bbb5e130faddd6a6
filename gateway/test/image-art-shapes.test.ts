import sharp from 'sharp';
import { fixture, seedCollections } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { setPassword, signedIn } from './accounts-helpers';

/**
 * The lesser picture addresses of content §7.9 (titlepagebg, landingbh, memorialbg, content-src, titlecollection*,
 * collectiongroup*, providerthumb, partnerbg) answer real pictures from Muster's data, clamp their sizes, and answer
 * a JSON 404 with a code for an unknown object and a JSON 400 for a bad parameter: never the website's page.
 */
const stack = useStack({ site: true, gateway: { warmCache: false } });
beforeAll(async () => {
  await seedCollections(stack.db.db);
  // Memorial 50 (public) and 53 (private) of the honor fixture get a background picture.
  const background = (id: number, memorial: number) => ({
    id,
    memorial_id: memorial,
    type: 'BACKGROUND_IMAGE',
    ordinal: 5,
    owner_id: 1,
    value: JSON.stringify({ reference: { contentType: 'IMAGE', objectId: 101 }, yPosition: 40 }),
    created: '2024-09-01T00:00:00.000Z',
    last_modified: '2024-09-01T00:00:00.000Z',
  });
  await stack.db.db
    .insertInto('memorial_elements')
    .values([background(9001, 50), background(9002, 53)])
    .execute();
});

const get = (path: string) => fetch(stack.url + path, { headers: { accept: 'text/html,*/*' } });

async function picture(path: string) {
  const response = await get(path);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers.get('content-type')).toMatch(/^image\//);
  return { response, meta: await sharp(Buffer.from(await response.arrayBuffer())).metadata() };
}

async function refusal(path: string, status: number, code?: string) {
  const response = await get(path);
  expect([path, response.status]).toEqual([path, status]);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { code?: string; message: string };
  if (code) expect(body.code).toBe(code);
  return body;
}

test('titlepagebg?id&width&height is a publication’s first page at a listed size', async () => {
  const { meta } = await picture('/titlepagebg?id=1&width=390&height=390');
  expect(meta.format).toBe('jpeg');
  expect(Math.max(meta.width!, meta.height!)).toBe(400);
  // Beyond the listed sides the box is clamped, not refused.
  const big = (await picture('/titlepagebg?id=1&width=9000&height=9000')).meta;
  expect(Math.max(big.width!, big.height!)).toBe(400);
  await refusal(`/titlepagebg?id=${fixture.missingId}`, 404, 'UNKNOWN_PUBLICATION');
  await refusal('/titlepagebg?id=abc', 400, 'BAD_IMAGE_PARAMETER');
  await refusal('/titlepagebg?id=1&width=-4', 400, 'BAD_IMAGE_PARAMETER');
  await refusal('/titlepagebg', 400, 'BAD_IMAGE_PARAMETER');
});

test('landingbh?slug&id&width&height&domain is a collection’s banner cut to the box', async () => {
  const { meta } = await picture('/landingbh?slug=us-civil-war&width=800&height=200&domain=muster.example');
  expect(meta).toMatchObject({ format: 'png', width: 800, height: 200 });
  expect((await picture('/landingbh?id=2&width=99999&height=1')).meta).toMatchObject({ width: 2000, height: 50 });
  await refusal('/landingbh?slug=no-such-war', 404, 'UNKNOWN_COLLECTION');
  // An id and a slug that name two different collections name none.
  await refusal('/landingbh?id=2&slug=us-civil-war', 404, 'UNKNOWN_COLLECTION');
  await refusal('/landingbh?width=800', 400, 'BAD_IMAGE_PARAMETER');
  await refusal('/landingbh?slug=us-civil-war&domain=%3Cscript%3E', 400, 'BAD_IMAGE_PARAMETER');
});

test('memorialbg?id&refresh is the memorial’s background picture, for whoever may see the memorial', async () => {
  const { response, meta } = await picture('/memorialbg?id=50');
  expect(meta.format).toBe('jpeg');
  expect(response.headers.get('cache-control')).toMatch(/max-age=300/);
  const fresh = await picture('/memorialbg?id=50&refresh=1732700000');
  expect(fresh.response.headers.get('cache-control')).toBe('public, no-cache');
  // A private memorial's picture is not a visitor's; a memorial without a background has none to show.
  await refusal('/memorialbg?id=53', 404, 'NO_MEMORIAL_BACKGROUND');
  await refusal('/memorialbg?id=51', 404, 'NO_MEMORIAL_BACKGROUND');
  await refusal(`/memorialbg?id=${fixture.missingId}`, 404, 'NO_MEMORIAL_BACKGROUND');
  await refusal('/memorialbg?id=50&refresh=%2F..%2F', 400, 'BAD_IMAGE_PARAMETER');
  await refusal('/memorialbg?id=0', 400, 'BAD_IMAGE_PARAMETER');
});

test('memorialbg of a private memorial is its owner’s alone, never another member’s', async () => {
  await setPassword(stack.db.db, fixture.user.id, 'Muster-2026');
  const owner = await signedIn(stack.url, { username: fixture.user.username, password: 'Muster-2026' });
  const mine = await owner.fetch('/memorialbg?id=53');
  expect(mine.status).toBe(200);
  expect(mine.headers.get('content-type')).toBe('image/jpeg');
  // Kept by the owner's browser only.
  expect(mine.headers.get('cache-control')).toMatch(/^private/);
  const other = await stack.db.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '<>', fixture.user.id)
    .executeTakeFirstOrThrow();
  await setPassword(stack.db.db, other.id, 'Muster-2026');
  const member = await signedIn(stack.url, { username: other.username, password: 'Muster-2026' });
  const theirs = await member.fetch('/memorialbg?id=53');
  expect(theirs.status).toBe(404);
  expect(((await theirs.json()) as { code: string }).code).toBe('NO_MEMORIAL_BACKGROUND');
});

test('content-src?content-type&external-link&size is the icon of where a source comes from', async () => {
  const record = await picture('/content-src?content-type=INDEX_RECORD&size=64');
  expect(record.meta).toMatchObject({ format: 'png', width: 64, height: 64 });
  // A partner's site shows the partner's own icon; another site a badge; neither is fetched.
  const partner = await picture(
    `/content-src?content-type=WEB&external-link=${encodeURIComponent('https://archives.gov/research')}`,
  );
  const other = await picture(
    `/content-src?content-type=WEB&external-link=${encodeURIComponent('https://example.org/a')}`,
  );
  expect(partner.meta.width).toBe(100);
  expect(other.meta.width).toBe(100);
  expect((await picture('/content-src?content-type=WEB&size=5000')).meta.width).toBe(400);
  await refusal('/content-src?content-type=SPACESHIP', 404, 'UNKNOWN_CONTENT_TYPE');
  await refusal('/content-src?content-type=WEB&external-link=javascript:alert(1)', 400, 'BAD_IMAGE_PARAMETER');
  await refusal('/content-src', 400, 'BAD_IMAGE_PARAMETER');
});

test('titlecollectionicon, titlecollectionthumb and titlecollectionbg picture a collection by slug or id', async () => {
  expect((await picture('/titlecollectionicon?slug=us-civil-war&size=48')).meta).toMatchObject({
    format: 'png',
    width: 48,
    height: 48,
  });
  expect((await picture('/titlecollectionicon?id=3&size=1')).meta).toMatchObject({ width: 16 });
  const thumb = (await picture('/titlecollectionthumb?id=1&size=200')).meta;
  expect(thumb.format).toBe('jpeg');
  expect(Math.max(thumb.width!, thumb.height!)).toBe(200);
  expect((await picture('/titlecollectionbg?slug=draft-registrations&size=600')).meta).toMatchObject({ width: 600 });
  for (const shape of ['titlecollectionicon', 'titlecollectionthumb', 'titlecollectionbg']) {
    await refusal(`/${shape}?id=${fixture.missingId}`, 404, 'UNKNOWN_COLLECTION');
    await refusal(`/${shape}?slug=Not%20A%20Slug`, 400, 'BAD_IMAGE_PARAMETER');
    await refusal(`/${shape}`, 400, 'BAD_IMAGE_PARAMETER');
  }
});

test('collectiongroupicon and collectiongroupbg picture a war’s collection group', async () => {
  expect((await picture('/collectiongroupicon?id=1')).meta).toMatchObject({ format: 'png', width: 100 });
  expect((await picture('/collectiongroupbg?id=2')).meta).toMatchObject({ format: 'png', width: 1200 });
  // Collection 3 is a theme, not a war: no group of that id.
  await refusal('/collectiongroupicon?id=3', 404, 'UNKNOWN_COLLECTION_GROUP');
  await refusal(`/collectiongroupbg?id=${fixture.missingId}`, 404, 'UNKNOWN_COLLECTION_GROUP');
  await refusal('/collectiongroupbg?id=x', 400, 'BAD_IMAGE_PARAMETER');
});

test('providerthumb and partnerbg picture a partner archive', async () => {
  const thumb = (await picture('/providerthumb?id=1&size=300')).meta;
  expect(thumb.format).toBe('jpeg');
  expect(Math.max(thumb.width!, thumb.height!)).toBe(300);
  // A partner with no publications yet is pictured by its icon.
  expect((await picture('/providerthumb?id=2')).meta).toMatchObject({ format: 'png', width: 200 });
  expect((await picture('/partnerbg?id=1&size=800')).meta).toMatchObject({ format: 'png', width: 800 });
  for (const shape of ['providerthumb', 'partnerbg']) {
    await refusal(`/${shape}?id=${fixture.missingId}`, 404, 'UNKNOWN_PROVIDER');
    await refusal(`/${shape}?id=1&size=big`, 400, 'BAD_IMAGE_PARAMETER');
    await refusal(`/${shape}`, 400, 'BAD_IMAGE_PARAMETER');
  }
});
