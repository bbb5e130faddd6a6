import { migrateToLatest } from '../src/db/migrate';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

/**
 * Migration 017 over a database written before it: each publication's new PDF switch (allow_download_doc) starts
 * at its JPEG switch, so no member loses or gains a PDF on the day it runs.
 */
describe.each(backends)('migration 017 on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend, { upTo: '016_captcha_uses' });
  });
  afterAll(() => t.dispose());

  test('gives each publication its allowDownload value', async () => {
    // As a publication was written before 017 (so also before 026's editing columns).
    const before = f.publications.map(f.withoutEditingColumns).map(({ allow_download_doc: _dropped, ...row }, i) => ({
      ...row,
      allow_download: i % 2,
    }));
    await t.db.db
      .insertInto('publications')
      .values(before as never)
      .execute();
    await migrateToLatest(t.db.db);
    const after = await t.db.db
      .selectFrom('publications')
      .select(['id', 'allow_download', 'allow_download_doc'])
      .orderBy('id')
      .execute();
    expect(after).toEqual(
      before.map((row) => ({ id: row.id, allow_download: row.allow_download, allow_download_doc: row.allow_download })),
    );
    expect(new Set(after.map((row) => row.allow_download_doc))).toEqual(new Set([0, 1]));
  });
});
