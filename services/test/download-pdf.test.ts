import fs from 'node:fs/promises';
import path from 'node:path';
import { type Identity, signIdentity } from '../src/auth/identity';
import { citationDate } from '../src/download/citation';
import { readPdf } from '@muster/testkit/files';
import { fixture } from '@muster/testkit/fixtures';
import { type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

const { first: subscriberImage, pensionCard: publicImage, draftCard: registeredImage } = fixture.images;
const SITE = 'https://muster.example';

describe.each(backends)('PDF requests of a page on %s', (backend) => {
  let s: ImageServices;
  let base: string;
  beforeAll(async () => {
    s = await startImageServices({ backend, env: { SITE_URL: SITE } });
    base = `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => s.stop());

  const ask = async (body: Record<string, unknown>, as: Identity) => {
    const res = await fetch(`${base}/fold31-image-data/pdf-request`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-muster-auth': signIdentity(as, 'test-internal') },
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const state = async (id: string, as: Identity) => s.getAs(`/fold31-image-data/pdf-request/${id}`, as);
  /** Polls the request until it is no longer being prepared. */
  const settled = async (id: string, as: Identity) => {
    for (let i = 0; i < 100; i++) {
      const res = await state(id, as);
      if (!['SUBMITTED', 'PROCESSING'].includes(res.json().state)) return res.json();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the PDF was never prepared');
  };
  const files = (as: Identity) =>
    path.join(s.dataDir, 'cache', 'pdf', as.userId === null ? 'visitors' : `user-${as.userId}`);

  test('a PDF of the page as the viewer shows it, with its citation line', async () => {
    const asked = await ask({ imageId: publicImage, rotation: 90, brightness: 10 }, who.basic);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ imageId: publicImage, state: 'SUBMITTED', downloadUrl: null, failure: null });
    expect(Date.parse(asked.body.expires) - Date.parse(asked.body.submitted)).toBe(60 * 60 * 1000);

    const ready = await settled(asked.body.id, who.basic);
    expect(ready.state).toBe('READY');
    expect(ready.downloadUrl).toMatch(new RegExp(`^/download/${asked.body.id}\\?token=`));

    const pdf = await s.getAs(ready.downloadUrl.replace('/download/', '/fold31-image-data/pdf/'), who.basic);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="muster-page-${publicImage}.pdf"`);
    const { pages, text, size } = await readPdf(pdf.body);
    expect(pages).toBe(1);
    // The 600×900 scan turned a quarter is wider than tall: the Letter page turns to landscape.
    expect(size).toEqual([792, 612]);
    expect(text).toBe(
      `"Pension card: Whitcomb, Mary (widow)." Civil War Pension Index Cards, page 1. ${SITE}/image/${publicImage} (seen ${citationDate(new Date())}).`,
    );
  });

  test('asking again for the same view answers the same request; another view is another PDF', async () => {
    const first = await ask({ imageId: publicImage, contrast: 20 }, who.subscriber);
    const again = await ask({ imageId: publicImage, contrast: 20 }, who.subscriber);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const other = await ask({ imageId: publicImage, contrast: 20, crop: '0_0_300_300' }, who.subscriber);
    expect(other.status).toBe(202);
    expect(other.body.id).not.toBe(first.body.id);
    const { text, size } = await readPdf(
      (
        await s.getAs(
          (await settled(other.body.id, who.subscriber)).downloadUrl.replace('/download/', '/fold31-image-data/pdf/'),
          who.subscriber,
        )
      ).body,
    );
    expect(size).toEqual([612, 792]);
    expect(text).toContain('page 1');
  });

  test.each([
    ['a Basic member, a subscriber page', subscriberImage, { ...who.basic, userId: 42 }, 'subscribe'],
    ['a visitor, a REGISTERED page', registeredImage, who.visitor, 'login'],
  ] as const)('%s: 403 with the deny requirement, and nothing kept', async (_name, imageId, as, requirement) => {
    const res = await ask({ imageId }, as);
    expect(res.status).toBe(403);
    expect(res.body.requirement).toBe(requirement);
    await expect(fs.readdir(files(as)).catch(() => [])).resolves.toEqual([]);
  });

  test('a publication that does not allow PDF downloads gives no PDF, to a subscriber either', async () => {
    const res = await ask({ imageId: subscriberImage }, who.subscriber);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      reason: 'download-not-allowed',
      message: 'This publication does not allow PDF downloads',
    });
  });

  test("the PDF follows its own switch (allowDownloadDoc), not the JPEG's", async () => {
    const switches = (jpeg: number, pdf: number) =>
      s.db.db
        .updateTable('publications')
        .set({ allow_download: jpeg, allow_download_doc: pdf })
        .where('id', '=', 1)
        .execute();
    try {
      await switches(1, 0);
      expect((await ask({ imageId: subscriberImage }, who.subscriber)).status).toBe(403);
      await switches(0, 1);
      const res = await ask({ imageId: subscriberImage, rotation: 180 }, who.subscriber);
      expect(res.status).toBe(202);
      expect((await settled(res.body.id, who.subscriber)).state).toBe('READY');
    } finally {
      await switches(0, 0);
    }
  });

  test.each([
    ['an unknown page', { imageId: 999_999 }, 404],
    ['rotation 360', { imageId: publicImage, rotation: 360 }, 400],
    ['brightness 101', { imageId: publicImage, brightness: 101 }, 400],
    ['a crop outside the scan', { imageId: publicImage, crop: '500_0_200_200' }, 400],
    ['no page', {}, 400],
  ])('%s is refused and changes nothing', async (_name, body, status) => {
    const as = { ...who.basic, userId: 40 };
    expect((await ask(body, as)).status).toBe(status);
    await expect(fs.readdir(files(as)).catch(() => [])).resolves.toEqual([]);
  });

  test('a member may have three PDFs in preparation at once', async () => {
    const as = { ...who.basic, userId: 41 };
    // Three requests still being prepared (by this or another process sharing the folder).
    await fs.mkdir(files(as), { recursive: true });
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    for (const id of ['a', 'b', 'c'].map((c) => c.repeat(32))) {
      const record = {
        id,
        imageId: publicImage,
        userId: 41,
        view: { rotation: 0, brightness: 0, contrast: 0, invert: false },
        state: 'PROCESSING',
        submitted: now,
        expires: later,
        updated: now,
      };
      await fs.writeFile(path.join(files(as), `${id}.json`), JSON.stringify(record));
    }
    const refused = await ask({ imageId: publicImage, brightness: 5 }, as);
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: 'TOO_MANY_REQUESTS',
        message: 'Only 3 PDFs can be prepared at once; please wait for one to finish',
      }),
    });
    expect(await fs.readdir(files(as))).toHaveLength(3);
    // The same view as one under way is that request, not a fourth.
    expect((await ask({ imageId: publicImage }, as)).body.id).toBe('a'.repeat(32));
    await fs.rm(path.join(files(as), `${'c'.repeat(32)}.json`));
    expect((await ask({ imageId: publicImage, brightness: 5 }, as)).status).toBe(202);
  });

  describe('a request belongs to the caller who asked', () => {
    let ready: { id: string; downloadUrl: string };
    beforeAll(async () => {
      ready = await settled(
        (await ask({ imageId: publicImage, invert: true }, who.subscriber)).body.id,
        who.subscriber,
      );
    });
    const fetchPdf = (url: string, as: Identity) => s.getAs(url.replace('/download/', '/fold31-image-data/pdf/'), as);

    test('another member neither reads nor downloads it (404)', async () => {
      expect((await state(ready.id, who.basic)).status).toBe(404);
      expect((await fetchPdf(ready.downloadUrl, who.basic)).status).toBe(404);
    });

    test('without its token, or with a changed one, there are no bytes (403)', async () => {
      expect((await fetchPdf(`/download/${ready.id}`, who.subscriber)).status).toBe(403);
      const res = await fetchPdf(ready.downloadUrl.replace(/token=\d+/, 'token=1'), who.subscriber);
      expect(res.status).toBe(403);
      expect(res.json().reason).toMatch(/^signature-/);
    });

    test('a malformed id is a 400', async () => {
      expect((await state('not-a-request', who.subscriber)).status).toBe(400);
    });

    test('once the subscription lapses the PDF is refused at the download', async () => {
      await s.db.db.updateTable('publications').set({ allow_download_doc: 1 }).where('id', '=', 1).execute();
      try {
        const paid = await settled((await ask({ imageId: subscriberImage }, who.subscriber)).body.id, who.subscriber);
        expect(paid.state).toBe('READY');
        const lapsed = { ...who.subscriber, accountStatus: 'non-subscriber' };
        const res = await fetchPdf(paid.downloadUrl, lapsed);
        expect(res.status).toBe(403);
        expect(res.json().requirement).toBe('subscribe');
        expect(res.headers.get('content-type')).not.toBe('application/pdf');
      } finally {
        await s.db.db.updateTable('publications').set({ allow_download_doc: 0 }).where('id', '=', 1).execute();
      }
    });

    test('after an hour it is EXPIRED, and the download is gone (410)', async () => {
      const file = path.join(files(who.subscriber), `${ready.id}.json`);
      const record = JSON.parse(await fs.readFile(file, 'utf8'));
      await fs.writeFile(file, JSON.stringify({ ...record, expires: new Date(Date.now() - 1000).toISOString() }));
      expect((await state(ready.id, who.subscriber)).json()).toMatchObject({ state: 'EXPIRED', downloadUrl: null });
      expect((await fetchPdf(ready.downloadUrl, who.subscriber)).status).toBe(410);
    });
  });
});
