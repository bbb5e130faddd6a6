import { findTokens, findWords, normalizeWord, parseOcrWords } from './find-words';
import { type OcrWord } from '@muster/contract';

/** Words laid out left to right, 10 px apart, as the demo generator stores them. */
const line = (text: string, y = 100): OcrWord[] => text.split(' ').map((t, i) => ({ t, x: i * 100, y, w: 90, h: 20 }));
const page = [
  ...line('Killed at Antietam, September 17, 1862: Whitcomb, Josiah;'),
  ...line('Wounded: Sullivan, Patrick. WHITCOMB', 140),
];
const texts = (text: string, max = 10_000) =>
  findWords(page, text, max).hits.map((h) => h.words.map((w) => w.t).join(' '));

describe('find in page over OCR word boxes', () => {
  test.each([
    ['whitcomb', ['Whitcomb,', 'WHITCOMB']],
    ['WhitComb', ['Whitcomb,', 'WHITCOMB']],
    ['comb', ['Whitcomb,', 'WHITCOMB']],
    ['Whitcomb, Josiah', ['Whitcomb, Josiah;']],
    ['whitcomb josiah', ['Whitcomb, Josiah;']],
    ['tam, September', ['Antietam, September']],
    ['september 17 1862', ['September 17, 1862:']],
    ['Josiah Wounded', ['Josiah; Wounded:']],
    ['17, 18', ['17, 1862:']],
    ['Sullivan Josiah', []],
    ['Gettysburg', []],
  ])('%s', (text, expected) => {
    expect(texts(text)).toEqual(expected);
  });

  test('a hit carries the boxes of its words in full-scan pixels', () => {
    expect(findWords(page, 'Antietam september', 10).hits).toEqual([
      {
        words: [
          { t: 'Antietam,', x: 200, y: 100, w: 90, h: 20 },
          { t: 'September', x: 300, y: 100, w: 90, h: 20 },
        ],
      },
    ]);
  });

  test('accents are ignored both ways', () => {
    expect(findWords(line('Franz Müller, Columbus'), 'muller', 10).total).toBe(1);
    expect(findWords(line('Franz Muller, Columbus'), 'MÜLLER', 10).total).toBe(1);
  });

  test('max limits the boxes returned, not the count', () => {
    expect(findWords(page, 'i', 1)).toMatchObject({ total: 7, hits: [{ words: [{ t: 'Killed' }] }] });
  });

  test('punctuation alone finds nothing', () => {
    expect(findTokens(' ,;: ')).toEqual([]);
    expect(findWords(page, '…', 10)).toEqual({ total: 0, hits: [] });
    expect(normalizeWord("O'Brien,")).toBe('obrien');
  });

  test('stored words are read from text or JSON, and bad data is no words', () => {
    expect(parseOcrWords('[{"t":"a","x":1,"y":2,"w":3,"h":4}]')).toEqual([{ t: 'a', x: 1, y: 2, w: 3, h: 4 }]);
    expect(parseOcrWords([{ t: 'a', x: 1, y: 2, w: 3, h: 4 }, { t: 'b' }])).toHaveLength(1);
    expect(parseOcrWords('not json')).toEqual([]);
    expect(parseOcrWords('{}')).toEqual([]);
  });
});
