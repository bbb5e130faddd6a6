import { centredSquare, clampRect, rectStyle } from './cropRect';

describe('crop rectangles', () => {
  it.each([
    [
      { x: 10, y: 20, w: 100, h: 50 },
      { x: 10, y: 20, w: 100, h: 50 },
    ],
    [
      { x: -5, y: -5, w: 2000, h: 2000 },
      { x: 0, y: 0, w: 1000, h: 800 },
    ],
    [
      { x: 990, y: 10, w: 50, h: 0 },
      { x: 990, y: 10, w: 10, h: 1 },
    ],
    [
      { x: 1.6, y: Number.NaN, w: 10.4, h: 5 },
      { x: 2, y: 0, w: 10, h: 5 },
    ],
    [
      { x: 5000, y: 5000, w: 5, h: 5 },
      { x: 999, y: 799, w: 1, h: 1 },
    ],
  ])('%j inside 1000×800 → %j', (rect, expected) => {
    expect(clampRect(rect, 1000, 800)).toEqual(expected);
  });

  it('centres a square on the longer side', () => {
    expect(centredSquare(1000, 800)).toEqual({ x: 100, y: 0, w: 800, h: 800 });
    expect(centredSquare(600, 901)).toEqual({ x: 0, y: 150, w: 600, h: 600 });
  });

  it('draws the rectangle in percentages', () => {
    expect(rectStyle({ x: 250, y: 200, w: 500, h: 400 }, 1000, 800)).toEqual({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '50%',
    });
  });
});
