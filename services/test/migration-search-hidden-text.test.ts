import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { ensureSearchIndex } from '../src/search/index-build';
import { search } from '../src/search/search';
import { backends, openTestDb, type TestDb } from '@muster/testkit';
import { callers, fixture, seedFixtures } from '@muster/testkit/fixtures';

/**
 * Migration 020 over an index built before it, whose record bodies held the hidden words (rank, place) that any
 * keyword matched: the old documents are gone the moment it runs, and the rebuild start-up then runs
 * (ensureSearchIndex) matches them only for the callers who open the record's level.
 */
describe.each(backends)('migration 020 on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend, { upTo: '019_upload_events' });
    await seedFixtures(t.db.db, t.dataDir, { index: false });
    // Josiah's document as the index held it before: his rank and town in the body.
    await sql`INSERT INTO search_docs (content_type, object_id, title, names, body, ocr, sort_name, publication_id, access_level)
      VALUES ('INDEX_RECORD', ${fixture.josiahRecordId}, 'Josiah Whitcomb', 'Josiah Whitcomb', 'Private Army Civil War United States Massachusetts Suffolk Boston',
        '', 'Whitcomb, Josiah', ${fixture.publications.serviceRecords}, 'SUBSCRIBER')`.execute(t.db.db);
    if (backend === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(t.db.db);
    await sql`UPDATE search_state SET built_at = '2026-11-01T00:00:00.000Z'`.execute(t.db.db);
  });
  afterAll(() => t.dispose());

  test('drops the old documents and marks the index for a rebuild, after which a keyword finds hidden words only for those who may see them', async () => {
    await migrateToLatest(t.db.db);
    const { n } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_docs`
      .execute(t.db.db)
      .then((r) => r.rows[0]);
    expect(Number(n)).toBe(0);
    expect(await ensureSearchIndex(t.db.db)).toBe(true);

    const query = {
      keywords: 'Whitcomb Boston',
      fieldedKeywords: [{ type: 'full-name.given', texts: ['Josiah'] }],
      facetRequests: [],
    };
    const found = async (identity: (typeof callers)[keyof typeof callers]) =>
      (await search(t.db.db, query, identity)).hits.map((h) => h.doc.objectId);
    expect(await found(callers.subscriber)).toEqual([fixture.josiahRecordId]);
    expect(await found(callers.basic)).toEqual([]);
    expect(await found(callers.visitor)).toEqual([]);
  });
});
