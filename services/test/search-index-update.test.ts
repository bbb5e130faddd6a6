import { sql } from 'kysely';
import { type Identity, internalAuthSecret, signIdentity } from '../src/auth/identity';
import type { MemorialDto, ObjectReference, SearchQuery, SearchResults } from '@muster/contract';
import { rebuildSearchIndex } from '../src/search/index-build';
import type { SearchDatabase } from '../src/search/search-docs.table';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const who = (userId: number | null, accountStatus = 'annual-subscriber'): Identity => ({
  userId,
  accountStatus,
  roles: [],
  institutionId: null,
});
const OWNER = who(1);
const OTHER = who(2, 'non-subscriber');
const VISITOR = null;

describe.each(backends)('memorials reach search at once on %s', (backend) => {
  let t: TestDb;
  let server: TestServices;

  const headers = (identity: Identity | null, json = true) => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(identity ? { 'x-muster-auth': signIdentity(identity, internalAuthSecret()) } : {}),
  });
  const call = async <T = MemorialDto>(method: string, path: string, body?: unknown, identity: Identity = OWNER) => {
    const reply = await server.get<T>(`/fold31-memorial${path}`, {
      method,
      headers: headers(identity, body !== undefined),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const create = (document: Record<string, unknown>, elements?: unknown[]) =>
    call('POST', '/document', { document, ...(elements ? { elements } : {}) });
  /** The memorials a search finds, as the given caller (hits only: totals may come from the facet cache). */
  const found = async (query: SearchQuery | string, identity: Identity | null = OWNER): Promise<number[]> => {
    const body = typeof query === 'string' ? { keywords: query } : query;
    const reply = await server.get<SearchResults>('/fold31-search/doc-search', {
      method: 'POST',
      headers: headers(identity),
      body: JSON.stringify({ maxCount: 100, ...body }),
    });
    expect(reply.status).toBe(200);
    return reply.body.hits
      .filter((h) => h.doc.contentType === 'STORY_PAGE')
      .map((h) => h.doc.objectId)
      .sort((a, b) => a - b);
  };
  const byName = (name: string, type = 'full-name'): SearchQuery => ({ fieldedKeywords: [{ type, texts: [name] }] });

  /** The search documents of memorials, without the row id (which a rebuild renumbers). */
  const docsOf = async (ids: number[]) => {
    const rows = await t.db.db
      .withTables<Pick<SearchDatabase, 'search_docs'>>()
      .selectFrom('search_docs')
      .selectAll()
      .where('content_type', '=', 'STORY_PAGE')
      .where('object_id', 'in', ids)
      .orderBy('object_id')
      .execute();
    return rows.map(({ id: _id, ...row }) => {
      delete (row as Record<string, unknown>).tsv;
      return row;
    });
  };
  /** SQLite: the external-content FTS5 table agrees with search_docs (a 'delete' with wrong values would break this). */
  const ftsIntact = async () => {
    if (backend === 'sqlite')
      await sql`INSERT INTO search_fts(search_fts, rank) VALUES ('integrity-check', 1)`.execute(t.db.db);
  };

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    server = await startServices({ db: t });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await t?.dispose();
  });

  test('a new person memorial is found by its words and its name; an edit moves it from the old words to the new; a deletion removes it', async () => {
    const m = await create({
      type: 'PERSON',
      title: 'Zebulon Quimbleworth',
      description: 'Kept a xylograph of the camp.',
    });
    expect(await found('xylograph')).toEqual([m.memorialId]);
    expect(await found(byName('Quimbleworth'))).toEqual([m.memorialId]);
    expect(await found('xylograph', VISITOR)).toEqual([m.memorialId]);

    await call('PUT', `/document/${m.memorialId}`, { title: 'Zebulon Farnsworthy' });
    expect(await found('Quimbleworth')).toEqual([]);
    expect(await found(byName('Quimbleworth'))).toEqual([]);
    expect(await found('Farnsworthy')).toEqual([m.memorialId]);
    expect(await found(byName('Farnsworthy'))).toEqual([m.memorialId]);

    // A story's title and text are the memorial's words too, while the story is there.
    const withStory = await call('POST', `/element/${m.memorialId}`, {
      newElements: [{ type: 'STORY', element: { title: 'Pelorus', content: 'He navigated by sextant.' } }],
    });
    expect(await found('sextant')).toEqual([m.memorialId]);
    const story = withStory.elements.find((e) => e.type === 'STORY')!;
    await call('POST', `/element/${m.memorialId}`, {
      changes: [{ id: story.elementId, element: { title: 'Pelorus', content: 'He navigated by astrolabe.' } }],
    });
    expect(await found('sextant')).toEqual([]);
    expect(await found('astrolabe')).toEqual([m.memorialId]);
    await call('POST', `/element/${m.memorialId}`, { deletions: [story.elementId] });
    expect(await found('astrolabe')).toEqual([]);
    await ftsIntact();

    expect(await call<{ deleted: boolean }>('DELETE', `/document/${m.memorialId}`)).toEqual({ deleted: true });
    expect(await found('Farnsworthy')).toEqual([]);
    expect(await found('xylograph')).toEqual([]);
    expect(await docsOf([m.memorialId])).toEqual([]);
    await ftsIntact();
  });

  test('a private memorial is found by nobody else, nor once made private, and returns when made public; the full build agrees', async () => {
    const hidden = await create({
      type: 'TOPIC',
      title: 'Quillback letters',
      description: 'Private notes.',
      privacyMode: 'PRIVATE',
    });
    const shown = await create({ type: 'TOPIC', title: 'Wolfsbane letters', description: 'Public notes.' });
    for (const identity of [OTHER, VISITOR]) {
      expect(await found('Quillback', identity)).toEqual([]);
      expect(await found('Wolfsbane', identity)).toEqual([shown.memorialId]);
    }
    await call('PUT', `/document/${shown.memorialId}`, { privacyMode: 'PRIVATE' });
    expect(await found('Wolfsbane', OTHER)).toEqual([]);
    await call('PUT', `/document/${hidden.memorialId}`, { privacyMode: 'PUBLIC' });
    expect(await found('Quillback', OTHER)).toEqual([hidden.memorialId]);

    // The full build used to index every memorial as PUBLIC: a fixture memorial made private must leave it too.
    await t.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PRIVATE' })
      .where('id', '=', f.fixture.topicMemorialId)
      .execute();
    await rebuildSearchIndex(t.db.db);
    expect(await found('Rappahannock', OTHER)).toEqual([]);
    expect(await found('Wolfsbane', VISITOR)).toEqual([]);
    expect(await found('Quillback', VISITOR)).toEqual([hidden.memorialId]);
    await t.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PUBLIC' })
      .where('id', '=', f.fixture.topicMemorialId)
      .execute();
    await rebuildSearchIndex(t.db.db);
  });

  test("a memorial of a record carries the record's name parts, new ones included, and a full rebuild writes the same documents", async () => {
    // A record loaded after the last rebuild: its surname is in no dictionary yet.
    const record = {
      ...f.indexRecords[0],
      id: 990,
      title: 'Ezekiel Quaggenbush',
      given_name: 'Ezekiel',
      surname: 'Quaggenbush',
      full_name: 'Ezekiel Quaggenbush',
    };
    await t.db.db.insertInto('index_records').values(record).execute();
    expect(await found(byName('Quaggenbush', 'full-name.surname'))).toEqual([]);
    const ref = await call<ObjectReference>('POST', '/memorial/create-from/INDEX_RECORD/990');
    expect(await found(byName('Quaggenbush', 'full-name.surname'))).toEqual([ref.objectId]);
    expect(
      await found({ fieldedKeywords: [{ type: 'full-name.surname', texts: ['Quagenbusch'], match: 'SOUNDEX' }] }),
    ).toEqual([ref.objectId]);
    expect(await found(byName('Ezekiel', 'full-name.given'))).toEqual([ref.objectId]);

    const plain = await create({ type: 'PERSON', title: 'Tobias Marchbanks', description: 'Drummer boy.' }, [
      { type: 'STORY', element: { title: 'First march', content: 'He beat the long roll.' } },
      { type: 'STORY', element: { title: 'Last march', content: 'He came home.' } },
    ]);
    await call('POST', `/import-facts-from`, {
      memorialId: plain.memorialId,
      importFrom: { contentType: 'INDEX_RECORD', objectId: f.fixture.josiahRecordId },
    });
    const ids = [ref.objectId, plain.memorialId, f.fixture.memorialId];
    await call('POST', `/element/${f.fixture.memorialId}`, {
      newElements: [{ type: 'STORY', element: { title: 'Afterwards', content: 'Buried at Sharpsburg.' } }],
    });
    const incremental = await docsOf(ids);
    expect(incremental.map((d) => d.object_id)).toEqual([...ids].sort((a, b) => a - b));
    await ftsIntact();
    await rebuildSearchIndex(t.db.db);
    expect(await docsOf(ids)).toEqual(incremental);
    expect(await found(byName('Quaggenbush', 'full-name.surname'))).toEqual([ref.objectId]);
  });
});
