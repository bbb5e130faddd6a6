/** The search's own settings (SEARCH_* variables). */
export interface SearchSettings {
  /**
   * PostgreSQL stops a search statement running longer than this (SEARCH_STATEMENT_TIMEOUT_MS, default 5,000 ms,
   * under the gateway's 10 s wait for a service); the caller gets SEARCH_TIMEOUT. 0 turns it off. SQLite cannot
   * stop a statement (better-sqlite3 has no interrupt): there the input limits and the name budget bound the work.
   */
  statementTimeoutMs: number;
  /**
   * Up to this many search documents, each services process holds the facet columns in memory and counts facets
   * from them (SEARCH_FACET_MEMORY_DOCS, default 5,000,000: about 16 bytes a document); above it, or at 0, facets
   * are counted in SQL (facet-columns.ts).
   */
  facetMemoryDocs?: number;
}

export const DEFAULT_FACET_MEMORY_DOCS = 5_000_000;
export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  statementTimeoutMs: 5000,
  facetMemoryDocs: DEFAULT_FACET_MEMORY_DOCS,
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of ${unit} (got ${raw})`);
  return value;
}

export function searchSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SearchSettings {
  return {
    statementTimeoutMs: wholeNumber(env, 'SEARCH_STATEMENT_TIMEOUT_MS', 5000, 'milliseconds'),
    facetMemoryDocs: wholeNumber(env, 'SEARCH_FACET_MEMORY_DOCS', DEFAULT_FACET_MEMORY_DOCS, 'documents'),
  };
}
