import { fitInside, thumbnailOf, withContext } from './thumbnail';

const page = { width: 2800, height: 2000 };

test.each([
  ['a register line grows to half its width, centred', { x: 110, y: 1228, w: 2580, h: 54 }, { x: 110, y: 610, w: 2580, h: 1290 }],
  ['a line near the top stays on the page', { x: 110, y: 10, w: 2580, h: 54 }, { x: 110, y: 0, w: 2580, h: 1290 }],
  ['a line near the bottom stays on the page', { x: 110, y: 1980, w: 2580, h: 20 }, { x: 110, y: 710, w: 2580, h: 1290 }],
  ['a tall column grows sideways', { x: 1000, y: 0, w: 100, h: 1000 }, { x: 800, y: 0, w: 500, h: 1000 }],
  ['a card-shaped region is kept', { x: 100, y: 100, w: 900, h: 600 }, { x: 100, y: 100, w: 900, h: 600 }],
])('%s', (_name, rect, expected) => {
  expect(withContext(rect, page)).toEqual(expected);
});

test('a record thumbnail shows its line with context and keeps the spec address shape', () => {
  const thumb = thumbnailOf({ contentType: 'INDEX_RECORD', objectId: 7 }, 'John Smith', { imageId: 12, ...page, rect: { x: 110, y: 1228, w: 2580, h: 54 } }, { width: 200, height: 200 });
  expect(thumb.url).toBe('/thumbnail/12/200/200/110_610_2580_1290/0.jpg');
  expect(thumb).toMatchObject(fitInside(2580, 1290, { width: 200, height: 200 }));
});
