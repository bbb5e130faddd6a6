import { NO_ADJUSTMENTS } from './imageAdjustments';
import { printHref, readPrintAddress } from './printAddress';

describe('print address', () => {
  test('carries only the adjustments that differ, and reads back the same', () => {
    const a = { ...NO_ADJUSTMENTS, rotation: 90, brightness: -20, invert: true };
    const href = printHref(7, a);
    expect(href).toBe('/print?image=7&rotation=90&brightness=-20&invert=1');
    expect(readPrintAddress(new URLSearchParams(href.split('?')[1]))).toEqual({ imageId: 7, adjustments: a });
    expect(printHref(7, NO_ADJUSTMENTS)).toBe('/print?image=7');
  });

  test.each([
    ['image=abc', null],
    ['', null],
    ['image=0', null],
    ['image=99999999999', null],
    ['image=12', 12],
  ])('%s → image %s', (query, imageId) => {
    expect(readPrintAddress(new URLSearchParams(query)).imageId).toBe(imageId);
  });

  test('values out of range are clamped, malformed ones dropped', () => {
    expect(
      readPrintAddress(new URLSearchParams('image=1&brightness=500&contrast=x&rotation=-5')).adjustments,
    ).toMatchObject({ brightness: 100, contrast: 0, rotation: 0, invert: false });
  });
});
