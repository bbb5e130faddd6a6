import { type Kysely, sql } from 'kysely';

/**
 * Every field of the spec's searchable catalogue (content §3.11) has a column (issue 16 point 10):
 * - index_records gets what records held nowhere: award, cause of death, rank at enlistment and at discharge,
 *   theater of service, and burial (date and place).
 * - search_docs gets the person columns fielded keywords search: gender, race, casualty type, award, death cause,
 *   the two ranks, theater, discharge and burial years and the burial place (search/plan-fielded.ts).
 * Branch values become one per real service (issue 16 point 11): the Civil War's plain "Army", "Navy",
 * "Marine Corps" and "Volunteers" are named by the regiment's side (Union → U.S., Confederate → Confederate
 * States); the Mexican War's "Volunteers" are U.S. Volunteers. The index is marked due for a rebuild, which
 * start-up (ensureSearchIndex) runs.
 */
const RECORD_COLUMNS: [string, 'text' | 'integer'][] = [
  ['award', 'text'],
  ['death_cause', 'text'],
  ['rank_enlistment', 'text'],
  ['rank_discharge', 'text'],
  ['theater', 'text'],
  ['burial_date', 'text'],
  // A places.id, without a foreign key so that SQLite can drop the column again (down).
  ['burial_place_id', 'integer'],
];
const DOC_COLUMNS: [string, 'text' | 'integer'][] = [
  ['gender', 'text'],
  ['race', 'text'],
  ['casualty_type', 'text'],
  ['award', 'text'],
  ['death_cause', 'text'],
  ['rank_enlistment', 'text'],
  ['rank_discharge', 'text'],
  ['theater', 'text'],
  ['discharge_year', 'integer'],
  ['burial_year', 'integer'],
  ['burial_place_id', 'integer'],
];

/** Old branch → the branch of each side; a side not named keeps the value. */
const BRANCHES: [string, string, string][] = [
  ['Army', 'U.S. Army', 'Confederate States Army'],
  ['Volunteers', 'U.S. Volunteers', 'Confederate States Army'],
  ['Navy', 'U.S. Navy', 'Confederate States Navy'],
  ['Marine Corps', 'U.S. Marine Corps', 'Confederate States Marine Corps'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of RECORD_COLUMNS)
    await db.schema.alterTable('index_records').addColumn(name, type).execute();
  for (const [name, type] of DOC_COLUMNS) await db.schema.alterTable('search_docs').addColumn(name, type).execute();

  for (const [old, union, confederate] of BRANCHES) {
    // A record is Confederate by its regiment's side, or, with no regiment, by its publication's title.
    const confederateRecord = sql`coalesce((SELECT g.side FROM regiments g WHERE g.id = index_records.regiment_id),
      (SELECT CASE WHEN p.title LIKE '%Confederate%' THEN 'Confederate' END FROM publications p
        WHERE p.id = index_records.publication_id)) = 'Confederate'`;
    await sql`UPDATE index_records SET branch = ${confederate} WHERE branch = ${old} AND ${confederateRecord}`.execute(
      db,
    );
    await sql`UPDATE index_records SET branch = ${union} WHERE branch = ${old}`.execute(db);
    await sql`UPDATE regiments SET branch = ${confederate} WHERE branch = ${old} AND side = 'Confederate'`.execute(db);
    await sql`UPDATE regiments SET branch = ${union} WHERE branch = ${old}`.execute(db);
  }
  await db
    .updateTable('search_state')
    .set({ built_at: null, generation: sql`generation + 1` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of DOC_COLUMNS) await db.schema.alterTable('search_docs').dropColumn(name).execute();
  for (const [name] of RECORD_COLUMNS) await db.schema.alterTable('index_records').dropColumn(name).execute();
  await db
    .updateTable('search_state')
    .set({ built_at: null, generation: sql`generation + 1` })
    .execute();
}
