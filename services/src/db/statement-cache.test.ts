import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './statement-cache';

function open(max?: number) {
  const sqlite = new Sqlite(':memory:');
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  const db = new Kysely<{ t: { id: number; name: string } }>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, max) }),
  });
  return { db, prepared };
}

test('a query asked again reuses its prepared statement, with new parameters', async () => {
  const { db, prepared } = open();
  await sql`create table t (id integer primary key, name text)`.execute(db);
  await db.insertInto('t').values({ id: 1, name: 'Smith' }).execute();
  await db.insertInto('t').values({ id: 2, name: 'Jones' }).execute();
  const byId = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
  expect(await byId(1)).toEqual({ name: 'Smith' });
  expect(await byId(2)).toEqual({ name: 'Jones' });
  expect(await byId(3)).toBeUndefined();
  expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
  // The insert was prepared once for both rows too.
  expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
  await db.destroy();
});

test('past its size the least recently used statement is prepared again', async () => {
  const { db, prepared } = open(2);
  await sql`create table t (id integer primary key, name text)`.execute(db);
  const q = (n: number) => sql`select ${sql.raw(String(n))} as n`.execute(db);
  await q(1);
  await q(2);
  await q(1);
  await q(3);
  await q(2);
  expect(prepared.filter((text) => text.startsWith('select'))).toEqual([
    'select 1 as n',
    'select 2 as n',
    'select 3 as n',
    'select 2 as n',
  ]);
  await db.destroy();
});
