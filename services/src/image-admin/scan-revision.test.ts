import { revisionPath, turnRect } from './scan-revision';

const page = { width: 600, height: 900 };

test.each([
  // A region 50 from the left, 60 from the top, 300 wide, 200 high, on a 600 × 900 page.
  [90, { x: 640, y: 50, w: 200, h: 300 }],
  [180, { x: 250, y: 640, w: 300, h: 200 }],
  [270, { x: 60, y: 250, w: 200, h: 300 }],
] as const)('a region turned %i° clockwise with its page', (degrees, turned) => {
  expect(turnRect({ x: 50, y: 60, w: 300, h: 200 }, page, degrees)).toEqual(turned);
});

test('four quarter turns bring a region back', () => {
  let rect = { x: 50, y: 60, w: 300, h: 200 };
  let size = page;
  for (let i = 0; i < 4; i++) {
    rect = turnRect(rect, size, 90);
    size = { width: size.height, height: size.width };
  }
  expect(rect).toEqual({ x: 50, y: 60, w: 300, h: 200 });
});

test.each([
  ['scans/1/11/101.jpg', 1, 'scans/1/11/101.r1.jpg'],
  ['scans/1/11/101.r1.jpg', 2, 'scans/1/11/101.r2.jpg'],
  ['uploads/members/4/77.png', 3, 'uploads/members/4/77.r3.jpg'],
] as const)('revision path of %s at revision %i', (from, revision, to) => {
  expect(revisionPath(from, revision)).toBe(to);
});
