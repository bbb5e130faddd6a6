// `npm run bench -- search-budget`: the worst name queries the input limits and the name budget allow, beside
// an ordinary name search, straight to the search service on the bench data (docs/performance.md, "Name budget").
import type { Kysely } from 'kysely';
import { SEARCH_LIMITS } from '@muster/contract/rules';
import type { FieldedKeyword, SearchQuery } from '@muster/contract';
import type { Database } from '@muster/services/db';
import {
  type Dictionaries,
  expandNames,
  MAX_NAME_EXPANSION,
  nameTest,
  type SearchDatabase,
} from '@muster/services/search';
import { type BenchDbName, benchDbLocation, prepareBenchDb } from '../bench-data';
import { startServicesProcess } from '../node-process';
import { median, ms, percentile } from '../stats';
import { type Outcome, serviceSearch } from './clients';
import { pageOf } from './query-mix';

export interface BudgetBenchOptions {
  dbs: BenchDbName[];
  rounds: number;
  timeoutMs: number;
  log: (message: string) => void;
}

interface BudgetQuery {
  label: string;
  /** Name words in the query, and the indexed names they stand for (the budget's measure). */
  words: number;
  names: number;
  query: SearchQuery;
}

export async function runBudgetBench(options: BudgetBenchOptions): Promise<void> {
  for (const name of options.dbs) {
    const location = benchDbLocation(name);
    await prepareBenchDb(location, { regenerate: false, reindex: false, log: options.log });
    const db = location.open();
    let queries: BudgetQuery[];
    try {
      queries = await budgetQueries(db.db);
    } finally {
      await db.close();
    }
    const services = await startServicesProcess(location.env);
    try {
      const search = serviceSearch(services.url, options.timeoutMs);
      const samples = queries.map(() => [] as Outcome[]);
      // Warm-up, then rounds of every query in turn; each call asks its facets a size of its own, so none is
      // answered from the engine's cache of counts (as in the search bench).
      for (let round = -1; round < options.rounds; round++) {
        for (const [i, q] of queries.entries()) {
          const outcome = await search(withSize(q.query, 600 - round));
          if (round >= 0) samples[i].push(outcome);
        }
      }
      printBudget(name, queries, samples, options.rounds);
    } finally {
      await services.stop();
    }
  }
}

const withSize = (query: SearchQuery, size: number): SearchQuery => ({
  ...query,
  facetRequests: query.facetRequests?.map((f) => ({ ...f, maxCount: size })),
});

/** Name words of a query, and the names they expand to against the bench's own dictionary. */
function measure(dict: Dictionaries, fielded: FieldedKeyword[]): { words: number; names: number } {
  let words = 0;
  let names = 0;
  for (const f of fielded) {
    const texts = f.type === 'full-name' ? f.texts.flatMap((t) => t.trim().split(/\s+/)) : f.texts;
    const groups = f.type === 'full-name' ? texts.map((t) => [t]) : [texts];
    words += texts.length;
    for (const group of groups)
      names += expandNames(
        dict,
        group.map((t) => nameTest(t, f.match, f.strict ?? false)),
      ).size;
  }
  return { words, names };
}

/**
 * The queries: an ordinary sound-alike search, the most words the limits allow (10 fielded keywords × 5 texts
 * × 4 words, wildcards and sound-alikes chosen so that together they stay within the name budget),
 * the widest (wildcards standing for nearly the whole budget, each matching many records), and a kilobyte of
 * sound-alike names as it was sent before the limits (refused now).
 */
