import { type Identity } from '../src/auth/identity';
import { type ViewerAddressParams, signViewerAddress } from '@muster/contract/node';
import { fixture } from '@muster/testkit/fixtures';
import { decode, type ImageServices, SIGNING_SECRET, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

const { first: subscriberImage, pensionCard: publicImage, draftCard: registeredImage } = fixture.images;
const PARCHMENT = [232, 220, 192];

describe.each(backends)('signed viewer images on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
  });
  afterAll(() => s.stop());

  const address = (imageId: number, as: Identity, params: Omit<ViewerAddressParams, 'imageId' | 'userId'> = {}) =>
    `/fold31-image-data/viewer-image/${imageId}.jpg?${signViewerAddress({ imageId, userId: as.userId, ...params }, SIGNING_SECRET)}`;
  const view = (imageId: number, as: Identity, params: Omit<ViewerAddressParams, 'imageId' | 'userId'> = {}) =>
    s.getAs(address(imageId, as, params), as);
  const near = (pixel: number[], expected: number[], tolerance = 6) =>
    pixel.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

  test('without adjustments it is the scan as it is', async () => {
    const res = await view(publicImage, who.visitor);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBeNull();
    const image = await decode(res.body);
    expect(image).toMatchObject({ width: 600, height: 900 });
    expect(near(image.pixel, PARCHMENT)).toBe(true);
  });

  test.each([
    ['invert', { invert: true }, [23, 35, 63]],
    ['brightness 100 makes it white', { brightness: 100 }, [255, 255, 255]],
    ['invert makes a white pixel black', { brightness: 100, invert: true }, [0, 0, 0]],
    ['brightness -100 makes it black', { brightness: -100 }, [0, 0, 0]],
    ['contrast -100 makes it mid-grey', { contrast: -100 }, [128, 128, 128]],
    ['contrast 50 spreads it from mid-grey', { contrast: 50 }, [255, 255, 224]],
  ] as const)('%s', async (_name, params, expected) => {
    const image = await decode((await view(publicImage, who.visitor, params)).body);
    expect(near(image.pixel, [...expected])).toBe(true);
  });

  test('crop, then rotate, then fit the box', async () => {
    // The dark band is rows 40–160: cropped to it, turned upright, fitted into 60 wide.
    const res = await view(publicImage, who.visitor, { crop: '0_40_600_120', rotation: 90, width: 60, height: 1000 });
    const image = await decode(res.body, { x: 30, y: 100 });
    expect(image).toMatchObject({ width: 60, height: 300 });
    expect(Math.max(...image.pixel)).toBeLessThan(90);
  });

  test('a box larger than the crop does not enlarge it', async () => {
    const image = await decode((await view(publicImage, who.visitor, { crop: '0_0_100_50', width: 1000 })).body);
    expect(image).toMatchObject({ width: 100, height: 50 });
  });

  test.each([
    [
      'a changed parameter',
      () => s.getAs(address(publicImage, who.visitor, { width: 100 }).replace('width=100', 'width=600'), who.visitor),
    ],
    ['an expired address', () => view(publicImage, who.visitor, { timestamp: Date.now() - 2 * 3600_000 })],
    ["another user's address", () => s.getAs(address(publicImage, who.subscriber), who.basic)],
    [
      'no signature',
      () =>
        s.getAs(
          `/fold31-image-data/viewer-image/${publicImage}.jpg?imageId=${publicImage}&token=1.x&timestamp=1&hash=x`,
        ),
    ],
  ])('%s is a 403', async (_name, request) => {
    const res = await request();
    expect(res.status).toBe(403);
    expect(res.json().reason).toMatch(/^signature-/);
  });

  test.each([
    ['rotation 400', { rotation: 400 }],
    ['brightness 101', { brightness: 101 }],
    ['a crop outside the scan', { crop: '500_0_200_200' }],
    ['an unknown action', { action: 'share' as never }],
  ])('%s is a 400', async (_name, params) => {
    expect((await view(publicImage, who.visitor, params)).status).toBe(400);
  });

  test('the address must name the image of the path', async () => {
    const path = address(publicImage, who.visitor).replace(`/${publicImage}.jpg`, `/${registeredImage}.jpg`);
    expect((await s.getAs(path)).status).toBe(400);
  });

  describe('download and print follow the publication and the access level', () => {
    test('a download of a PUBLIC scan is an attachment', async () => {
      const res = await view(publicImage, who.visitor, { action: 'download' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="muster-image-${publicImage}.jpg"`);
    });

    test.each([
      [
        'a subscriber downloading where allowDownload=0',
        subscriberImage,
        who.subscriber,
        'download',
        403,
        'download-not-allowed',
      ],
      [
        'a member downloading where allowDownload=0',
        registeredImage,
        who.basic,
        'download',
        403,
        'download-not-allowed',
      ],
      ['a subscriber printing where allowPrint=1', subscriberImage, who.subscriber, 'print', 200, undefined],
      ['a Basic member printing a subscriber scan', subscriberImage, who.basic, 'print', 403, undefined],
      ['a Basic member viewing a subscriber scan', subscriberImage, who.basic, 'view', 403, undefined],
    ] as const)('%s: %i', async (_name, imageId, as, action, status, reason) => {
      const res = await view(imageId, as, { action });
      expect(res.status).toBe(status);
      if (reason) expect(res.json().reason).toBe(reason);
      if (status === 403 && !reason) expect(res.json().requirement).toBe('subscribe');
    });
  });

  describe("without downloads a view is no larger than the viewer's tiles", () => {
    test.each([
      ['the whole scan', {}, 403],
      ['the whole scan fitted in 300 px', { width: 300 }, 200],
      ['a 512-px piece', { crop: '0_0_512_512' }, 200],
      ['a 400-px piece turned 45°, 566 px across', { crop: '0_0_400_400', rotation: 45 }, 403],
      ['a 513-px piece', { crop: '0_0_513_100' }, 403],
    ] as const)('%s: %i', async (_name, params, status) => {
      const res = await view(registeredImage, who.basic, params);
      expect(res.status).toBe(status);
      if (status === 403) expect(res.json()).toMatchObject({ reason: 'download-not-allowed' });
    });

    test('a print follows allowPrint alone: the whole subscriber scan, to a subscriber', async () => {
      const res = await view(subscriberImage, who.subscriber, { action: 'print' });
      expect(res.status).toBe(200);
      expect(await decode(res.body)).toMatchObject(fixture.imageSize);
    });
  });
});
