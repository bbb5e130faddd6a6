import sharp from 'sharp';
import { fixture, seedCollections } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { setPassword, signedIn } from './accounts-helpers';

/**
 * Content §7.9's picture addresses answer pictures (or a JSON 4xx), never the website's page that the gateway
 * gives every other address without a file extension. The stack serves the built website as `npm start` does.
 */
const stack = useStack({ site: true, gateway: { warmCache: false } });
beforeAll(() => seedCollections(stack.db.db));

const get = (path: string) => fetch(stack.url + path, { headers: { accept: 'text/html,*/*' } });

async function picture(path: string, type: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')?.split(';')[0]).toBe(type);
  return Buffer.from(await response.arrayBuffer());
}

async function refusal(path: string, status: number) {
  const response = await get(path);
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as { code?: string; message: string };
}

test('the website itself is served for a page address (the fallback these shapes must not fall into)', async () => {
  const response = await get('/help');
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
});

test('providericon?id&size is the partner icon as a PNG of that side', async () => {
  const png = await picture('/providericon?id=1&size=100', 'image/png');
  expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 100, height: 100 });
  expect(await sharp(await picture('/providericon?id=1&size=40', 'image/png')).metadata()).toMatchObject({ width: 40 });
  expect((await refusal(`/providericon?id=${fixture.missingId}`, 404)).message).toMatch(/provider/);
  await refusal('/providericon?id=abc', 400);
  await refusal('/providericon?id=1&size=5000', 400);
});

test('memorial-type?type&female is an SVG picture of the kind, a different one for a woman', async () => {
  const man = (await picture('/memorial-type?type=PERSON', 'image/svg+xml')).toString();
  const woman = (await picture('/memorial-type?type=PERSON&female=true', 'image/svg+xml')).toString();
  expect(man).toMatch(/^<svg /);
  expect(woman).not.toBe(man);
  const response = await get('/memorial-type?type=PLACE');
  // An SVG opened on its own runs no script: the gateway's policy allows scripts only from its files.
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/script-src 'self'[;\s]/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  await refusal('/memorial-type?type=SPACESHIP', 400);
  await refusal('/memorial-type', 400);
});

test('regiment?image&width&height is the whole page at the nearest listed size, for a visitor too', async () => {
  const jpeg = await picture(`/regiment?image=${fixture.images.first}&width=190&height=190`, 'image/jpeg');
  const { format, width, height } = await sharp(jpeg).metadata();
  expect(format).toBe('jpeg');
  expect(Math.max(width!, height!)).toBe(200);
  expect((await refusal(`/regiment?image=${fixture.missingId}`, 404)).message).toMatch(/image/);
  expect((await refusal('/regiment?image=0', 400)).code).toBe('REGIMENT_IMAGE_ID');
  // Without `image` the address is not a picture: the website answers it (its own not-found page).
  expect((await get('/regiment')).headers.get('content-type')).toMatch(/^text\/html/);
});

test("usericon?id&size is a member's photo; none, or a bad address, is a JSON 4xx", async () => {
  expect((await refusal(`/usericon?id=${fixture.user.id}&size=100`, 404)).message).toMatch(/photo/i);
  expect((await refusal('/usericon?size=100', 400)).code).toBe('USER_ICON_ID');
  expect((await refusal('/usericon?id=1&size=4', 400)).code).toBe('USER_ICON_SIZE');
  // With a photo: upload one as the member, then anybody gets it at the asked size.
  await setPassword(stack.db.db, fixture.user.id, 'Muster-2026');
  const helen = await signedIn(stack.url, { username: fixture.user.username, password: 'Muster-2026' });
  const form = new FormData();
  form.append('id', String(fixture.user.id));
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#885533' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
  expect((await helen.fetch('/account/profile-photo', { method: 'PUT', body: form })).status).toBeLessThan(300);
  const jpeg = await picture(`/usericon?id=${fixture.user.id}&size=100`, 'image/jpeg');
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
});

test('reference/{contentType}/{objectId} answers a picture, and JSON for what it cannot show', async () => {
  await picture(`/reference/INDEX_RECORD/${fixture.josiahRecordId}?width=200&height=200`, 'image/jpeg');
  await refusal(`/reference/INDEX_RECORD/${fixture.missingId}?width=200&height=200`, 404);
  await refusal('/reference/SPACESHIP/1', 400);
});
