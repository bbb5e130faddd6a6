import type { Kysely } from 'kysely';

/**
 * Memorial editing (issue 6): the memorials and memorial_elements tables of 001 already hold everything an
 * editor writes (element values are JSON per type). Your Memorials lists a member's own, last modified first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('memorials_owner_modified')
    .ifNotExists()
    .on('memorials')
    .columns(['owner_id', 'last_modified'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('memorials_owner_modified').ifExists().execute();
}
