import { sql, type Kysely } from 'kysely';

/**
 * The publication's `allowDownloadDoc` (content spec §3.1): whether a page may be taken as a PDF with its
 * citation, apart from `allow_download`, the JPEG's switch. Until now the PDF followed `allow_download`, so each
 * publication starts with that value and nothing changes for anybody.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('publications')
    .addColumn('allow_download_doc', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('publications')
    .set({ allow_download_doc: sql`allow_download` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('publications').dropColumn('allow_download_doc').execute();
}
