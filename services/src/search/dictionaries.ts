import type { Kysely } from 'kysely';
import { fold, type NameCodes, type NameTest } from './name-codes';
import { perGeneration } from './index-state';
import type { SearchDatabase } from './search-docs.table';
import type { MatchKind } from '@muster/contract';

export interface Place {
  id: number;
  path: string;
  name: string;
}

/** The small tables a search resolves its words against, held in memory per index generation. */
export interface Dictionaries {
  /** Every distinct name part with its codes (a few thousand at a million records). */
  names: (NameCodes & { name: string })[];
  /** The same codes by name, so a page's hits look theirs up instead of working them out again for each hit. */
  codesByName: Map<string, NameCodes>;
  places: Place[];
  placeById: Map<number, Place>;
  publicationTitles: Map<string, string>;
}

const load = perGeneration<Dictionaries>(async (db) => {
  const [names, places, publications] = await Promise.all([
    db.selectFrom('search_names').selectAll().execute(),
    db.selectFrom('places').select(['id', 'path', 'name']).execute(),
    db.selectFrom('publications').select(['id', 'title']).execute(),
  ]);
  return {
    names,
    codesByName: new Map(names.map((n) => [n.name, n])),
    places,
    placeById: new Map(places.map((p) => [p.id, p])),
    publicationTitles: new Map(publications.map((p) => [String(p.id), p.title])),
  };
});

export const dictionaries = (key: object, db: Kysely<SearchDatabase>, generation: number) => load(key, db, generation);

/** The indexed names that any of the tests match, with the kind of match each makes. */
export function expandNames(dict: Dictionaries, tests: NameTest[]): Map<string, MatchKind> {
  const out = new Map<string, MatchKind>();
  for (const entry of dict.names) {
    for (const t of tests) {
      const kind = t.test(entry.name, entry);
      if (kind) {
        out.set(entry.name, kind);
        break;
      }
    }
  }
  return out;
}

/** Places whose path or name is the text, and every place under them. */
export function expandPlaces(dict: Dictionaries, texts: string[]): Place[] {
  const roots = new Set<string>();
  for (const text of texts) {
    const wanted = fold(text).replace(/\s*,\s*/g, ',');
    for (const p of dict.places) if (fold(p.path) === wanted || fold(p.name) === wanted) roots.add(p.path);
  }
  return dict.places.filter((p) => roots.has(p.path) || [...roots].some((r) => p.path.startsWith(`${r},`)));
}
