import { BACKGROUND_SIDES, isListedBox, nearestSide, roundBox } from './thumbnail-sides';

test.each([
  [100, 100],
  [50, 100],
  [1, 100],
  [110, 120],
  [150, 160],
  [180, 200],
  [220, 240],
  [270, 300],
  [310, 320],
  [360, 400],
  [480, 400],
  [1200, 400],
  [2000, 400],
])('%i px rounds to the listed side %i', (asked, side) => {
  expect(nearestSide(asked)).toBe(side);
});

test('a background may be the banner width; a box is rounded side by side', () => {
  expect(nearestSide(1200, BACKGROUND_SIDES)).toBe(1200);
  expect(nearestSide(900, BACKGROUND_SIDES)).toBe(1200);
  expect(roundBox({ width: 40, height: 480 })).toEqual({ width: 100, height: 400 });
});

test.each([
  [{ width: 200, height: 200 }, true],
  [{ width: 100, height: 400 }, true],
  [{ width: 201, height: 200 }, false],
  [{ width: 200, height: 1200 }, false],
  [{ width: 2000, height: 2000 }, false],
])('%o is a listed box: %s', (box, listed) => {
  expect(isListedBox(box)).toBe(listed);
});
