import type { Kysely } from 'kysely';

/**
 * The catalogue version (docs/decisions/imports.md "Fresh when done"): bumped by every write of a publication and by a
 * finished or undone import, which change what the publication list and record counts say. Beside the index
 * generation and the counts version in the one row of search_state, so the gateways read all three in one call.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_state')
    .addColumn('catalogue_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_state').dropColumn('catalogue_version').execute();
}
