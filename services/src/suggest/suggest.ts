import type { Kysely } from 'kysely';
import type { Suggestion } from '@muster/contract';
import type { Database } from '../db/database';
import { TtlCache } from '../cache/ttl-cache';
import { aggregateSuggestions, type SuggestionRows } from './suggest.build';
import { fold, normalisePrefix, parseNamePrefix, parseYearPrefix } from './suggest.keys';
import { summaryBuilt, tableSource } from './suggest.queries';
import { memorySource, type SuggestSource } from './suggest.source';
import { readIndexState } from '../search/index-state';
import type { SearchDatabase } from '../search/search-docs.table';

export const SUGGEST_TYPES = ['NAME', 'PLACE', 'DATE'] as const;
export type SuggestType = (typeof SUGGEST_TYPES)[number];

/** How long the in-memory fallback keeps its aggregates before reading the records again. */
const FALLBACK_TTL_MS = 5 * 60_000;
/** Once seen filled, the tables stay filled (a rebuild replaces them in one transaction): look again after a minute. */
const BUILT_TTL_MS = 60_000;

export type Suggest = (type: SuggestType, prefix: string, limit: number) => Promise<Suggestion[]>;

/**
 * The suggest service: completions with record counts, most common first. It reads the summary tables once
 * rebuildSuggestions() has filled them; before that it aggregates the records itself and keeps the result in
 * memory for five minutes, so a database imported without the rebuild still answers, only slower at first.
 */
export function createSuggest(db: Kysely<Database>, now: () => number = Date.now): Suggest {
  const fallback = new TtlCache<SuggestionRows>(now);
  const tables = tableSource(db);
  let builtUntil = 0;
  let heldVersion = 0;
  const source = async (): Promise<SuggestSource> => {
    if (builtUntil > now()) return tables;
    if (await summaryBuilt(db)) {
      builtUntil = now() + BUILT_TTL_MS;
      return tables;
    }
    // A record correction bumps the counts version: the aggregates are read again rather than kept five minutes.
    const { countsVersion } = await readIndexState(
      db.withTables<Pick<SearchDatabase, 'search_docs' | 'search_names' | 'search_state'>>(),
    );
    if (countsVersion !== heldVersion) fallback.delete(`rows:${heldVersion}`);
    heldVersion = countsVersion;
    const key = `rows:${countsVersion}`;
    return memorySource((await fallback.get(key, FALLBACK_TTL_MS, () => aggregateSuggestions(db))).value);
  };

  return async (type, prefix, limit) => {
    const from = await source();
    switch (type) {
      case 'NAME': {
        const name = parseNamePrefix(prefix);
        return 'given' in name ? from.fullNames(name.given, name.surname, limit) : from.surnames(name.surname, limit);
      }
      case 'PLACE':
        return from.places(fold(normalisePrefix(prefix)), limit);
      case 'DATE':
        return dates(from, prefix, limit);
    }
  };
}

/** 1–2 digits: decades; 3 digits: that decade, then its years; 4 digits: that year. Nothing for a non-year. */
async function dates(from: SuggestSource, prefix: string, limit: number): Promise<Suggestion[]> {
  const years = parseYearPrefix(prefix);
  if (!years) return [];
  if (years.digits === 4) return from.dates('YEAR', years.from, years.to, limit);
  if (years.digits <= 2) return from.dates('DECADE', years.from, years.to, limit);
  const decade = await from.dates('DECADE', years.from, years.from, 1);
  const rest = limit - decade.length;
  return rest > 0 ? [...decade, ...(await from.dates('YEAR', years.from, years.to, rest))] : decade;
}
