// The fixed query mix of the search bench: names, years, conflicts and publications sampled from the
// bench data with a fixed seed, so every run (and both databases, which hold the same generated rows)
// asks the same questions. Each query is what the website sends: 100 hits and the sidebar's facets.
import type { Kysely } from 'kysely';
import type { SearchQuery } from '@muster/contract';
import type { Database } from '@muster/services/db';
import { Rng } from '../../data/rng';

export const queryKinds = [
  'surname',
  'surname+given',
  'facet filters',
  'wildcard',
  'sound-alike',
  'year range',
  'place facet',
  'keywords',
] as const;
export type QueryKind = (typeof queryKinds)[number];

export interface BenchQuery {
  kind: QueryKind;
  /** Short human description, e.g. `Smith (SOUNDEX "Smyth")`. */
  label: string;
  query: SearchQuery;
}

export const querySeed = 1914;

/** The search page's sidebar (client/src/search/sidebarFacets.ts SIDEBAR_FACETS, client/src/lib/searchState.ts FACET_SIZE). */
const sidebarFacets = [
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
];
const facetSize = 200;

interface Sample {
  surname: string;
  given: string;
  birthYear: number | null;
  conflict: string;
  publicationId: number;
  country: string | null;
  /** The record's rank and its town (the last part of its place): words its page hides from those who may not view it. */
  rank: string | null;
  town: string | null;
}

/** At least `count` queries, as evenly spread over the kinds as the count allows (kinds in a fixed rotation). */
export async function buildQueryMix(db: Kysely<Database>, count: number): Promise<BenchQuery[]> {
  const rng = new Rng(querySeed);
  const samples = await sampleRecords(db, rng, count * 2);
  const usSamples = samples.filter((s) => s.country === 'United States');
  const withYear = samples.filter((s) => s.birthYear != null);
  const queries: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = queryKinds[i % queryKinds.length];
    const pool = kind === 'year range' ? withYear : kind === 'place facet' && usSamples.length ? usSamples : samples;
    queries.push(makeQuery(kind, pool[i % pool.length], rng));
  }
  return queries;
}

/** Records picked uniformly by id, so common surnames come up as often as researchers type them. */
async function sampleRecords(db: Kysely<Database>, rng: Rng, wanted: number): Promise<Sample[]> {
  const { min, max } = await db
    .selectFrom('index_records')
    .select((eb) => [eb.fn.min<number>('id').as('min'), eb.fn.max<number>('id').as('max')])
    .executeTakeFirstOrThrow();
  if (min == null || max == null) throw new Error('the bench database holds no index records');
  const ids = [...new Set(Array.from({ length: wanted }, () => rng.int(Number(min), Number(max))))];
  const rows = await db
    .selectFrom('index_records as r')
    .leftJoin('places as pl', (join) =>
      join.on((eb) =>
        eb('pl.id', '=', eb.fn.coalesce('r.residence_place_id', 'r.enlistment_place_id', 'r.birth_place_id')),
      ),
    )
    .select([
      'r.id',
      'r.surname',
      'r.given_name',
      'r.birth_year',
      'r.conflict',
      'r.publication_id',
      'r.rank',
      'pl.path',
    ])
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Keep the order of the draw, not the database's, so both databases give the same mix.
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r || !/^[A-Za-z][A-Za-z' -]*$/.test(r.surname)) return [];
    return [
      {
        surname: r.surname,
        given: r.given_name.split(' ')[0],
        birthYear: r.birth_year,
        conflict: r.conflict,
        publicationId: r.publication_id,
        country: r.path ? r.path.split(',')[0] : null,
        rank: r.rank,
        town: r.path ? r.path.split(',').at(-1)! : null,
      },
    ];
  });
}

/** What the website asks with the search's criteria: 100 hits by relevance and the sidebar's facets. */
export function pageOf(
  extra: Omit<SearchQuery, 'offset' | 'maxCount' | 'facetRequests'>,
  placeFacet?: SearchQuery['facetRequests'],
): SearchQuery {
  const facets = sidebarFacets.map((type) => ({ type, maxCount: facetSize }));
  return {
    ...extra,
    offset: 0,
    maxCount: 100,
    sortOrder: 'RELEVANCE',
    facetRequests: placeFacet ? facets.map((f) => (f.type === 'place' ? placeFacet[0] : f)) : facets,
  };
}

