import type { Kysely } from 'kysely';

/**
 * Regiment, company and battle pages list a company's soldiers and the memorials made from records: without
 * these indexes both are scans of every record (issue 6). Regiments already have index_records_regiment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('index_records_company').ifNotExists().on('index_records').column('company_id').execute();
  await db.schema
    .createIndex('memorials_index_record')
    .ifNotExists()
    .on('memorials')
    .column('index_record_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('memorials_index_record').ifExists().execute();
  await db.schema.dropIndex('index_records_company').ifExists().execute();
}
