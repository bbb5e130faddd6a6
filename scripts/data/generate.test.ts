import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type Database, migrateToLatest, openDb } from '@muster/services/db';
import { generate } from './generate';
import { insertOrder } from './import';

const dataDir = path.join(os.tmpdir(), 'muster-generate-test');

async function tinyRun(options: Parameters<typeof openDb>[0]) {
  const handle = openDb(options);
  await migrateToLatest(handle.db);
  const result = await generate({ db: handle.db, dataDir, size: 'tiny', render: false });
  return { handle, result };
}

async function dump(db: Awaited<ReturnType<typeof tinyRun>>['handle']['db'], table: keyof Database) {
  const rows = await db.selectFrom(table).selectAll().execute();
  return rows.map((r) => JSON.stringify(r)).sort();
}

describe('generate', () => {
  it('writes identical rows on two runs (tiny size)', async () => {
    const a = await tinyRun({ sqliteFile: ':memory:' });
    const b = await tinyRun({ sqliteFile: ':memory:' });
    try {
      expect(a.result.counts.index_records).toBeGreaterThanOrEqual(500);
      expect(a.result.counts.images).toBeGreaterThanOrEqual(20);
      for (const table of insertOrder)
        expect({ table, rows: await dump(b.handle.db, table) }).toEqual({
          table,
          rows: await dump(a.handle.db, table),
        });
      const kinds = await a.handle.db.selectFrom('memorials').select('type').distinct().execute();
      expect(kinds.map((k) => k.type).sort()).toEqual([
        'EVENT',
        'ORGANIZATION',
        'PERSON',
        'PLACE',
        'SERVICEPERSON',
        'TOPIC',
      ]);
      const statuses = await a.handle.db.selectFrom('users').select('account_status').distinct().execute();
      expect(statuses.map((s) => s.account_status).sort()).toEqual([
        'annual-subscriber',
        'bundle',
        'comp-subscriber',
        'free-trial',
        'monthly-subscriber',
        'non-subscriber',
      ]);
      // War Stories (/collection/us-civil-war) and a partner for every provider but the members.
      const civilWar = await a.handle.db
        .selectFrom('title_collections')
        .select(['kind', 'conflict'])
        .where('slug', '=', 'us-civil-war')
        .executeTakeFirst();
      expect(civilWar).toEqual({ kind: 'CONFLICT', conflict: 'Civil War' });
      const partners = await a.handle.db.selectFrom('partners').select('name').execute();
      const providers = await a.handle.db
        .selectFrom('publications')
        .select('provider')
        .distinct()
        .where('provider', '!=', 'Muster members')
        .execute();
      expect(partners.map((p) => p.name).sort()).toEqual(providers.map((p) => p.provider).sort());
    } finally {
      await a.handle.close();
      await b.handle.close();
    }
  }, 60_000);

  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  pgIt(
    'imports into PostgreSQL',
    async () => {
      const schema = `muster_gen_${randomBytes(4).toString('hex')}`;
      const admin = openDb({ databaseUrl: process.env.DATABASE_URL });
      await sql`create schema ${sql.id(schema)}`.execute(admin.db);
      try {
        const { handle, result } = await tinyRun({ databaseUrl: process.env.DATABASE_URL, pgSchema: schema });
        try {
          const row = await handle.db
            .selectFrom('index_records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          expect(Number(row.n)).toBe(result.counts.index_records);
          const battle = await handle.db
            .selectFrom('battles')
            .select(['latitude', 'start_date'])
            .where('name', '=', 'Battle of Gettysburg')
            .executeTakeFirstOrThrow();
          expect(battle).toEqual({ latitude: 39.811, start_date: '1863-07-01' });
        } finally {
          await handle.close();
        }
      } finally {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.close();
      }
    },
    60_000,
  );
});
