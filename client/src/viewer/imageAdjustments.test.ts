import { colourTransfer, rotateRight } from './imageAdjustments';

/** The image service's formula on 0–255, clamped, for comparison. */
const service = (v: number, brightness: number, contrast: number) =>
  Math.max(0, Math.min(255, (1 + contrast / 100) * (v - 128) + 128 + 2.55 * brightness));

describe('image adjustments', () => {
  test.each([
    [0, 0],
    [100, 0],
    [-100, 0],
    [0, 50],
    [0, -100],
    [30, -40],
    [-25, 80],
  ])('brightness %d contrast %d draws as the service renders', (brightness, contrast) => {
    const { slope, intercept } = colourTransfer({ brightness, contrast });
    for (const v of [0, 64, 128, 200, 255]) {
      const drawn = Math.max(0, Math.min(1, slope * (v / 255) + intercept)) * 255;
      expect(drawn).toBeCloseTo(service(v, brightness, contrast), 6);
    }
  });

  test('no adjustment is the identity', () => {
    expect(colourTransfer({ brightness: 0, contrast: 0 })).toEqual({ slope: 1, intercept: 0 });
  });

  test('rotation turns a quarter clockwise and comes round', () => {
    expect([0, 90, 180, 270].map(rotateRight)).toEqual([90, 180, 270, 0]);
  });
});
