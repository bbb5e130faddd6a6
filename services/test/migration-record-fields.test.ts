import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { ensureSearchIndex } from '../src/search/index-build';
import { search } from '../src/search/search';
import { backends, openTestDb, type TestDb } from '@muster/testkit';
import { callers, fixture, seedFixtures } from '@muster/testkit/fixtures';

/**
 * Migration 023 over a database written before it: the plain Civil War branches become one name per service by
 * the regiment's side (issue 16 point 11), and the index, due for a rebuild, then searches the catalogue's new
 * fields (point 10).
 */
describe.each(backends)('migration 023 on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend, { upTo: '022_api_keys' });
    await seedFixtures(t.db.db, t.dataDir, { index: false });
    // A Confederate regiment and one of its men, written as the old generator wrote them.
    await t.db.db
      .insertInto('regiments')
      .values({ ...fixtureRegiment(), id: 3, name: '2nd Virginia Infantry', side: 'Confederate', state: 'Virginia' })
      .execute();
    await t.db.db.updateTable('index_records').set({ regiment_id: 3, company_id: null }).where('id', '=', 4).execute();
  });
  afterAll(() => t.dispose());

  test('renames Army, Navy and Marine Corps by side and marks the index for a rebuild', async () => {
    await migrateToLatest(t.db.db);
    const branchOf = async (id: number) =>
      (await t.db.db.selectFrom('index_records').select('branch').where('id', '=', id).executeTakeFirstOrThrow())
        .branch;
    expect(await branchOf(fixture.josiahRecordId)).toBe('U.S. Army');
    expect(await branchOf(4)).toBe('Confederate States Army');
    expect(await branchOf(14)).toBe('U.S. Navy');
    expect(await branchOf(17)).toBe('U.S. Marine Corps');
    const regiments = await t.db.db.selectFrom('regiments').select(['id', 'branch']).orderBy('id').execute();
    expect(regiments).toEqual([
      { id: 1, branch: 'U.S. Army' },
      { id: 2, branch: 'U.S. Army' },
      { id: 3, branch: 'Confederate States Army' },
    ]);
    const { built } = await sql<{ built: string | null }>`SELECT built_at AS built FROM search_state`
      .execute(t.db.db)
      .then((r) => r.rows[0]);
    expect(built).toBeNull();
  });

  test('after the rebuild the new fields search: an award given to a record before the rebuild finds it', async () => {
    await t.db.db
      .updateTable('index_records')
      .set({ award: 'Medal of Honor', theater: 'Eastern Theater' })
      .where('id', '=', fixture.josiahRecordId)
      .execute();
    expect(await ensureSearchIndex(t.db.db)).toBe(true);
    const found = async (type: string, text: string) =>
      (
        await search(t.db.db, { fieldedKeywords: [{ type, texts: [text] }], facetRequests: [] }, callers.subscriber)
      ).hits.map((h) => `${h.doc.contentType}:${h.doc.objectId}`);
    // His record, and his memorial, which carries its record's person fields.
    const josiah = [`INDEX_RECORD:${fixture.josiahRecordId}`, 'STORY_PAGE:1'];
    expect((await found('military.award', 'Medal of Honor')).sort()).toEqual(josiah);
    expect((await found('place.theater', 'eastern')).sort()).toEqual(josiah);
    // The branch facet now counts the Union's army under one name.
    const facets = await search(
      t.db.db,
      { facetRequests: [{ type: 'military.service.branch' }], maxCount: 0 },
      callers.subscriber,
    );
    expect(facets.facets[0].values.map((v) => v.value)).not.toContain('Army');
  });
});

function fixtureRegiment() {
  return {
    sub_type: 'REGIMENT',
    branch: 'Army',
    conflict: 'Civil War',
    place_id: null,
    start_place: 'Harpers Ferry, Virginia',
    end_place: 'Appomattox, Virginia',
    start_date: '1861-04-17',
    end_date: '1865-04-09',
    nicknames: '[]',
    history: 'Part of the Stonewall Brigade.',
    leaders: '[]',
  };
}
