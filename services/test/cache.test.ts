import type { PublicationDto, Facet, SearchResults } from '@muster/contract';
import { search } from '../src/search/search';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

describe.each(backends)('cache service on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;
  // The services' clock: the tests move it to expire entries.
  let clock = Date.parse('2025-01-06T09:00:00.000Z');

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    s = await startServices({ db: t, settings: { now: () => clock } });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test.each([
    ['publications', 300],
    ['userCount', 300],
    ['emptySearch', 300],
    ['emptyBrowsePublications', 300],
    ['emptyBrowsePublications_NEW', 300],
    ['emptyBrowseFacets', 300],
    ['recordCounts', 300],
    ['publicationAccessLevels', 300],
    ['betaBanners', 60],
  ])('/cache/%s carries its lifetime, %i s', async (name, seconds) => {
    const { status, headers } = await s.get(`/cache/${name}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(`public, max-age=${seconds}`);
  });

  test.each(['nothing', 'constructor', '__proto__', 'toString', 'USERCOUNT'])('/cache/%s is a 404', async (name) => {
    expect(await s.get(`/cache/${name}`)).toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
  });

  test('values are what the records say', async () => {
    expect((await s.get('/cache/userCount')).body).toEqual({ count: f.users.length });
    expect((await s.get('/cache/betaBanners')).body).toEqual([]);
    expect((await s.get('/cache/publicationAccessLevels')).body).toEqual(
      Object.fromEntries(f.publications.map((p) => [String(p.id), p.access_level])),
    );
    const tally = (key: (r: (typeof f.indexRecords)[number]) => string) =>
      f.indexRecords.reduce<Record<string, number>>((acc, r) => ({ ...acc, [key(r)]: (acc[key(r)] ?? 0) + 1 }), {});
    expect((await s.get('/cache/recordCounts')).body).toEqual({
      TOTAL: f.indexRecords.length,
      byConflict: tally((r) => r.conflict),
      byPublication: tally((r) => String(r.publication_id)),
    });
    const publications = (await s.get<PublicationDto[]>('/cache/publications')).body;
    expect(publications.map((p) => p.publicationId)).toEqual([1, 2, 3]);
    expect(publications[2]).toMatchObject({ title: 'WWI Draft Registration Cards', recordCount: 10 });
  });

  test("the empty search and browse entries are the search engine's answers", async () => {
    // Compared as JSON, which is what the route sends.
    expect((await s.get<SearchResults>('/cache/emptySearch')).body).toEqual(
      JSON.parse(JSON.stringify(await search(t.db.db, {}))),
    );
    const pubs = (await s.get<Facet>('/cache/emptyBrowsePublications')).body;
    expect(pubs.type).toBe('general.title.id');
    expect(pubs.values.map((v) => v.label).sort()).toEqual(f.publications.map((p) => p.title).sort());
    expect(pubs.values.map((v) => v.count)).toEqual([...pubs.values.map((v) => v.count)].sort((a, b) => b - a));
    expect((await s.get('/cache/emptyBrowsePublications_NEW')).body).toEqual(pubs);
    const facets = (await s.get<Facet[]>('/cache/emptyBrowseFacets')).body;
    expect(facets.length).toBeGreaterThan(2);
    expect(facets.map((x) => x.type)).not.toContain('general.title.id');
    for (const facet of facets)
      expect(facet.values.map((v) => v.label)).toEqual(
        [...facet.values.map((v) => v.label)].sort((a, b) => a.localeCompare(b)),
      );
  });

  test('an entry is computed once per lifetime: a new row shows only after it expires', async () => {
    clock += 3_600_000; // every earlier entry has expired
    expect((await s.get('/cache/userCount')).body).toEqual({ count: 2 });
    await t.db.db
      .insertInto('users')
      .values({ ...f.users[1], id: 3, username: 'newcomer', email: 'new@example.org' })
      .execute();
    await t.db.db.updateTable('publications').set({ access_level: 'PUBLIC' }).where('id', '=', 1).execute();

    clock += 100_000;
    const memoised = await s.get('/cache/userCount');
    expect(memoised.body).toEqual({ count: 2 });
    expect(memoised.headers.get('cache-control')).toBe('public, max-age=200');
    // Computed after the change, so it sees it; it is memoised from now on.
    expect((await s.get<Record<string, string>>('/cache/publicationAccessLevels')).body['1']).toBe('PUBLIC');

    clock += 199_999;
    expect((await s.get('/cache/userCount')).body).toEqual({ count: 2 });
    clock += 1;
    const fresh = await s.get('/cache/userCount');
    expect(fresh.body).toEqual({ count: 3 });
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=300');
  });

  test('the beta banner lives one minute', async () => {
    clock += 3_600_000;
    expect((await s.get('/cache/betaBanners')).headers.get('cache-control')).toBe('public, max-age=60');
    clock += 59_500;
    expect((await s.get('/cache/betaBanners')).headers.get('cache-control')).toBe('public, max-age=1');
    clock += 500;
    expect((await s.get('/cache/betaBanners')).headers.get('cache-control')).toBe('public, max-age=60');
  });
});
