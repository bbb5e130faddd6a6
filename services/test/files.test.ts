import type { ContentObject, FileDto, FileImagesDto } from '@muster/contract';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const { rolls, images, publications, missingId } = f.fixture;
/** A roll with no scans yet: no picture, no pages. Added here only, so other suites' counts stay as they are. */
const EMPTY_ROLL = 41;
const titles = Object.fromEntries(f.rolls.map((r) => [r.id, r.literal_title]));

describe.each(backends)('files on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    await t.db.db
      .insertInto('rolls')
      .values({
        id: EMPTY_ROLL,
        publication_id: publications.draftCards,
        name: 'Delaware County',
        literal_title: 'Ohio - Delaware',
        browse_1: 'Ohio',
        browse_2: 'Delaware',
        created: '2024-03-01T12:00:00.000Z',
      })
      .execute();
    s = await startServices({ db: t });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test('GET /document/file/:id is the roll as a FILE with its page count and first page', async () => {
    const { status, body } = await s.get<FileDto>(`/document/file/${rolls.companyA}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      fileId: rolls.companyA,
      publicationId: publications.serviceRecords,
      title: 'Massachusetts - 20th Infantry - Company A',
      browsePath: ['Massachusetts', '20th Infantry', 'Company A'],
      imageCount: 3,
      firstImageId: images.first,
    });
    expect((await s.get<FileDto>(`/document/file/${EMPTY_ROLL}`)).body).toMatchObject({
      imageCount: 0,
      firstImageId: null,
    });
  });

  test('GET /document/files answers in request order with null for missing ids', async () => {
    const { body } = await s.get<(FileDto | null)[]>(
      `/document/files?id=${rolls.pensionW}&id=${missingId}&id=${rolls.companyA}&id=${rolls.pensionW}`,
    );
    expect(body.map((x) => x && [x.fileId, x.imageCount, x.firstImageId])).toEqual([
      [rolls.pensionW, 2, images.pensionCard],
      null,
      [rolls.companyA, 3, images.first],
      [rolls.pensionW, 2, images.pensionCard],
    ]);
  });

  test('file routes 404 and 400', async () => {
    expect(await s.get(`/document/file/${missingId}`)).toMatchObject({
      status: 404,
      body: { message: `No file with id ${missingId}` },
    });
    expect((await s.get('/document/file/x')).status).toBe(400);
    expect((await s.get('/document/files')).status).toBe(400);
    expect(
      (await s.get(`/document/files?${Array.from({ length: 501 }, (_, i) => `id=${i + 1}`).join('&')}`)).status,
    ).toBe(400);
  });

  test('file-images lists image ids in ordinal order, 25 to a page by default', async () => {
    const all = await s.get<FileImagesDto>(`/document/file-images/${publications.serviceRecords}/${rolls.companyA}`);
    expect(all).toMatchObject({
      status: 200,
      body: { fileId: rolls.companyA, total: 3, imageIds: [images.first, images.second, images.third] },
    });
    const page = await s.get<FileImagesDto>(
      `/document/file-images/${publications.serviceRecords}/${rolls.companyA}?offset=1&limit=1`,
    );
    expect(page.body).toEqual({ fileId: rolls.companyA, total: 3, imageIds: [images.second] });
    const past = await s.get<FileImagesDto>(
      `/document/file-images/${publications.serviceRecords}/${rolls.companyA}?offset=3&limit=100`,
    );
    expect(past.body).toEqual({ fileId: rolls.companyA, total: 3, imageIds: [] });
    const empty = await s.get<FileImagesDto>(`/document/file-images/${publications.draftCards}/${EMPTY_ROLL}`);
    expect(empty.body).toEqual({ fileId: EMPTY_ROLL, total: 0, imageIds: [] });
  });

  test.each([
    ['limit 101', `${publications.serviceRecords}/${rolls.companyA}?limit=101`, 400],
    ['limit 0', `${publications.serviceRecords}/${rolls.companyA}?limit=0`, 400],
    ['a negative offset', `${publications.serviceRecords}/${rolls.companyA}?offset=-1`, 400],
    ['a word for an id', `x/${rolls.companyA}`, 400],
    ['the file of another publication', `${publications.pensions}/${rolls.companyA}`, 404],
    ['a missing file', `${publications.serviceRecords}/${missingId}`, 404],
  ])('file-images with %s is a %i', async (_name, path, status) => {
    expect((await s.get(`/document/file-images/${path}`)).status).toBe(status);
  });

  test('mcontent returns FILE content objects in request order, pictured by their first page', async () => {
    const refs = [
      { contentType: 'FILE', objectId: rolls.companyB },
      { contentType: 'IMAGE', objectId: images.first },
      { contentType: 'FILE', objectId: missingId },
      { contentType: 'FILE', objectId: rolls.companyA },
      { contentType: 'FILE', objectId: EMPTY_ROLL },
      { contentType: 'FILE', objectId: rolls.franklin },
    ];
    const { status, body } = await s.post<(ContentObject | null)[]>('/fold31-api/obj-ref/mcontent/', refs);
    expect(status).toBe(200);
    expect(body.map((o) => o && `${o.metadata.id.contentType}:${o.metadata.id.objectId}`)).toEqual(
      refs.map((r) => (r.objectId === missingId ? null : `${r.contentType}:${r.objectId}`)),
    );
    expect(body[0]).toMatchObject({
      title: titles[rolls.companyB],
      subTitle: 'Civil War Service Records (Union) - Massachusetts',
      publicationId: publications.serviceRecords,
      metadata: { externalId: `pub.${publications.serviceRecords}:FILE:${rolls.companyB}` },
      runtimeProperties: {
        accessLevel: 'SUBSCRIBER',
        slug: 'massachusetts-20th-infantry-company-b-civil-war-service-records-union-massachusetts',
      },
    });
    expect(body[0]?.thumbnail).toMatchObject({
      id: { contentType: 'FILE', objectId: rolls.companyB },
      url: '/thumbnail/104/100/100/0_0_0_0/0.jpg',
    });
    expect(body[3]?.thumbnail?.url).toBe(`/thumbnail/${images.first}/100/100/0_0_0_0/0.jpg`);
    expect(body[4]).toMatchObject({ title: 'Ohio - Delaware', thumbnail: null });
    expect(body[5]).toMatchObject({ title: titles[rolls.franklin], runtimeProperties: { accessLevel: 'REGISTERED' } });
  });

  test('obj-ref/content and content serve one FILE at the requested or default size', async () => {
    const one = await s.get<ContentObject>(`/fold31-api/obj-ref/content/FILE/${rolls.pensionW}?thumbWidth=150`);
    expect(one.body).toMatchObject({
      title: titles[rolls.pensionW],
      publicationId: publications.pensions,
      runtimeProperties: { accessLevel: 'PUBLIC' },
    });
    expect(one.body.thumbnail).toMatchObject({
      url: `/thumbnail/${images.pensionCard}/160/160/0_0_0_0/0.jpg`,
      width: 107,
      height: 160,
    });
    expect((await s.get<ContentObject>(`/fold31-api/content/FILE/${rolls.companyA}`)).body.thumbnail).toMatchObject({
      width: 213,
      height: 320,
    });
    expect((await s.get(`/fold31-api/obj-ref/content/FILE/${missingId}`)).status).toBe(404);
  });
});
