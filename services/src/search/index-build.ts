import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Rebuilds the full-text search index from the record tables. The importer calls it once after a
 * bulk load (keeping the index out of the insert path is what makes the load fast).
 * TODO(services): fill the FTS5 / tsvector index.
 */
export async function rebuildSearchIndex(_db: Kysely<Database>): Promise<void> {}
