import sharp from 'sharp';
import { signImageAccessToken, urlSigningSecret } from '@muster/contract/node';
import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';

/**
 * Signed image addresses from GraphQL, fetched through the gateway's own origin as a browser would
 * (ARCHITECTURE "Trust and identity"): IIIF info.json and tiles, the 303 of the base URI, downloads.
 */
const stack = useStack({ gateway: { warmCache: false } });

const ADDRESSES = `query Addresses($id: Int!) { image(id: $id) { tileSource scanUrl downloadUrl } }`;
const open = fixture.images.pensionCard; // PUBLIC, downloads allowed
const noDownload = fixture.images.draftCard; // REGISTERED, downloads not allowed
const subscriberOnly = fixture.images.first; // SUBSCRIBER

async function addresses(id: number): Promise<{ tileSource: string; scanUrl: string; downloadUrl: string | null }> {
  const { body } = await stack.gql(ADDRESSES, { id });
  expect(body.errors).toBeUndefined();
  return body.data.image;
}

const tokenOf = (address: string) => new URL(address, 'http://x').searchParams.get('token')!;
const tile = (id: number, query: string) => `${stack.url}/iiif/3/${id}/0,0,512,512/512,/0/default.jpg${query}`;

describe('IIIF through the gateway', () => {
  test('tileSource is the site-relative info.json with a token; its id is the gateway’s own origin', async () => {
    const { tileSource } = await addresses(open);
    expect(tileSource).toMatch(new RegExp(`^/iiif/3/${open}/info\\.json\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`));
    const response = await fetch(stack.url + tileSource);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    const info = await response.json();
    expect(info.id).toBe(`${stack.url}/iiif/3/${open}`);
    expect(info).toMatchObject({ type: 'ImageService3', ...fixture.imageSize, tiles: [{ width: 512, height: 512 }] });
  });

  test('a tile with the token is a 512 px JPEG with its canonical link', async () => {
    const token = tokenOf((await addresses(open)).tileSource);
    const response = await fetch(tile(open, `?token=${token}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('link')).toContain(`<${stack.url}/iiif/3/${open}/`);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 512,
      height: 512,
    });
  });

  test('the ETag revalidates through the proxy with a 304', async () => {
    const token = tokenOf((await addresses(open)).tileSource);
    const first = await fetch(tile(open, `?token=${token}`));
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const again = await fetch(tile(open, `?token=${token}`), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  test.each([
    ['without a token', () => '', 'signature-missing'],
    [
      'with a tampered token',
      (token: string) => `?token=${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'signature-mismatch',
    ],
    [
      'with the token of another image',
      () => `?token=${signImageAccessToken(noDownload, null, urlSigningSecret())}`,
      'signature-mismatch',
    ],
    // The gateway forwards the caller's own identity (anonymous), so a token made for user 7 is refused.
    [
      'with the token of another user',
      () => `?token=${signImageAccessToken(open, 7, urlSigningSecret())}`,
      'signature-mismatch',
    ],
  ])('a tile %s is a 403', async (_name, query, reason) => {
    const token = tokenOf((await addresses(open)).tileSource);
    const response = await fetch(tile(open, query(token)));
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ reason });
  });

  test('a public tile is kept by the gateway, and sent again only for a valid token', async () => {
    const token = tokenOf((await addresses(open)).tileSource);
    const address = `${stack.url}/iiif/3/${open}/512,0,88,512/88,512/0/default.jpg`;
    const first = await fetch(`${address}?token=${token}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect(first.headers.get('x-muster-gateway-cache')).toBeNull();
    // Another visitor's token (signed later) opens the kept copy: the same bytes and headers, no service call.
    stack.resetServiceRequests();
    const other = signImageAccessToken(open, null, urlSigningSecret(), Date.now() + 1000);
    const second = await fetch(`${address}?token=${other}`);
    expect(second.headers.get('x-muster-gateway-cache')).toBe('hit');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(stack.serviceRequests).toEqual([]);
    const revalidated = await fetch(`${address}?token=${other}`, {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(revalidated.status).toBe(304);
    // A bad or expired token is not served from the kept copy: the image service refuses it.
    const expired = signImageAccessToken(open, null, urlSigningSecret(), Date.now() - 3 * 3600_000);
    for (const [bad, reason] of [
      [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'signature-mismatch'],
      [expired, 'signature-expired'],
    ]) {
      const refused = await fetch(`${address}?token=${bad}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reason });
    }
  });

  test('a subscriber-only tile is refused to a visitor, who is offered a subscription', async () => {
    // The gateway signs no address for it (tileSource is null); a validly signed token still meets the access check.
    expect((await stack.gql(`{ image(id: ${subscriberOnly}) { tileSource } }`)).body.data.image.tileSource).toBeNull();
    const token = signImageAccessToken(subscriberOnly, null, urlSigningSecret());
    const response = await fetch(tile(subscriberOnly, `?token=${token}`));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ requirement: 'subscribe', minimumAccountStatus: 'free-trial' });
  });

  test('the base URI answers the browser itself with a 303 to info.json on the gateway’s origin', async () => {
    const token = tokenOf((await addresses(open)).tileSource);
    const response = await fetch(`${stack.url}/iiif/3/${open}?token=${token}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${stack.url}/iiif/3/${open}/info.json?token=${token}`);
  });

  test('paths that could leave the image service are refused', async () => {
    for (const path of [
      '/iiif/3/..%2F..%2Fpublication',
      '/iiif/3/%2e%2e%5Cpublication',
      '/download/jpg/..%2F..%2Fpublication',
    ]) {
      expect((await fetch(stack.url + path)).status).toBe(400);
    }
  });
});

describe('downloads and the whole scan', () => {
  test('downloadUrl is a signed attachment; width and adjustments are part of the signature', async () => {
    const { body } = await stack.gql(
      `query { image(id: ${open}) { full: downloadUrl small: downloadUrl(width: 300, contrast: 20, invert: true) } }`,
    );
    expect(body.errors).toBeUndefined();
    const { full, small } = body.data.image;
    expect(full).toMatch(new RegExp(`^/download/jpg/${open}\\.jpg\\?.*action=download.*&hash=`));
    const response = await fetch(stack.url + full);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="muster-image-${open}.jpg"`);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject(fixture.imageSize);
    const resized = await fetch(stack.url + small);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(300);
    const tampered = await fetch(stack.url + small.replace('width=300', 'width=600'));
    expect(tampered.status).toBe(403);
  });

  test('downloadUrl is null when the publication does not allow downloads', async () => {
    expect((await addresses(noDownload)).downloadUrl).toBeNull();
    expect((await addresses(subscriberOnly)).downloadUrl).toBeNull();
  });

  test('downloadUrl arguments out of range are the caller’s mistake', async () => {
    const { body } = await stack.gql(`query { image(id: ${open}) { downloadUrl(width: 0) } }`);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('scanUrl is the signed full-resolution view; the unsigned /scan route is gone', async () => {
    const { scanUrl } = await addresses(open);
    expect(scanUrl).toMatch(new RegExp(`^/download/jpg/${open}\\.jpg\\?.*action=view.*&hash=`));
    const response = await fetch(stack.url + scanUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject(fixture.imageSize);
    expect((await fetch(`${stack.url}/scan/${open}.jpg`)).status).toBe(404);
  });
});
