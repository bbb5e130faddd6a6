import { fixture, images as imageRows } from '@muster/testkit/fixtures';
import { defaultBackend, useStack } from '@muster/testkit';

/** The viewer's fields over the real services (content §2.4, §7.5): find in page, OCR text, filmstrip, first hit. */
const stack = useStack({ gateway: { warmCache: false } });
const { first, second, third, pensionCard } = fixture.images;

beforeAll(async () => {
  // The fixtures carry OCR text only; word boxes laid out 7 words a line, as the demo generator stores them.
  for (const row of imageRows) {
    const words = row.ocr_text
      .split(/\s+/)
      .map((t, i) => ({ t, x: 40 + (i % 7) * 100, y: 60 + Math.floor(i / 7) * 40, w: 90, h: 24 }));
    await stack.db.db
      .updateTable('images')
      .set({ ocr_words: JSON.stringify(words) })
      .where('id', '=', row.id!)
      .execute();
  }
});

const FIND = `query Find($id: Int!, $text: String!, $max: Int) {
  image(id: $id) { ocrText findInPage(text: $text, max: $max) { text total hits { words { text x y w h } } } }
}`;

describe(`viewer fields over ${defaultBackend}`, () => {
  test('findInPage gives every hit with its word boxes, in one service call', async () => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(FIND, { id: pensionCard, text: 'whitcomb' });
    expect(body.errors).toBeUndefined();
    expect(body.data.image.ocrText).toMatch(/^Widow's pension: Mary Whitcomb/);
    expect(body.data.image.findInPage).toEqual({
      text: 'whitcomb',
      total: 2,
      hits: [
        { words: [{ text: 'Whitcomb,', x: 340, y: 60, w: 90, h: 24 }] },
        { words: [{ text: 'Whitcomb,', x: 40, y: 100, w: 90, h: 24 }] },
      ],
    });
    expect(stack.serviceRequests.filter((r) => r.startsWith('GET /document/doc-token/'))).toEqual([
      `GET /document/doc-token/${pensionCard}?token=whitcomb&max=10000`,
    ]);
  });

  test('a phrase matches words in a row; max limits the boxes', async () => {
    const phrase = await stack.gql(FIND, { id: pensionCard, text: 'Josiah  WHITCOMB' });
    expect(phrase.body.data.image.findInPage.hits.map((h: any) => h.words.map((w: any) => w.text))).toEqual([
      ['Josiah', 'Whitcomb,'],
    ]);
    const one = await stack.gql(FIND, { id: pensionCard, text: 'whitcomb', max: 1 });
    expect(one.body.data.image.findInPage).toMatchObject({ total: 2, hits: [{}] });
  });

  test.each([
    ['an empty text', { text: '' }],
    ['punctuation only', { text: ' ;, ' }],
    ['a text over 200 characters', { text: 'a'.repeat(201) }],
    ['max 0', { text: 'a', max: 0 }],
    ['max over 10000', { text: 'a', max: 10_001 }],
  ])('%s is BAD_USER_INPUT and calls no service', async (_name, args) => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(
      `query F($text: String!, $max: Int) { image(id: ${pensionCard}) { findInPage(text: $text, max: $max) { total } } }`,
      args,
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.serviceRequests.filter((r) => r.includes('doc-token'))).toEqual([]);
  });

  test('a visitor may not read the words of a subscriber scan', async () => {
    const { body } = await stack.gql(FIND, { id: first, text: 'Whitcomb' });
    expect(body.errors?.map((e) => e.extensions?.code)).toContain('FORBIDDEN');
  });

  test('the filmstrip lists the pages of the file around the page, and the file counts them', async () => {
    const { body } = await stack.gql(
      `query S($id: Int!, $count: Int) {
      image(id: $id) { file { fileId imageCount } filmstrip(count: $count) { imageId ordinal } previousImage { imageId } nextImage { imageId } }
    }`,
      { id: second, count: 2 },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.image).toEqual({
      file: { fileId: fixture.rolls.companyA, imageCount: 3 },
      filmstrip: [
        { imageId: first, ordinal: 1 },
        { imageId: second, ordinal: 2 },
      ],
      previousImage: { imageId: first },
      nextImage: { imageId: third },
    });
    const all = await stack.gql(`{ image(id: ${third}) { filmstrip { imageId } } }`);
    expect(all.body.data.image.filmstrip.map((i: any) => i.imageId)).toEqual([first, second, third]);
    const bad = await stack.gql(`{ image(id: ${third}) { filmstrip(count: 26) { imageId } } }`);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('File.firstHit opens on the first page holding the keyword', async () => {
    const hit = (keyword: string) =>
      stack.gql(`query H($id: Int!, $k: String!) { file(id: $id) { firstHit(keyword: $k) { imageId } } }`, {
        id: fixture.rolls.companyA,
        k: keyword,
      });
    expect((await hit('Whitcomb')).body.data.file.firstHit).toEqual({ imageId: first });
    expect((await hit('antietam')).body.data.file.firstHit).toEqual({ imageId: third });
    expect((await hit('Nantucket')).body.data.file.firstHit).toBeNull();
    expect((await hit('!!')).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  test("printUrl is the signed viewer address with action print and the viewer's adjustments", async () => {
    const { body } = await stack.gql(
      `{ image(id: ${pensionCard}) { printUrl(rotation: 90, brightness: 40, invert: true) } }`,
    );
    expect(body.errors).toBeUndefined();
    const url = new URL(body.data.image.printUrl, 'http://site');
    expect(url.pathname).toBe(`/download/jpg/${pensionCard}.jpg`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'print',
      rotation: '90',
      brightness: '40',
      invert: '1',
    });
    expect(url.searchParams.get('hash')).toBeTruthy();
    const bad = await stack.gql(`{ image(id: ${pensionCard}) { printUrl(brightness: 101) } }`);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
