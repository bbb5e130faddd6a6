import type { Kysely } from 'kysely';

/**
 * A member linked to Facebook may show the Facebook profile picture instead of an uploaded photo (accounts spec
 * §3 UserIconDetails.useFacebookPhoto, §7 `PUT /fb/user usePhoto`); disconnecting Facebook turns it off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('use_facebook_photo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('use_facebook_photo').execute();
}