async function budgetQueries(db: Kysely<Database>): Promise<BudgetQuery[]> {
  const names = await db
    .withTables<Pick<SearchDatabase, 'search_names'>>()
    .selectFrom('search_names')
    .selectAll()
    .execute();
  const dict: Dictionaries = {
    names,
    codesByName: new Map(names.map((n) => [n.name, n])),
    places: [],
    placeById: new Map(),
    publicationTitles: new Map(),
  };
  const common = await db
    .selectFrom('index_records')
    .select(['surname', 'given_name'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['surname', 'given_name'])
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const make = (label: string, fieldedKeywords: FieldedKeyword[]): BudgetQuery => ({
    label,
    ...measure(dict, fieldedKeywords),
    query: pageOf({ fieldedKeywords }),
  });

  const ordinary = make(`ordinary: ${common.surname} sounds like, given name ${common.given_name}`, [
    { type: 'full-name.surname', texts: [common.surname], match: 'SOUNDS_LIKE' },
    { type: 'full-name.given', texts: [common.given_name.split(' ')[0]] },
  ]);

  // Most words: every other word a name with two wildcards (the most a word may hold), the others sound-alikes
  // of a name, added while the budget holds (each word stands for at least its own name).
  const perQuery = SEARCH_LIMITS.fieldedKeywords * SEARCH_LIMITS.textsPerField * SEARCH_LIMITS.wordsPerName;
  const words: string[] = [];
  let spent = 0;
  for (const { name } of [...names].sort((a, b) => a.name.localeCompare(b.name))) {
    if (words.length === perQuery || !/^[A-Za-z]{4,}$/.test(name)) continue;
    const word = words.length % 2 ? name : `${name.slice(0, 1)}?${name.slice(2, -1)}*`;
    const size = expandNames(dict, [nameTest(word, 'SOUNDS_LIKE', false)]).size;
    if (spent + size > MAX_NAME_EXPANSION - (perQuery - words.length - 1)) continue;
    words.push(word);
    spent += size;
  }
  const fields = Array.from({ length: SEARCH_LIMITS.fieldedKeywords }, (_, f) => ({
    type: 'full-name',
    match: 'SOUNDS_LIKE' as const,
    texts: Array.from({ length: SEARCH_LIMITS.textsPerField }, (_, t) =>
      words.slice((f * 5 + t) * 4, (f * 5 + t) * 4 + 4).join(' '),
    ).filter(Boolean),
  })).filter((f) => f.texts.length);
  const mostWords = make(
    `most words: ${words.length} words in 10 fielded keywords, half wildcards (2 each), half sound-alikes`,
    fields,
  );

  // Widest: two-letter wildcards of the commonest initials, as many as the budget takes, in one field.
  const initials = [...new Set(names.map((n) => n.name.slice(0, 2)).filter((p) => /^[A-Z][a-z]$/.test(p)))];
  const sized = initials
    .map((p) => ({ text: `${p}*`, size: expandNames(dict, [nameTest(`${p}*`, 'WILDCARD', false)]).size }))
    .sort((a, b) => b.size - a.size);
  const wide: string[] = [];
  let wideNames = 0;
  for (const { text, size } of sized) {
    if (wide.length === SEARCH_LIMITS.textsPerField || wideNames + size > MAX_NAME_EXPANSION) continue;
    wide.push(text);
    wideNames += size;
  }
  const widest = make(`widest: ${wide.join(' ')} (one surname field)`, [{ type: 'full-name.surname', texts: wide }]);

  return [
    ordinary,
    mostWords,
    widest,
    kilobyteOfNames(
      names.map((n) => n.name),
      dict,
    ),
  ];
}

/** A kilobyte of sound-alike names in five texts, as the service took it before the limits (3–6 s then). */
export function kilobyteOfNames(names: string[], dict?: Dictionaries): BudgetQuery {
  const texts = Array.from({ length: 5 }, (_, t) =>
    Array.from({ length: 34 }, (_, i) => names[(t * 34 + i) % names.length]).join(' '),
  );
  const fieldedKeywords: FieldedKeyword[] = [{ type: 'full-name', texts, match: 'SOUNDS_LIKE' }];
  const label = `before the limits: 170 sound-alike names in 5 texts (${JSON.stringify(texts).length} characters)`;
  return {
    label,
    ...(dict ? measure(dict, fieldedKeywords) : { words: 170, names: 0 }),
    query: pageOf({ fieldedKeywords }),
  };
}

function printBudget(db: BenchDbName, queries: BudgetQuery[], samples: Outcome[][], rounds: number): void {
  console.log(
    `\n### ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: name budget, ${rounds} rounds, one call at a time\n`,
  );
  console.log('| query | name words | indexed names | hits | p50 ms | p95 ms | answer |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  queries.forEach((q, i) => {
    const times = samples[i].map((o) => o.ms);
    const first = samples[i][0];
    const answer = first.ok ? '200' : first.error.slice(0, 90);
    const hits = first.ok ? first.total.toLocaleString('en-US') : '–';
    console.log(
      `| ${q.label} | ${q.words} | ${q.names} | ${hits} | ${ms(median(times))} | ${ms(percentile(times, 95))} | ${answer} |`,
    );
  });
  console.log(`\nName budget ${MAX_NAME_EXPANSION} indexed names per query; limits ${JSON.stringify(SEARCH_LIMITS)}.`);
}
