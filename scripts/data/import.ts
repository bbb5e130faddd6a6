import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { type Database, dialectOf } from '@muster/services/db';
import { rebuildSearchIndex } from '@muster/services/search';
import { rebuildSuggestions } from '@muster/services/suggest';

type Table = keyof Database;

/** Parents before children, so foreign keys hold at every flush. */
export const insertOrder: Table[] = [
  'places',
  'battles',
  'regiments',
  'companies',
  'regiment_battles',
  'publications',
  'rolls',
  'images',
  'sub_images',
  'index_records',
  'institutions',
  'users',
  'memorials',
  'memorial_elements',
  'tags',
  'title_collections',
  'title_collection_publications',
  'partners',
];

/** Children before parents, to empty the database. */
export const deleteOrder: Table[] = [
  'gallery_items',
  'user_uploads',
  'title_collection_publications',
  'title_collections',
  'partners',
  'tags',
  'annotations',
  'memorial_elements',
  'memorials',
  'sessions',
  'external_accounts',
  'users',
  'institutions',
  'index_records',
  'sub_images',
  'images',
  'rolls',
  'publications',
  'regiment_battles',
  'companies',
  'regiments',
  'battles',
  'places',
];

// SQLite allows 32766 bound variables per statement, PostgreSQL 65535; PostgreSQL also slows past ~1000 rows.
const sqliteVariables = 32_766;
const postgresRows = 1_000;

/**
 * Buffers rows per table and writes them as multi-row inserts inside one transaction. Rows are written
 * in `insertOrder` whenever any buffer fills, so a child row never reaches the database before its parent.
 */
export class BulkImporter {
  private readonly buffers = new Map<Table, Record<string, unknown>[]>();
  private buffered = 0;
  readonly counts = new Map<Table, number>();

  constructor(
    private readonly trx: Transaction<Database> | Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly flushAt = 20_000,
  ) {}

  async add<T extends Table>(table: T, row: Insertable<Database[T]>): Promise<void> {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row as Record<string, unknown>);
    if (++this.buffered >= this.flushAt) await this.flush();
  }

  async addAll<T extends Table>(table: T, rows: Insertable<Database[T]>[]): Promise<void> {
    for (const row of rows) await this.add(table, row);
  }

  async flush(): Promise<void> {
    for (const table of insertOrder) {
      const rows = this.buffers.get(table);
      if (!rows?.length) continue;
      const columns = Object.keys(rows[0]).length;
      const size =
        this.dialect === 'sqlite'
          ? Math.floor(sqliteVariables / columns)
          : Math.min(postgresRows, Math.floor(65_535 / columns));
      for (let i = 0; i < rows.length; i += size) {
        await this.trx
          .insertInto(table)
          .values(rows.slice(i, i + size) as never)
          .execute();
      }
      this.counts.set(table, (this.counts.get(table) ?? 0) + rows.length);
      this.buffers.set(table, []);
    }
    this.buffered = 0;
  }
}

/** Deletes every row the generator writes (and the sessions and annotations that point at them). */
export async function clearDatabase(db: Kysely<Database>): Promise<void> {
  for (const table of deleteOrder) await db.deleteFrom(table).execute();
}

/**
 * Runs `load` with a bulk importer inside one transaction, then rebuilds the search index once:
 * keeping the index out of the insert path is what makes a million-row load take minutes, not hours.
 */
export async function bulkImport(
  db: Kysely<Database>,
  load: (importer: BulkImporter) => Promise<void>,
): Promise<Map<Table, number>> {
  const dialect = dialectOf(db);
  const counts = await db.transaction().execute(async (trx) => {
    const importer = new BulkImporter(trx, dialect);
    await load(importer);
    await importer.flush();
    return importer.counts;
  });
  await rebuildSearchIndex(db);
  // Suggestions read summary tables of names, places and years; fill them from the same load.
  await rebuildSuggestions(db);
  return counts;
}
