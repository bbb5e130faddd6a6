import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Database } from '../db/database';

type Db = Kysely<Database>;
export type LinkKind = 'regiment' | 'company' | 'battle';

/**
 * The records linked to a regiment or company are its soldiers'. A battle's are its casualties: soldiers of a
 * regiment that fought there whose recorded death falls within the battle's dates.
 */
function recordIds(db: Db, kind: LinkKind, id: number) {
  if (kind === 'battle') {
    return db
      .selectFrom('index_records as r')
      .innerJoin('regiment_battles as rb', 'rb.regiment_id', 'r.regiment_id')
      .innerJoin('battles as b', 'b.id', 'rb.battle_id')
      .select('r.id')
      .where('b.id', '=', id)
      .whereRef('r.death_date', '>=', 'b.start_date')
      .whereRef('r.death_date', '<=', 'b.end_date');
  }
  return db
    .selectFrom('index_records as r')
    .select('r.id')
    .where(kind === 'regiment' ? 'r.regiment_id' : 'r.company_id', '=', id);
}

/**
 * One page of linked records, alphabetical by name (id breaks ties), and how many there are in all. Every
 * caller sees the same list: a record's own page applies its publication's access level.
 */
export async function linkedRecords(
  db: Db,
  kind: LinkKind,
  id: number,
  offset: number,
  limit: number,
  _identity?: Identity,
) {
  const [page, total] = await Promise.all([
    db
      .selectFrom('index_records')
      .select('id')
      .where('id', 'in', recordIds(db, kind, id))
      .orderBy('surname')
      .orderBy('given_name')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('index_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', recordIds(db, kind, id))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(total.n), ids: page.map((r) => r.id) };
}

/**
 * Memorials tie to a unit or battle through the record they were made from, or through a source or link
 * element that points at its page (`/regiment/12`, optionally followed by a slug).
 */
function memorialLinked(db: Db, kind: LinkKind, id: number): Expression<SqlBool> {
  const path = `/${kind}/${id}`;
  const byElement = db
    .selectFrom('memorial_elements as e')
    .select('e.memorial_id')
    .where('e.type', 'in', ['SOURCE', 'LINK'])
    .where((eb) => eb.or([eb('e.value', 'like', `%"${path}"%`), eb('e.value', 'like', `%"${path}/%`)]));
  return sql<SqlBool>`(m.index_record_id IN (${recordIds(db, kind, id)}) OR m.id IN (${byElement}))`;
}

/** Public memorials, and private ones to their owner and to admins. */
function visibleTo(identity: Identity): Expression<SqlBool> {
  if (identity.roles.includes('admin')) return sql<SqlBool>`1 = 1`;
  return identity.userId === null
    ? sql<SqlBool>`m.privacy_mode = 'PUBLIC'`
    : sql<SqlBool>`(m.privacy_mode = 'PUBLIC' OR m.owner_id = ${identity.userId})`;
}

/** One page of linked memorials, newest first, and how many the caller may see in all. */
export async function linkedMemorials(
  db: Db,
  kind: LinkKind,
  id: number,
  offset: number,
  limit: number,
  identity: Identity,
) {
  const base = () =>
    db
      .selectFrom('memorials as m')
      .where(memorialLinked(db, kind, id))
      .where(visibleTo(identity));
  const [page, total] = await Promise.all([
    base().select('m.id').orderBy('m.created', 'desc').orderBy('m.id', 'desc').limit(limit).offset(offset).execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(total.n), ids: page.map((m) => m.id) };
}
