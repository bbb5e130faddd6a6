import type { Kysely } from 'kysely';
import { serialType } from '../dialect';

/**
 * Bulk imports (issue 15 points 1–3, docs/decisions/imports.md):
 * - jobs: the embedded job runner's queue (on PostgreSQL pg-boss keeps its own tables); a job is claimed by
 *   setting locked_until, kept by its heartbeat, and taken again by any runner once the lease has run out.
 * - imports: one upload or server file imported into a publication, with its settings, state and progress; the
 *   progress columns are the checkpoint, written in the same transaction as the batch of rows they count.
 * - import_rows: which record each written row made or replaced (the row's idempotency key and what undo
 *   removes or restores).
 * - import_errors: the rows a person has to fix (and the warnings), with row, column, value and message.
 * - import_mappings: the column → field mapping last used for a publication.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** queued, running, done, failed */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('progress', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('heartbeat', 'text')
    .addColumn('error', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('started', 'text')
    .addColumn('finished', 'text')
    .execute();
  await db.schema.createIndex('jobs_state').on('jobs').columns(['state', 'id']).execute();

  await db.schema
    .createTable('imports')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('publication_id', 'integer', (c) => c.notNull().references('publications.id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** queued, running, done, failed, cancelled, undone */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    /** Absolute path of the file read (an upload under the data folder, or a file under the imports root). */
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_warned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scans_tiled', 'integer', (c) => c.notNull().defaultTo(0))
    /** The last data row (1 = first row after the header) whose outcome is committed. */
    .addColumn('checkpoint_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('started', 'text')
    .addColumn('finished', 'text')
    .execute();
  await db.schema.createIndex('imports_publication').on('imports').columns(['publication_id', 'id']).execute();

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    /** The replaced record's fields (JSON) when correctById replaced one; NULL for a new record. */
    .addColumn('previous', 'text')
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'row_number'])
    .execute();

  await db.schema
    .createTable('import_errors')
    .addColumn('id', serialType(db), (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    /** error (the row was not written) or warning (written without the value). */
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('check_name', 'text', (c) => c.notNull())
    .addColumn('column_name', 'text')
    .addColumn('value', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('import_errors_import').on('import_errors').columns(['import_id', 'id']).execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('publication_id', 'integer', (c) => c.primaryKey().references('publications.id'))
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['import_mappings', 'import_errors', 'import_rows', 'imports', 'jobs'])
    await db.schema.dropTable(table).execute();
}
