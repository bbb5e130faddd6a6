import { fixture } from '@muster/testkit/fixtures';
import { decode, type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

const { first: subscriberImage, pensionCard: publicImage, draftCard: registeredImage } = fixture.images;
const iiif = (imageId: number, rest: string) => `/fold31-image-data/iiif/3/${imageId}/${rest}`;

describe.each(backends)('IIIF Image API 3 on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
  });
  afterAll(() => s.stop());

  const tile = (imageId: number, rest: string, as = who.visitor, token = s.token(imageId, as)) =>
    s.getAs(`${iiif(imageId, rest)}?token=${token}`, as);

  test('info.json describes a level 2 service on the public origin, with tiles for deep zoom', async () => {
    const res = await s.getAs(`${iiif(publicImage, 'info.json')}?token=${s.token(publicImage)}`, who.visitor, {
      'x-forwarded-host': 'muster.test',
      'x-forwarded-proto': 'https',
      accept: 'application/ld+json',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif.io\/api\/image\/3\/context.json"/,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.json()).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `https://muster.test/iiif/3/${publicImage}`,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 600,
      height: 900,
      tiles: [{ width: 512, height: 512, scaleFactors: [1, 2] }],
      extraFormats: ['webp'],
      extraQualities: ['color', 'gray', 'bitonal'],
    });
  });

  test('the base address redirects to info.json, keeping the token', async () => {
    const token = s.token(publicImage);
    const res = await s.getAs(`/fold31-image-data/iiif/3/${publicImage}?token=${token}`, who.visitor, {
      'x-forwarded-host': 'muster.test',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://muster.test/iiif/3/${publicImage}/info.json?token=${token}`);
  });

  test.each([
    ['full/max/0/default.jpg', 600, 900, 'jpeg'],
    ['full/300,/0/default.png', 300, 450, 'png'],
    ['full/,450/0/gray.webp', 300, 450, 'webp'],
    ['full/max/0/color.jpg', 600, 900, 'jpeg'],
    ['square/200,200/0/default.jpg', 200, 200, 'jpeg'],
    ['0,0,512,512/256,/0/default.jpg', 256, 256, 'jpeg'],
    ['512,512,512,512/max/0/default.jpg', 88, 388, 'jpeg'],
    ['pct:50,50,50,50/max/0/default.jpg', 300, 450, 'jpeg'],
    ['full/!200,200/0/default.jpg', 133, 200, 'jpeg'],
    ['full/!1000,1000/0/default.jpg', 600, 900, 'jpeg'],
    ['full/^!1200,1200/0/default.jpg', 800, 1200, 'jpeg'],
    ['full/^pct:150/0/default.jpg', 900, 1350, 'jpeg'],
    ['full/pct:50/90/default.jpg', 450, 300, 'jpeg'],
    ['full/pct:50/!270/default.png', 450, 300, 'png'],
    ['full/200,200/0/bitonal.png', 200, 200, 'png'],
    ['full/100,150/45/default.png', 177, 177, 'png'],
  ])('%s is %i×%i %s', async (path, width, height, format) => {
    const res = await tile(publicImage, path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(`image/${format}`);
    const image = await decode(res.body);
    expect(image).toMatchObject({ width, height, format });
  });

  test('rotation, mirroring and quality change the pixels the way IIIF says', async () => {
    // The fixture scan is parchment with a dark band 40–160 px from the top.
    const upright = await decode((await tile(publicImage, 'full/max/0/default.jpg')).body, { x: 300, y: 100 });
    const turned = await decode((await tile(publicImage, 'full/max/180/default.jpg')).body, { x: 300, y: 800 });
    expect(Math.max(...upright.pixel)).toBeLessThan(90);
    expect(Math.max(...turned.pixel)).toBeLessThan(90);
    const gray = await decode((await tile(publicImage, 'full/max/0/gray.png')).body, { x: 20, y: 400 });
    expect(new Set(gray.pixel).size).toBe(1);
    const bitonal = await decode((await tile(publicImage, 'full/max/0/bitonal.png')).body, { x: 20, y: 400 });
    expect(bitonal.pixel.every((v) => v === 0 || v === 255)).toBe(true);
  });

  test.each([
    'full/max/0/default.gif',
    'full/max/0/default.tif',
    'full/full/0/default.jpg',
    'full/max/400/default.jpg',
    '0,0,0,0/max/0/default.jpg',
    '700,0,10,10/max/0/default.jpg',
    'full/1200,/0/default.jpg',
    'full/max/0/sepia.jpg',
    'nowhere/max/0/default.jpg',
    'full/0,/0/default.jpg',
    'full/^20000,/0/default.jpg',
  ])('%s is a 400 with a reason', async (path) => {
    const res = await tile(publicImage, path);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message.length).toBeGreaterThan(8);
  });

  describe('signatures', () => {
    const path = 'full/200,/0/default.jpg';
    test.each([
      ['no token', () => s.getAs(iiif(publicImage, path)), 'signature-missing'],
      [
        'a tampered token',
        () =>
          tile(
            publicImage,
            path,
            who.visitor,
            s.token(publicImage).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          ),
        'signature-mismatch',
      ],
      [
        'an expired token',
        () => tile(publicImage, path, who.visitor, s.token(publicImage, who.visitor, Date.now() - 2 * 3600_000)),
        'signature-expired',
      ],
      [
        'a token of another image',
        () => tile(publicImage, path, who.visitor, s.token(registeredImage)),
        'signature-mismatch',
      ],
      [
        'a token of user A used by user B',
        () => tile(publicImage, path, who.basic, s.token(publicImage, who.subscriber)),
        'signature-mismatch',
      ],
      [
        'a member token used without the identity',
        () => tile(publicImage, path, who.visitor, s.token(publicImage, who.basic)),
        'signature-mismatch',
      ],
      ['info.json without a token', () => s.getAs(iiif(publicImage, 'info.json')), 'signature-missing'],
    ])('%s is a 403', async (_name, request, reason) => {
      const res = await request();
      expect(res.status).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, reason });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('access levels apply to every tile', () => {
    test.each([
      ['a visitor', who.visitor, subscriberImage, 403, 'subscribe'], // spec: SUBSCRIBER gives subscribe, signed in or not
      ['a Basic member', who.basic, subscriberImage, 403, 'subscribe'],
      ['a subscriber', who.subscriber, subscriberImage, 200, null],
      ['a visitor', who.visitor, registeredImage, 403, 'login'],
      ['an unconfirmed member', who.unconfirmed, registeredImage, 200, null],
      ['a visitor', who.visitor, publicImage, 200, null],
    ])('%s asking for image %i gets %i', async (_name, as, imageId, status, requirement) => {
      const res = await tile(imageId, '0,0,512,512/256,/0/default.jpg', as);
      expect(res.status).toBe(status);
      if (requirement) expect(res.json()).toMatchObject({ requirement });
    });

    test('a CONFIRMED publication asks an unconfirmed member to confirm', async () => {
      await s.db.db
        .updateTable('publications')
        .set({ access_level: 'CONFIRMED' })
        .where('id', '=', fixture.publications.draftCards)
        .execute();
      try {
        expect((await tile(registeredImage, 'full/100,/0/default.jpg', who.unconfirmed)).json()).toMatchObject({
          requirement: 'confirm',
          accessLevel: 'CONFIRMED',
        });
        expect((await tile(registeredImage, 'full/100,/0/default.jpg', who.basic)).status).toBe(200);
      } finally {
        await s.db.db
          .updateTable('publications')
          .set({ access_level: 'REGISTERED' })
          .where('id', '=', fixture.publications.draftCards)
          .execute();
      }
    });

    test('info.json of a subscriber image is refused to a Basic member too', async () => {
      expect((await tile(subscriberImage, 'info.json', who.basic)).status).toBe(403);
    });
  });

  describe('a publication without downloads gets tiles, not the scan', () => {
    test('info.json announces a 512-px limit and lists no larger size', async () => {
      const info = (await tile(registeredImage, 'info.json', who.basic)).json();
      expect(info).toMatchObject({
        maxWidth: 512,
        maxHeight: 512,
        sizes: [{ width: 300, height: 450 }],
        tiles: [{ width: 512, scaleFactors: [1, 2] }],
      });
      expect((await tile(publicImage, 'info.json')).json()).toMatchObject({ maxWidth: 12000, maxHeight: 12000 });
    });

    test.each([
      ['full/max/0/default.jpg', 200, { width: 341, height: 512 }],
      ['0,0,600,600/max/0/default.jpg', 200, { width: 512, height: 512 }],
      ['0,0,512,512/512,/0/default.jpg', 200, { width: 512, height: 512 }],
      ['full/300,450/0/default.jpg', 200, { width: 300, height: 450 }],
      ['full/600,/0/default.jpg', 403, null],
      ['full/^!1200,1200/0/default.jpg', 403, null],
      ['0,0,600,600/pct:100/0/default.jpg', 403, null],
    ] as const)('%s: %i', async (path, status, size) => {
      const res = await tile(registeredImage, path, who.basic);
      expect(res.status).toBe(status);
      if (size) expect(await decode(res.body)).toMatchObject(size);
      else expect(res.json()).toMatchObject({ statusCode: 403, reason: 'download-not-allowed' });
    });
  });

  describe('HTTP caching', () => {
    test('a strong ETag shared by every token of the same tile, and 304 for it', async () => {
      const first = await tile(publicImage, '0,0,512,512/128,/0/default.jpg');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
      expect(first.headers.get('link')).toContain('rel="canonical"');
      const later = await tile(
        publicImage,
        '0,0,512,512/128,128/0/default.jpg',
        who.visitor,
        s.token(publicImage, who.visitor, Date.now() - 1000),
      );
      expect(later.headers.get('etag')).toBe(etag);
      const revalidated = await s.getAs(
        `${iiif(publicImage, '0,0,512,512/128,/0/default.jpg')}?token=${s.token(publicImage)}`,
        who.visitor,
        { 'if-none-match': etag },
      );
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
    });

    test('tiles of images that are not PUBLIC may only be kept privately, and no longer than their token lives', async () => {
      const maxAge = (res: { headers: Headers }) =>
        Number(/^private, max-age=(\d+), immutable$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
      const fresh = await tile(subscriberImage, 'full/100,/0/default.jpg', who.subscriber);
      expect(maxAge(fresh)).toBeGreaterThan(3590);
      expect(maxAge(fresh)).toBeLessThanOrEqual(3600);
      // A token signed 50 minutes ago has ten minutes left: so has the browser's copy of the tile it fetched.
      const old = await tile(
        subscriberImage,
        'full/100,/0/default.jpg',
        who.subscriber,
        s.token(subscriberImage, who.subscriber, Date.now() - 50 * 60_000),
      );
      expect(maxAge(old)).toBeGreaterThan(590);
      expect(maxAge(old)).toBeLessThanOrEqual(600);
      const info = await tile(
        subscriberImage,
        'info.json',
        who.subscriber,
        s.token(subscriberImage, who.subscriber, Date.now() - 50 * 60_000),
      );
      expect(info.headers.get('cache-control')).toMatch(/^private, max-age=(59\d|600)$/);
    });

    test('a second request comes from memory', async () => {
      const path = '0,0,300,300/150,/0/default.webp';
      expect((await tile(publicImage, path)).headers.get('x-muster-cache')).toBe('miss');
      expect((await tile(publicImage, path)).headers.get('x-muster-cache')).toBe('memory');
    });
  });
});

describe('the disk cache serves tiles that memory has let go', () => {
  let s: ImageServices;
  // No pyramid is made meanwhile: its renders are other bytes (under another key) than the first answer's.
  beforeAll(async () => {
    s = await startImageServices({ backend: 'sqlite', env: { IIIF_MEMORY_CACHE_BYTES: '1', IIIF_PYRAMIDS: 'off' } });
  });
  afterAll(() => s.stop());

  test('miss, then disk, with the same bytes', async () => {
    const path = `${iiif(publicImage, 'full/300,/0/default.jpg')}?token=${s.token(publicImage)}`;
    const first = await s.getAs(path);
    expect(first.headers.get('x-muster-cache')).toBe('miss');
    // The disk copy is written behind the first answer: ask until it is there (a render again meanwhile).
    let second = await s.getAs(path);
    for (let i = 0; i < 40 && second.headers.get('x-muster-cache') !== 'disk'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await s.getAs(path);
    }
    expect(second.headers.get('x-muster-cache')).toBe('disk');
    expect(second.body.equals(first.body)).toBe(true);
  });
});
