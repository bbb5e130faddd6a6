import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

export const userCount = (db: Db) =>
  db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();

export const recordCountsByConflict = (db: Db) =>
  db
    .selectFrom('index_records')
    .select((eb) => ['conflict', eb.fn.countAll<number>().as('n')])
    .groupBy('conflict')
    .execute();

export const recordCountsByPublication = (db: Db) =>
  db
    .selectFrom('index_records')
    .select((eb) => ['publication_id', eb.fn.countAll<number>().as('n')])
    .groupBy('publication_id')
    .execute();

export const publicationAccessLevels = (db: Db) =>
  db.selectFrom('publications').select(['id', 'access_level']).orderBy('id').execute();
