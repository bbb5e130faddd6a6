import { Rng } from '../rng';
import { portraitSize } from './portraits';
import { PortraitBook, portraitFace, recordBand, tributePictures } from './tribute-pictures';

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

  it("uses the same picture for cover and wall, the person's own portrait for most when there are portraits", () => {
    const rng = new Rng(7);
    const book = new PortraitBook(9001, 500);
    const made = Array.from({ length: 200 }, (_, i) =>
      tributePictures(rng, (r) => book.idFor({ seed: r.id, side: 'UNION', officer: false }), {
        id: i + 1,
        imageId: 5,
        rect: { x: 0, y: 900, w: 1600, h: 36 },
      }),
    );
    for (const { cover, honor } of made) expect(honor).toEqual(cover);
    const portraits = made.filter((p) => p.cover.reference.objectId > 9000);
    expect(portraits.length).toBeGreaterThan(140);
    expect(portraits.length).toBeLessThan(200);
    // Everybody's portrait is their own.
    expect(new Set(portraits.map((p) => p.cover.reference.objectId)).size).toBe(portraits.length);
    expect(tributePictures(rng, null, { imageId: 5, rect: { x: 0, y: 900, w: 1600, h: 36 } }).cover).toEqual({
      reference: { contentType: 'IMAGE', objectId: 5 },
      rect: { x: 0, y: 136, w: 1600, h: 800 },
    });
  });

  it('gives the same person the same portrait, and shares them only past the most it draws', () => {
    const book = new PortraitBook(100, 2);
    const a = book.idFor({ seed: 7, side: 'UNION', officer: false });
    const b = book.idFor({ seed: 8, side: 'CONFEDERATE', officer: false });
    expect(a).not.toBe(b);
    expect(book.idFor({ seed: 7, side: 'UNION', officer: false })).toBe(a);
    expect([a, b]).toContain(book.idFor({ seed: 9, side: 'UNION', officer: false }));
    expect(book.sitters).toHaveLength(2);
  });
});
