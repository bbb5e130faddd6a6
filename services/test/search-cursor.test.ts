import { sql } from 'kysely';
import type { SearchQuery, SortOrder } from '@muster/contract';
import { search } from '../src/search/search';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

const N = 12_345;
const keysOf = (hits: { doc: { objectId: number } }[]) => hits.map((h) => h.doc.objectId);

describe.each(backends)('cursor paging on %s', (backend) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await openTestDb(backend);
    // Synthetic documents with many ties and nulls in every sort key, written by one INSERT … SELECT.
    await sql`INSERT INTO search_docs (content_type, object_id, title, names, body, ocr, sort_name, publication_id, roll_id, ordinal,
        date, year, conflict, access_level, last_modified)
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${sql.lit(N)})
      SELECT 'IMAGE', i, 'Page', '', '', '', 'Name ' || (i % 97),
        CASE WHEN i % 10 = 0 THEN NULL ELSE i % 3 END, i % 50, i % 7,
        CASE WHEN i % 4 = 0 THEN NULL ELSE '18' || (10 + i % 50) END, 1810 + i % 50, 'Synthetic', 'PUBLIC',
        CASE WHEN i % 5 = 0 THEN NULL ELSE '2024-01-' || (10 + i % 20) END
      FROM n`.execute(t.db.db);
  }, 60_000);
  afterAll(() => t.dispose());

  async function walk(query: SearchQuery): Promise<number[]> {
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 200; page++) {
      const result = await search(t.db.db, { ...query, facetRequests: [], highlight: false, maxCount: 100, after });
      expect(result.total).toBe(N);
      seen.push(...keysOf(result.hits));
      if (!result.endCursor) return seen;
      after = result.endCursor;
    }
    throw new Error('the cursor never reached the end');
  }

  test.each(['RELEVANCE', 'NAME', 'NAME_DESC', 'DATE_ASC', 'DATE_DESC', 'LAST_MODIFIED', 'FILMSTRIP'] as SortOrder[])(
    '%s: after walks past 10,000 hits, each exactly once',
    async (sortOrder) => {
      const seen = await walk({
        sortOrder,
        filters: [{ type: 'military.conflict', values: [{ value: 'Synthetic' }] }],
      });
      expect(seen).toHaveLength(N);
      expect(new Set(seen).size).toBe(N);
    },
    60_000,
  );

  test('cursor pages follow the offset order exactly', async () => {
    for (const sortOrder of ['NAME', 'DATE_ASC'] as SortOrder[]) {
      const walked = await walk({ sortOrder });
      const byOffset: number[] = [];
      for (let offset = 0; offset < 1000; offset += 100) {
        byOffset.push(...keysOf((await search(t.db.db, { sortOrder, offset, maxCount: 100, facetRequests: [] })).hits));
      }
      expect(walked.slice(0, 1000)).toEqual(byOffset);
    }
  }, 60_000);

  test('offset paging stops at 10,000 and pages at 100 with TOO_LARGE; a walk from an offset page ends without endCursor', async () => {
    await expect(search(t.db.db, { offset: 9_901, maxCount: 100 })).rejects.toMatchObject({ code: 'TOO_LARGE' });
    await expect(search(t.db.db, { maxCount: 101 })).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringMatching(/maxCount must not exceed 100/),
    });
    const year = {
      sortOrder: 'NAME' as const,
      facetRequests: [],
      filters: [{ type: 'date', values: [{ value: '1811' }] }],
    };
    const first = await search(t.db.db, { ...year, offset: 0, maxCount: 10 });
    expect(first.total).toBeGreaterThan(110);
    let seen = first.hits.length;
    let after = first.endCursor;
    while (after) {
      const next = await search(t.db.db, { ...year, maxCount: 100, after });
      expect(next.hits.length).toBe(Math.min(100, first.total - seen));
      seen += next.hits.length;
      after = next.endCursor;
    }
    expect(seen).toBe(first.total);
  });

  test('a cursor of another sort order is refused', async () => {
    const { endCursor } = await search(t.db.db, { sortOrder: 'NAME', maxCount: 5, facetRequests: [] });
    await expect(search(t.db.db, { sortOrder: 'DATE_ASC', after: endCursor! })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  test('a cursor from before a rebuild of the index, or from before cursors carried the generation, is CURSOR_EXPIRED', async () => {
    const query: SearchQuery = { sortOrder: 'NAME', maxCount: 5, facetRequests: [] };
    const { endCursor } = await search(t.db.db, query);
    await expect(search(t.db.db, { ...query, after: endCursor! })).resolves.toMatchObject({ hits: expect.any(Array) });
    const unversioned = Buffer.from(JSON.stringify(['NAME', 'Name 1', 1])).toString('base64url');
    await expect(search(t.db.db, { ...query, after: unversioned })).rejects.toMatchObject({ code: 'CURSOR_EXPIRED' });
    // What rebuildSearchIndex does last (the synthetic documents are not made from record tables, so no real rebuild).
    await sql`UPDATE search_state SET generation = generation + 1 WHERE id = 1`.execute(t.db.db);
    await expect(search(t.db.db, { ...query, after: endCursor! })).rejects.toMatchObject({
      code: 'CURSOR_EXPIRED',
      message: expect.stringMatching(/start the walk again/),
    });
  });
});
