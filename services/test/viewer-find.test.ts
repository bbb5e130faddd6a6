import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database';
import type { DocTokensDto, OcrTextDto } from '@muster/contract';
import { fixture, images as imageRows } from '@muster/testkit/fixtures';
import { type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

const { first, second, third, pensionCard, draftCard } = fixture.images;
const { serviceRecords } = fixture.publications;
const { companyA } = fixture.rolls;

/** Word boxes for the fixture pages, laid out as the demo generator does: 7 words a line, 100 px a word. */
async function storeWordBoxes(db: Kysely<Database>) {
  for (const row of imageRows) {
    const words = row.ocr_text
      .split(/\s+/)
      .map((t, i) => ({ t, x: 40 + (i % 7) * 100, y: 60 + Math.floor(i / 7) * 40, w: 90, h: 24 }));
    await db
      .updateTable('images')
      .set({ ocr_words: JSON.stringify(words) })
      .where('id', '=', row.id!)
      .execute();
  }
}

describe.each(backends)('find in page and first hit on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
    await storeWordBoxes(s.db.db);
  });
  afterAll(() => s.stop());

  const find = (id: number, query: string, as = who.visitor) => s.getAs(`/document/doc-token/${id}?${query}`, as);

  test('GET /document/doc-token/:id finds every hit with its word boxes, whatever the case', async () => {
    // 'Widow's pension: Mary Whitcomb, widow of Josiah Whitcomb, Co. A, 20th Mass. Inf. Filed 1863.'
    const res = await find(pensionCard, 'token=WHITCOMB');
    expect(res.status).toBe(200);
    const body = res.json() as DocTokensDto;
    expect(body).toMatchObject({ imageId: pensionCard, token: 'WHITCOMB', total: 2 });
    expect(body.hits).toEqual([
      { words: [{ t: 'Whitcomb,', x: 340, y: 60, w: 90, h: 24 }] },
      { words: [{ t: 'Whitcomb,', x: 40, y: 100, w: 90, h: 24 }] },
    ]);
  });

  test('several words match in a row, across a line break', async () => {
    const body = (await find(pensionCard, `token=${encodeURIComponent('josiah whitcomb')}`)).json() as DocTokensDto;
    expect(body.total).toBe(1);
    expect(body.hits[0]!.words.map((w) => [w.t, w.y])).toEqual([
      ['Josiah', 60],
      ['Whitcomb,', 100],
    ]);
  });

  test('max limits the boxes, not the count; no hit is an empty list', async () => {
    expect((await find(pensionCard, 'token=whitcomb&max=1')).json()).toMatchObject({ total: 2, hits: [{}] });
    expect((await find(pensionCard, 'token=Gettysburg')).json()).toMatchObject({ total: 0, hits: [] });
  });

  test.each([
    ['no token', ''],
    ['an empty token', 'token='],
    ['only punctuation', 'token=%2C%3B'],
    ['a token too long', `token=${'a'.repeat(201)}`],
    ['max 0', 'token=a&max=0'],
    ['max over 10000', 'token=a&max=10001'],
  ])('%s is a 400', async (_name, query) => {
    expect((await find(pensionCard, query)).status).toBe(400);
  });

  test('a missing page is a 404, a bad id a 400', async () => {
    expect((await find(fixture.missingId, 'token=a')).status).toBe(404);
    expect((await s.getAs('/document/doc-token/abc?token=a')).status).toBe(400);
  });

  test('the words of a page are read only by who may see the scan', async () => {
    expect((await find(first, 'token=Whitcomb', who.visitor)).status).toBe(403);
    expect((await find(first, 'token=Whitcomb', who.visitor)).json()).toMatchObject({
      requirement: expect.any(String),
    });
    expect((await find(first, 'token=Whitcomb', who.basic)).json()).toMatchObject({ requirement: 'subscribe' });
    expect((await find(first, 'token=Whitcomb', who.subscriber)).json()).toMatchObject({ total: 1 });
    expect((await s.getAs(`/document/ocr-text/${draftCard}`, who.visitor)).status).toBe(403);
    const text = (await s.getAs(`/document/ocr-text/${draftCard}`, who.basic)).json() as OcrTextDto;
    expect(text.text).toMatch(/^Registration card\. Stanley Kowalski/);
  });

  test('GET /document/first-hit/:publication/:file is the first page of the file holding the keyword', async () => {
    const hit = (keyword: string) =>
      s.getAs(`/document/first-hit/${serviceRecords}/${companyA}?keyword=${encodeURIComponent(keyword)}`);
    expect((await hit('Whitcomb')).json()).toEqual({
      publicationId: serviceRecords,
      fileId: companyA,
      keyword: 'Whitcomb',
      imageId: first,
      ordinal: 1,
    });
    expect((await hit('sullivan')).json()).toMatchObject({ imageId: second, ordinal: 2 });
    expect((await hit('Antietam september')).json()).toMatchObject({ imageId: third, ordinal: 3 });
    expect((await hit('Nantucket')).status).toBe(404); // on Company B's roll
    expect((await hit(',')).status).toBe(400);
    expect(
      (await s.getAs(`/document/first-hit/${fixture.publications.pensions}/${companyA}?keyword=Whitcomb`)).status,
    ).toBe(404);
    expect((await s.getAs(`/document/first-hit/${serviceRecords}/${companyA}`)).status).toBe(400);
  });
});
