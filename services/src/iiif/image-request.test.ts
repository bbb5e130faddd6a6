import { imageInfo, scaleFactors } from './info';
import { IiifRequestError, IiifSizeNotAllowed, planIiifRequest } from './image-request';

const scan = { width: 600, height: 900 };
const plan = (region: string, size: string, rotation = '0', quality = 'default', format = 'jpg') =>
  planIiifRequest(scan, { region, size, rotation, quality, format });

test.each([
  ['full', 'max', '0', 'full/max/0/default.jpg', [600, 900]],
  ['square', '200,', '0', '0,150,600,600/200,200/0/default.jpg', [200, 200]],
  ['0,0,512,512', '512,', '0', '0,0,512,512/max/0/default.jpg', [512, 512]],
  ['512,512,512,512', 'max', '0', '512,512,88,388/max/0/default.jpg', [88, 388]],
  ['pct:10,10,50,50', 'max', '!90', '60,90,300,450/max/!90/default.jpg', [300, 450]],
  ['full', ',450', '360', 'full/300,450/0/default.jpg', [300, 450]],
  ['full', '!300,300', '0', 'full/200,300/0/default.jpg', [200, 300]],
  ['full', '!1000,1000', '0', 'full/max/0/default.jpg', [600, 900]],
  ['full', '^!1000,1000', '0', 'full/667,1000/0/default.jpg', [667, 1000]],
  ['full', '^pct:150', '0', 'full/900,1350/0/default.jpg', [900, 1350]],
  ['full', '100,100', '0', 'full/100,100/0/default.jpg', [100, 100]],
] as const)('%s/%s/%s → %s', (region, size, rotation, canonical, [width, height]) => {
  const result = plan(region, size, rotation);
  expect(result.canonical).toBe(canonical);
  expect(result.size).toEqual({ width, height });
});

test.each([
  ['full', 'max', '0', 'default', 'gif', /format/],
  ['full', 'full', '0', 'default', 'jpg', /max/],
  ['full', 'max', '361', 'default', 'jpg', /rotation/],
  ['full', 'max', '-90', 'default', 'jpg', /rotation/],
  ['full', 'max', '0', 'sepia', 'jpg', /quality/],
  ['0,0,0,0', 'max', '0', 'default', 'jpg', /> 0/],
  ['600,0,10,10', 'max', '0', 'default', 'jpg', /outside/],
  ['700,0,10,10', 'max', '0', 'default', 'jpg', /out of bounds/],
  ['nowhere', 'max', '0', 'default', 'jpg', /region/],
  ['full', '1200,', '0', 'default', 'jpg', /upscaling/],
  ['full', 'pct:0', '0', 'default', 'jpg', /size|> 0/i],
  ['full', '^20000,', '0', 'default', 'jpg', /limit/],
] as const)('%s/%s/%s/%s.%s is refused', (region, size, rotation, quality, format, message) => {
  expect(() => plan(region, size, rotation, quality, format)).toThrow(IiifRequestError);
  expect(() => plan(region, size, rotation, quality, format)).toThrow(message);
});

test('scale factors reach the level where the whole scan is one tile', () => {
  expect(scaleFactors(600, 900)).toEqual([1, 2]);
  expect(scaleFactors(2800, 2000)).toEqual([1, 2, 4, 8]);
  expect(scaleFactors(512, 512)).toEqual([1]);
  expect(imageInfo('https://x/iiif/3/1', 2800, 2000).sizes).toEqual([
    { width: 350, height: 250 },
    { width: 700, height: 500 },
    { width: 1400, height: 1000 },
  ]);
});

test('below the size limit of an image without downloads, max is capped and a larger size is not allowed', () => {
  const limited = (region: string, size: string) =>
    planIiifRequest(scan, { region, size, rotation: '0', quality: 'default', format: 'jpg' }, 512);
  expect(limited('full', 'max')).toMatchObject({
    canonical: 'full/341,512/0/default.jpg',
    size: { width: 341, height: 512 },
  });
  expect(limited('0,0,512,512', '512,').size).toEqual({ width: 512, height: 512 });
  expect(() => limited('full', '600,')).toThrow(IiifSizeNotAllowed);
  // The same request without the limit is planned apart, not taken from the limited one.
  expect(plan('full', 'max').size).toEqual({ width: 600, height: 900 });
  expect(imageInfo('https://x/iiif/3/1', 2800, 2000, 512)).toMatchObject({
    maxWidth: 512,
    maxHeight: 512,
    sizes: [{ width: 350, height: 250 }],
  });
});

test('tiles come from the smallest pyramid level that still has their pixels', async () => {
  const { levelFactor } = await import('./pyramid');
  const scan2800 = { width: 2800, height: 2000 };
  expect(
    [
      [2800, 350],
      [4096, 512],
      [2048, 512],
      [1024, 512],
      [512, 512],
      [600, 256],
    ].map(([region, out]) => levelFactor(region!, out!, scan2800)),
  ).toEqual([8, 8, 4, 2, 1, 2]);
  expect(levelFactor(600, 10, { width: 600, height: 900 })).toBe(2);
});
