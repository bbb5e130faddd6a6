import { Rng } from '../rng';
import { portraitSize } from './portraits';
import { portraitFace, recordBand, tributePictures } from './tribute-pictures';

describe('tribute pictures of record memorials', () => {
  it('crops a portrait to a square inside the print', () => {
    expect(portraitFace.w).toBe(portraitFace.h);
    expect(portraitFace.x + portraitFace.w).toBeLessThanOrEqual(portraitSize.width);
    expect(portraitFace.y + portraitFace.h).toBeLessThanOrEqual(portraitSize.height);
  });

  it.each([
    [
      { x: 40, y: 900, w: 1600, h: 36 },
      { x: 40, y: 136, w: 1600, h: 800 },
    ],
    // A line near the top: the band starts at the top of the page, never above it.
    [
      { x: 40, y: 100, w: 1600, h: 36 },
      { x: 40, y: 0, w: 1600, h: 136 },
    ],
  ])('shows the page around line %j, not the line alone', (line, band) => {
    expect(recordBand(line)).toEqual(band);
  });

  it('uses the same picture for cover and wall, a portrait for most when there are portraits', () => {
    const rng = new Rng(7);
    const made = Array.from({ length: 200 }, () =>
      tributePictures(rng, [9001, 9002], { imageId: 5, rect: { x: 0, y: 900, w: 1600, h: 36 } }),
    );
    for (const { cover, honor } of made) expect(honor).toEqual(cover);
    const portraits = made.filter((p) => p.cover.reference.objectId > 9000).length;
    expect(portraits).toBeGreaterThan(140);
    expect(portraits).toBeLessThan(200);
    expect(tributePictures(rng, [], { imageId: 5, rect: { x: 0, y: 900, w: 1600, h: 36 } }).cover).toEqual({
      reference: { contentType: 'IMAGE', objectId: 5 },
      rect: { x: 0, y: 136, w: 1600, h: 800 },
    });
  });
});