function makeQuery(kind: QueryKind, s: Sample, rng: Rng): BenchQuery {
  switch (kind) {
    case 'surname':
      // The search form's last-name box alone (client toSearchQuery: one full-name fielded keyword).
      return {
        kind,
        label: s.surname,
        query: pageOf({ fieldedKeywords: [{ type: 'full-name', texts: [s.surname] }] }),
      };
    case 'surname+given':
      return {
        kind,
        label: `${s.given} ${s.surname}`,
        query: pageOf({ fieldedKeywords: [{ type: 'full-name', texts: [`${s.given} ${s.surname}`] }] }),
      };
    case 'facet filters': {
      // Keywords box plus the conflict chosen in the sidebar, and every other time a publication too.
      const filters: SearchQuery['filters'] = [{ type: 'military.conflict', values: [{ value: s.conflict }] }];
      if (rng.chance(0.5)) filters.push({ type: 'general.title.id', values: [{ value: String(s.publicationId) }] });
      return {
        kind,
        label: `${s.surname} | ${filters.map((f) => f.values[0].value).join(' | ')}`,
        query: pageOf({ keywords: s.surname, filters }),
      };
    }
    case 'wildcard': {
      const pattern = wildcardOf(s.surname, rng);
      const fielded: NonNullable<SearchQuery['fieldedKeywords']> = [
        { type: 'full-name.surname', texts: [pattern], match: 'WILDCARD' },
      ];
      const given = rng.chance(0.3) && s.given.length >= 4 ? `${s.given.slice(0, 3)}?` : null;
      if (given) fielded.push({ type: 'full-name.given', texts: [given], match: 'WILDCARD' });
      return { kind, label: given ? `${given} ${pattern}` : pattern, query: pageOf({ fieldedKeywords: fielded }) };
    }
    case 'sound-alike': {
      const match = rng.pick(['SOUNDEX', 'PHONETIC', 'SOUNDS_LIKE'] as const);
      const typed = misspell(s.surname, rng);
      return {
        kind,
        label: `${match} ${typed} (${s.surname})`,
        query: pageOf({
          fieldedKeywords: [
            { type: 'full-name.surname', texts: [typed], match },
            { type: 'full-name.given', texts: [s.given] },
          ],
        }),
      };
    }
    case 'year range':
      return {
        kind,
        label: `${s.surname} born ${s.birthYear} ± 2`,
        query: pageOf({
          fieldedKeywords: [
            { type: 'full-name.surname', texts: [s.surname] },
            { type: 'date.vital.birth', texts: [String(s.birthYear)], yearRange: 2 },
          ],
        }),
      };
    case 'place facet':
      // The researcher has picked United States in the place facet and now sees its states.
      return {
        kind,
        label: `${s.surname} | United States → states`,
        query: pageOf(
          {
            fieldedKeywords: [{ type: 'full-name', texts: [s.surname] }],
            filters: [{ type: 'place', values: [{ value: 'United States' }] }],
          },
          [{ type: 'place', maxCount: facetSize, placeLevel: 2, placeParents: ['United States'] }],
        ),
      };
    case 'keywords': {
      // The keywords box alone: a surname and the record's rank or town, words only a record's hidden fields hold.
      const word = (rng.chance(0.5) ? (s.rank ?? s.town) : (s.town ?? s.rank)) ?? s.given;
      return { kind, label: `${s.surname} ${word}`, query: pageOf({ keywords: `${s.surname} ${word}` }) };
    }
  }
}

/** `Sm*th`, `Smi*`, `Smi?h`: the shapes genealogists type. */
export function wildcardOf(name: string, rng: Rng): string {
  if (name.length < 4) return `${name}*`;
  const shape = rng.int(0, 2);
  if (shape === 0) return `${name.slice(0, 2)}*${name.slice(-2)}`;
  if (shape === 1) return `${name.slice(0, 3)}*`;
  const at = rng.int(1, name.length - 2);
  return `${name.slice(0, at)}?${name.slice(at + 1)}`;
}

const vowels = 'aeiouy';

/**
 * A misspelling a sound-alike search should still find: an inner vowel changed (Smith → Smyth), which
 * keeps the Soundex code; a name without inner vowels gets its last letter doubled (same code too).
 */
export function misspell(name: string, rng: Rng): string {
  const inner = [...name].flatMap((c, i) => (i > 0 && vowels.includes(c) ? [i] : []));
  if (inner.length) {
    const at = rng.pick(inner);
    const choices = [...vowels].filter((v) => v !== name[at]);
    return name.slice(0, at) + rng.pick(choices) + name.slice(at + 1);
  }
  const at = name.length - 1;
  return name.slice(0, at + 1) + name[at];
}

/**
 * The query with its facets asked for `size` values instead of the website's 200. The engine keeps the
 * counts of a query it has seen (keyed by the whole plan, sizes included); every measured call asks a
 * size of its own so it pays for its counts like a new search does, while the answer stays the same
 * (no facet of the bench data has 150 values).
 */
export function withFacetSize(query: SearchQuery, size: number): SearchQuery {
  return { ...query, facetRequests: query.facetRequests?.map((f) => ({ ...f, maxCount: size })) };
}
