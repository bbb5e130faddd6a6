import { fitInside, memorialPictureThumbnail, thumbnailOf, withContext } from './thumbnail';

const page = { width: 2800, height: 2000 };

test.each([
  [
    'a register line grows to half its width, centred',
    { x: 110, y: 1228, w: 2580, h: 54 },
    { x: 110, y: 610, w: 2580, h: 1290 },
  ],
  ['a line near the top stays on the page', { x: 110, y: 10, w: 2580, h: 54 }, { x: 110, y: 0, w: 2580, h: 1290 }],
  [
    'a line near the bottom stays on the page',
    { x: 110, y: 1980, w: 2580, h: 20 },
    { x: 110, y: 710, w: 2580, h: 1290 },
  ],
  ['a tall column grows sideways', { x: 1000, y: 0, w: 100, h: 1000 }, { x: 800, y: 0, w: 500, h: 1000 }],
  ['a card-shaped region is kept', { x: 100, y: 100, w: 900, h: 600 }, { x: 100, y: 100, w: 900, h: 600 }],
])('%s', (_name, rect, expected) => {
  expect(withContext(rect, page)).toEqual(expected);
});

test("a record thumbnail shows its line with context through the record's reference, never a crop in the address", () => {
  const thumb = thumbnailOf(
    { contentType: 'INDEX_RECORD', objectId: 7 },
    'John Smith',
    { imageId: 12, ...page, rect: { x: 110, y: 1228, w: 2580, h: 54 } },
    { width: 200, height: 200 },
  );
  expect(thumb.url).toBe('/reference/INDEX_RECORD/7?width=200&height=200');
  expect(thumb).toMatchObject(fitInside(2580, 1290, { width: 200, height: 200 }));
});

test("a crop address names the scan's revision once staff replaced or rotated it, as a thumbnail address does", () => {
  const record = (revision: number) =>
    thumbnailOf(
      { contentType: 'INDEX_RECORD', objectId: 7 },
      'John Smith',
      { imageId: 12, ...page, rect: { x: 100, y: 100, w: 900, h: 600 }, revision },
      { width: 200, height: 200 },
    ).url;
  expect([record(0), record(3)]).toEqual([
    '/reference/INDEX_RECORD/7?width=200&height=200',
    '/reference/INDEX_RECORD/7?width=200&height=200&v=3',
  ]);
  const cover = memorialPictureThumbnail(
    { memorialId: 5, elementId: 9, kind: 'COVER_IMAGE', source: { imageId: 12, ...page, revision: 2 } },
    'Cover',
    { width: 400, height: 400 },
  );
  expect(cover.url).toBe('/reference/STORY_PAGE/5?element=9&width=400&height=400&v=2');
});

test('a whole page is the thumbnail route at the nearest listed sides', () => {
  const thumb = thumbnailOf(
    { contentType: 'IMAGE', objectId: 12 },
    'Page 1',
    { imageId: 12, ...page },
    { width: 150, height: 480 },
  );
  expect(thumb).toEqual({
    id: { contentType: 'IMAGE', objectId: 12 },
    title: 'Page 1',
    url: '/thumbnail/12/160/400/0_0_0_0/0.jpg',
    width: 160,
    height: 114,
  });
});

test.each([
  [
    'a cover crop, at most 400 px',
    'COVER_IMAGE',
    { x: 0, y: 0, w: 1000, h: 1000 },
    1200,
    '/reference/STORY_PAGE/5?element=9&width=400&height=400',
    400,
    400,
  ],
  [
    'a background, as wide as the header',
    'BACKGROUND_IMAGE',
    null,
    1200,
    '/reference/STORY_PAGE/5?element=9&width=1200&height=1200',
    1200,
    857,
  ],
  [
    'a gallery picture at a card size',
    'IMAGE',
    null,
    300,
    '/reference/STORY_PAGE/5?element=9&width=300&height=300',
    300,
    214,
  ],
] as const)(
  "a memorial picture goes through the memorial's reference: %s",
  (_name, kind, rect, side, url, width, height) => {
    const picture = { memorialId: 5, elementId: 9, kind, source: { imageId: 12, ...page, rect } };
    expect(memorialPictureThumbnail(picture, 'Cover', { width: side, height: side })).toMatchObject({
      url,
      width,
      height,
    });
  },
);
