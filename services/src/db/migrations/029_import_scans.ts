import type { Kysely } from 'kysely';

/**
 * Scans with an import (issue 15 points 1–2): the ZIP or folder an import names, and each scan a row named, keyed by
 * import + file name so a resumed job neither loses nor doubles one; the rolls an import made, so undo removes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('imports').addColumn('scans_path', 'text').execute();
  await db.schema
    .alterTable('imports')
    .addColumn('scans_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('import_scans')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('image_id', 'integer')
    .addColumn('file_path', 'text')
    .addColumn('tiled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problem', 'text')
    .addPrimaryKeyConstraint('import_scans_pk', ['import_id', 'file_name'])
    .execute();
  await db.schema
    .createTable('import_rolls')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roll_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_rolls_pk', ['import_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_rolls').execute();
  await db.schema.dropTable('import_scans').execute();
  await db.schema.alterTable('imports').dropColumn('scans_total').execute();
  await db.schema.alterTable('imports').dropColumn('scans_path').execute();
}
