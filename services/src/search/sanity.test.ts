import { openDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

test('an in-memory database migrates', async () => {
  const { db, close } = openDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const rows = await db.selectFrom('publications').selectAll().execute();
  expect(rows).toEqual([]);
  await close();
});
