import {
  gridColumnCount,
  onlyFile,
  pagesFor,
  pagesToPrune,
  reachableCount,
  rowWindow,
  thumbnailTitle,
} from './gridPaging';
import { clampOffset, columnLayout, gridSlots, maxOffset, trackShift } from './columnLayout';

describe('grid maths (spec §9)', () => {
  test.each([
    [0, 1],
    [149, 1],
    [150, 1],
    [300, 2],
    [629, 4],
    [1200, 8],
  ])('%i px wide holds %i cells a row', (width, cells) => expect(gridColumnCount(width)).toBe(cells));

  test.each([
    [250, 'search', 250],
    [25000, 'search', 10000],
    [25000, 'file', 25000],
  ] as const)('%i hits via %s reach %i', (total, source, n) => expect(reachableCount(total, source)).toBe(n));

  test.each([
    // scrollTop, height, rows → start, end, firstVisible, lastVisible
    [0, 450, 100, [0, 13, 0, 2]],
    [1500, 450, 100, [0, 23, 10, 12]],
    [3000, 450, 100, [10, 33, 20, 22]],
    [14700, 450, 100, [88, 100, 98, 99]],
    [0, 450, 2, [0, 2, 0, 1]],
    [0, 450, 0, [0, 0, 0, -1]],
  ])('scrolled %i in a %i px pane of %i rows', (top, height, rows, [start, end, firstVisible, lastVisible]) => {
    expect(rowWindow(top, height, rows)).toEqual({ start, end, firstVisible, lastVisible });
  });

  test.each([
    [0, 99, 1000, 100, [0]],
    [0, 100, 1000, 100, [0, 1]],
    [180, 420, 1000, 100, [1, 2, 3, 4]],
    [90, 130, 120, 25, [3, 4]],
    [990, 1200, 1000, 100, [9]],
    [0, 10, 0, 100, []],
  ])('items %i–%i of %i in pages of %i', (first, last, count, size, pages) => {
    expect(pagesFor(first, last, count, size)).toEqual(pages);
  });

  test.each([
    [[0, 1, 2, 3, 4], 4, []],
    [[0, 1, 2, 3, 4, 5], 5, [0]],
    [[0, 1, 2, 3, 4, 5], 4, []],
    [[0, 1, 2, 3, 4, 5, 9], 9, [0, 1, 2, 3, 4]],
    [[10, 0, 5, 6, 7, 8], 5, [0, 10]],
  ])('cached %p around page %i prunes %p', (cached, current, pruned) => {
    expect(pagesToPrune(cached, current)).toEqual(pruned);
  });
});

describe('thumbnail titles', () => {
  const labels = ['Revolutionary War Rolls, 1775-1783', 'Connecticut', '2nd Continental Light Dragoons', 'E'];
  test.each([
    [
      'Revolutionary War Rolls - Connecticut - 2nd Continental Light Dragoons - E - Page 1',
      labels,
      'Revolutionary War Rolls - Page 1',
    ],
    ['Page 3', labels, 'Page 3'],
    ['E - Page 2', ['E'], 'Page 2'],
    [
      'A very long title that goes on and on beyond the fifty character limit',
      [],
      'A very long title that goes on and on beyond the…',
    ],
    ['Exactly fifty characters long, not one more!!!!!!', [], 'Exactly fifty characters long, not one more!!!!!!'],
  ])('%s', (title, ls, expected) => {
    const text = thumbnailTitle(title, ls);
    expect(text).toBe(expected);
    expect(text.length).toBeLessThanOrEqual(50);
  });
});

describe('column layout', () => {
  test.each([
    // viewport, window → visible, gutter, width
    [1200, 1280, 3, 30, 380],
    [960, 1024, 3, 30, 300],
    [959, 1024, 2, 30, 464.5],
    [360, 390, 1, 0, 360],
    [767, 767, 1, 0, 767],
    [200, 1280, 1, 30, 200],
  ])('%i px in a %i px window', (width, windowWidth, visible, gutter, columnWidth) => {
    expect(columnLayout(width, windowWidth)).toEqual({ mobile: windowWidth <= 767, gutter, visible, columnWidth });
  });

  test('offsets slide within the slots', () => {
    const layout = columnLayout(1200, 1280);
    expect(gridSlots(layout)).toBe(2);
    expect(gridSlots(columnLayout(360, 390))).toBe(1);
    expect(maxOffset(6, layout)).toBe(3);
    expect(maxOffset(2, layout)).toBe(0);
    expect(clampOffset(9, 6, layout)).toBe(3);
    expect(clampOffset(-1, 6, layout)).toBe(0);
    expect(trackShift(2, layout)).toBe(820);
  });
});

describe('file lookup', () => {
  test.each([
    ['one FILE hit', [{ id: 'FILE:7' }, { id: 'BATTLE:2' }], 7],
    [
      'pages and records of one roll',
      [
        { id: 'INDEX_RECORD:1', image: { roll: { rollId: 3 } } },
        { id: 'IMAGE:9', roll: { rollId: 3 } },
      ],
      3,
    ],
    ['a FILE and its own pages', [{ id: 'FILE:3' }, { id: 'IMAGE:9', roll: { rollId: 3 } }], 3],
    [
      'two rolls',
      [
        { id: 'IMAGE:1', roll: { rollId: 3 } },
        { id: 'IMAGE:2', roll: { rollId: 4 } },
      ],
      null,
    ],
    ['two FILEs', [{ id: 'FILE:3' }, { id: 'FILE:4' }], null],
    ['nothing with a roll', [{ id: 'REGIMENT:1' }], null],
    ['no hits', [], null],
  ])('%s', (_, docs, file) => expect(onlyFile(docs)).toBe(file));
});
