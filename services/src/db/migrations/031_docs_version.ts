import type { Kysely } from 'kysely';

/**
 * The documents version (docs/decisions/search.md "Facet counts in memory"): bumped by every write of search
 * documents that moves neither the index generation nor the counts version (a memorial saved, a member's upload,
 * an import's batch). The services' in-memory facet columns are loaded as of one value of all three, so a search
 * counts from them only when nothing in search_docs has changed since.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('search_state')
    .addColumn('docs_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('search_state').dropColumn('docs_version').execute();
}
