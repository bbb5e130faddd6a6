import type {
  HonorWallDto,
  PartnerDetailDto,
  PartnerDto,
  TitleCollectionDetailDto,
  TitleCollectionDto,
} from '@muster/contract';
import { seedCollections, seedFixtures } from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

describe.each(backends)('collections, partners and the honor wall on %s', (backend) => {
  let t: TestDb;
  let server: TestServices;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    await seedCollections(t.db.db);
    server = await startServices({ db: t });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await t?.dispose();
  });

  const wall = (query: string) => server.get<HonorWallDto>(`/fold31-memorial/honor-wall${query}`);
  const titles = (w: HonorWallDto) => w.items.map((i) => i.title);

  test('collections list in order, by kind', async () => {
    const all = await server.get<TitleCollectionDto[]>('/fold31-api/collections');
    expect(all.body.map((c) => c.slug)).toEqual(['us-civil-war', 'us-world-war-i', 'draft-registrations']);
    const themes = await server.get<TitleCollectionDto[]>('/fold31-api/collections?kind=TITLE');
    expect(themes.body.map((c) => c.slug)).toEqual(['draft-registrations']);
    expect((await server.get('/fold31-api/collections?kind=NOPE')).status).toBe(400);
  });

  test('War Stories: the Civil War collection lists its publications and its public stories, newest first', async () => {
    const { status, body } = await server.get<TitleCollectionDetailDto>('/fold31-api/collection/us-civil-war');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      collectionId: 1,
      title: 'Civil War',
      kind: 'CONFLICT',
      conflict: 'Civil War',
      publicationIds: [2, 1],
    });
    expect(body.iconSvg).toContain('<svg');
    // 50, 52 and 56 tell a story; fixture memorial 1 does too, and is older. 53 is private, 2 has no conflict.
    expect(body.storyMemorialIds).toEqual([56, 52, 50, 1]);
    const theme = await server.get<TitleCollectionDetailDto>('/fold31-api/collection/draft-registrations');
    expect(theme.body).toMatchObject({ kind: 'TITLE', publicationIds: [3], storyMemorialIds: [] });
  });

  test('partners list by name; a partner lists the publications it provided', async () => {
    const list = await server.get<PartnerDto[]>('/fold31-api/partners');
    expect(list.body.map((p) => p.slug)).toEqual(['library-of-virginia', 'national-archives']);
    const na = await server.get<PartnerDetailDto>('/fold31-api/partner/national-archives');
    expect(na.body).toMatchObject({ name: 'National Archives', website: 'https://www.archives.gov' });
    expect([...na.body.publicationIds].sort()).toEqual([1, 2, 3]);
    expect(na.body.publicationIds[0]).toBe(1); // the featured one first
    expect((await server.get<PartnerDetailDto>('/fold31-api/partner/library-of-virginia')).body.publicationIds).toEqual(
      [],
    );
  });

  test('unknown slugs are 404, malformed ones 400', async () => {
    expect((await server.get('/fold31-api/collection/us-no-such-war')).status).toBe(404);
    expect((await server.get('/fold31-api/partner/nobody')).status).toBe(404);
    for (const bad of ['US-Civil-War', 'a--b', '-a', 'x%20y']) {
      expect({ bad, status: (await server.get(`/fold31-api/collection/${bad}`)).status }).toEqual({ bad, status: 400 });
    }
    expect((await server.get('/fold31-api/partner/Bad_Slug')).status).toBe(400);
    // A slug longer than any the catalogue makes is malformed too.
    expect((await server.get(`/fold31-api/collection/${'a'.repeat(101)}`)).status).toBe(400);
  });

  test('the honor wall shows public honor images by title, with the conflicts and their counts', async () => {
    const { status, body } = await wall('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 7, offset: 0, limit: 48 });
    expect(titles(body)).toEqual([
      'Abner Whitcomb',
      'Benjamin Hartwell',
      'Caleb Sullivan',
      'Edward Kowalski',
      'Frank Muller',
      'George 100% Wheeler',
      'Hiram Whitaker',
    ]);
    expect(body.items[0]).toEqual({
      elementId: 500,
      memorialId: 50,
      title: 'Abner Whitcomb',
      conflict: 'Civil War',
      reference: { contentType: 'IMAGE', objectId: 101 },
      rect: { x: 0, y: 0, w: 100, h: 100 },
      image: { width: 600, height: 900, revision: 0 },
    });
    expect(body.conflicts).toEqual([
      { conflict: 'Civil War', count: 4 },
      { conflict: 'World War I', count: 2 },
    ]);
  });

  test('the wall filters by conflict and searches names, case-insensitively, with % and _ taken literally', async () => {
    expect(titles((await wall('?conflict=World%20War%20I')).body)).toEqual(['Edward Kowalski', 'Frank Muller']);
    const whit = (await wall('?q=WHIT')).body;
    expect(titles(whit)).toEqual(['Abner Whitcomb', 'Hiram Whitaker']);
    expect(whit.conflicts).toEqual([{ conflict: 'Civil War', count: 1 }]);
    expect(titles((await wall('?q=whit&conflict=Civil%20War')).body)).toEqual(['Abner Whitcomb']);
    expect(titles((await wall('?q=100%25')).body)).toEqual(['George 100% Wheeler']);
    expect((await wall('?q=%25')).body.total).toBe(1);
    expect((await wall('?q=_')).body.total).toBe(0);
    expect((await wall('?conflict=Boer%20War')).body).toMatchObject({ total: 0, items: [] });
  });

  test('the wall pages with offset and limit', async () => {
    const first = (await wall('?limit=3')).body;
    const second = (await wall('?limit=3&offset=3')).body;
    const last = (await wall('?limit=3&offset=6')).body;
    expect([...titles(first), ...titles(second), ...titles(last)]).toEqual(titles((await wall('')).body));
    expect(last).toMatchObject({ total: 7, offset: 6, limit: 3 });
    expect(last.items).toHaveLength(1);
    expect((await wall('?limit=100')).status).toBe(200);
  });

  test('the wall pages to its end, past any window of 10,000 (docs/decisions/paging.md)', async () => {
    expect((await wall('?offset=9950&limit=100')).body).toMatchObject({ items: [] });
  });

  test('bad wall input is a 400 with its reason', async () => {
    for (const bad of [
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      '?offset=abc',
      '?limit=2.5',
      `?q=${'x'.repeat(101)}`,
      '?conflict=',
    ]) {
      const reply = await wall(bad);
      expect({ bad, status: reply.status }).toEqual({ bad, status: 400 });
      expect((reply.body as unknown as { message: string }).message).toBeTruthy();
    }
  });
});
