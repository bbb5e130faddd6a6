import type { BrowseLevels, SearchTagInfo } from '@muster/contract';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const STAMP = '2024-07-01T00:00:00.000Z';
// [user, name, contentType, objectId, private]: two users tag image 103 'Antietam' (one object, counted once).
const tags: [number, string, string, number, number][] = [
  [1, 'Antietam', 'IMAGE', 103, 0],
  [2, 'Antietam', 'IMAGE', 103, 0],
  [2, 'Antietam', 'IMAGE', 101, 0],
  [2, 'Navy', 'INDEX_RECORD', 14, 0],
  [1, 'Bakers', 'INDEX_RECORD', 5, 0],
  [1, 'Bakers', 'INDEX_RECORD', 10, 0],
  [1, 'great-grandfather', 'INDEX_RECORD', 1, 1],
  [1, 'great-grandfather', 'INDEX_RECORD', 2, 1],
];

describe.each(backends)('search-util on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    await t.db.db
      .insertInto('tags')
      .values(
        tags.map(([user_id, name, content_type, object_id, priv]) => ({
          user_id,
          name,
          content_type,
          object_id,
          private: priv,
          created: STAMP,
        })),
      )
      .execute();
    s = await startServices({ db: t });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test.each([
    [f.fixture.publications.serviceRecords, ['State', 'Regiment', 'Company']],
    [f.fixture.publications.pensions, ['State', 'Surname']],
    [f.fixture.publications.draftCards, ['State', 'County']],
  ])('browse-levels of publication %i are its browse labels and document level', async (id, levels) => {
    const { status, body } = await s.get<BrowseLevels>(`/fold31-search/search-util/browse-levels/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ publicationId: id, levels, documentLevel: 'Page' });
  });

  test('document-level is the plain label', async () => {
    const { status, body, headers } = await s.get<string>(
      `/fold31-search/search-util/document-level/${f.fixture.publications.pensions}`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toBe('Page');
  });

  test.each(['browse-levels', 'document-level'])(
    '%s 404s for a missing publication and 400s for a bad id',
    async (route) => {
      expect(await s.get(`/fold31-search/search-util/${route}/${f.fixture.missingId}`)).toMatchObject({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `No publication with id ${f.fixture.missingId}` },
      });
      for (const id of ['abc', '0', '-1', '1.5']) {
        expect(await s.get(`/fold31-search/search-util/${route}/${id}`)).toMatchObject({
          status: 400,
          body: { error: 'Bad Request' },
        });
      }
    },
  );

  test('tag lists public tags with the number of objects carrying each, most used first', async () => {
    const { status, body } = await s.get<SearchTagInfo[]>('/fold31-search/search-util/tag');
    expect(status).toBe(200);
    expect(body).toEqual([
      { name: 'Antietam', count: 2 },
      { name: 'Bakers', count: 2 },
      { name: 'Navy', count: 1 },
    ]);
    expect((await s.get<SearchTagInfo[]>('/fold31-search/search-util/tag?limit=1')).body).toEqual([
      { name: 'Antietam', count: 2 },
    ]);
  });

  test.each(['limit=0', 'limit=1001', 'limit=x'])('tag?%s is a 400', async (query) => {
    expect((await s.get(`/fold31-search/search-util/tag?${query}`)).status).toBe(400);
  });
});
