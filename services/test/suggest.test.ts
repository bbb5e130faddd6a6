import type { Suggestion } from '@muster/contract';
import { rebuildSuggestions } from '../src/suggest/suggest.build';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

// Brute force over the fixture rows, written independently of the service: what each suggestion must say.
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase();
const byCount = (a: Suggestion, b: Suggestion) =>
  b.count - a.count || (plain(a.label) < plain(b.label) ? -1 : plain(a.label) > plain(b.label) ? 1 : 0);

function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

function expectedNames(prefix: string, limit = 10): Suggestion[] {
  const [given, ...rest] = prefix.split(' ');
  const names = rest.length
    ? f.indexRecords
        .filter((r) => plain(r.given_name) === plain(given) && plain(r.surname).startsWith(plain(rest.join(' '))))
        .map((r) => `${r.given_name} ${r.surname}`)
    : f.indexRecords.filter((r) => plain(r.surname).startsWith(plain(prefix))).map((r) => r.surname);
  return [...tally(names)]
    .map(([name, count]) => ({ value: name, label: name, count }))
    .sort(byCount)
    .slice(0, limit);
}

function expectedPlaces(prefix: string, limit = 10): Suggestion[] {
  const pathOf = new Map(f.places.map((p) => [p.id, p.path]));
  const paths = f.indexRecords.flatMap((r) => {
    const path = pathOf.get((r.residence_place_id ?? r.enlistment_place_id ?? r.birth_place_id)!);
    return path ? path.split(',').map((_, i, parts) => parts.slice(0, i + 1).join(',')) : [];
  });
  return [...tally(paths)]
    .map(([path, count]) => ({ value: path, label: path.split(',').reverse().join(', '), count }))
    .filter((s) =>
      [s.label, s.value.split(',').join(', ')].some((text) =>
        plain(text).startsWith(plain(prefix.replace(/\s*,\s*/g, ', '))),
      ),
    )
    .sort(byCount)
    .slice(0, limit);
}

/** Records having a birth, enlistment or death date in the years [from, to]. */
const recordsIn = (from: number, to: number) =>
  f.indexRecords.filter((r) =>
    [r.birth_year, r.enlistment_year, r.death_year].some((y) => y != null && y >= from && y <= to),
  ).length;

describe.each(
  backends.flatMap(
    (backend) =>
      [
        [backend, 'memory'],
        [backend, 'tables'],
      ] as const,
  ),
)('suggest on %s from %s', (backend, mode) => {
  let t: TestDb;
  let s: TestServices;
  const suggest = async (type: string, prefix: string, limit?: number) =>
    s.get<Suggestion[]>(
      `/fold31-search/suggest?type=${type}&prefix=${encodeURIComponent(prefix)}${limit ? `&limit=${limit}` : ''}`,
    );

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    // 'memory' is the fallback before the importer has run rebuildSuggestions(); 'tables' reads the summary tables.
    if (mode === 'tables') await rebuildSuggestions(t.db.db);
    s = await startServices({ db: t });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test.each(['W', 'wh', 'whit', 'S', 'o', "O'B", 'obr', 'mu', 'MÜL', 'k', 'b', 'zz'])(
    'NAME %s completes surnames, most records first',
    async (prefix) => {
      const { status, body } = await suggest('NAME', prefix);
      expect(status).toBe(200);
      expect(body).toEqual(expectedNames(prefix));
    },
  );

  test('NAME counts match the brute force: Whitcomb 5, Wheeler 1', async () => {
    expect((await suggest('NAME', 'wh')).body).toEqual([
      { value: 'Whitcomb', label: 'Whitcomb', count: 5 },
      { value: 'Wheeler', label: 'Wheeler', count: 1 },
    ]);
  });

  test.each(['Walter ', 'walter b', 'Josiah Whit', 'john o', 'Franz mu', 'Nobody S'])(
    'NAME "%s" completes given name and surname',
    async (prefix) => {
      const { body } = await suggest('NAME', prefix);
      expect(body).toEqual(expectedNames(prefix.toLowerCase().replace(/ $/, ' ')));
    },
  );

  test('given name and surname: "Walter " lists both Walters', async () => {
    expect((await suggest('NAME', 'Walter ')).body.map((x) => x.value)).toEqual(['Walter Baker', 'Walter Whitcomb']);
  });

  test.each([
    'u',
    'United States',
    'united states, mass',
    'United States,Ohio',
    'Boston',
    'bost',
    'Massachusetts',
    'Richmond',
    'c',
    'i',
    'f',
  ])('PLACE %s completes places with the full hierarchy as label', async (prefix) => {
    expect((await suggest('PLACE', prefix)).body).toEqual(expectedPlaces(prefix));
  });

  test('PLACE counts roll up: a record of Boston counts for Massachusetts and the United States', async () => {
    const { body } = await suggest('PLACE', 'bos');
    expect(body).toEqual([
      {
        value: 'United States,Massachusetts,Suffolk,Boston',
        label: 'Boston, Suffolk, Massachusetts, United States',
        count: 6,
      },
    ]);
    const us = (await suggest('PLACE', 'United')).body[0];
    expect(us).toEqual({ value: 'United States', label: 'United States', count: 23 });
  });

  test('DATE with two digits lists decades, most records first', async () => {
    const { body } = await suggest('DATE', '18');
    const expected = [1830, 1840, 1850, 1860, 1890]
      .map((d) => ({ value: `${d}-${d + 9}`, label: `${d}s`, count: recordsIn(d, d + 9) }))
      .filter((x) => x.count > 0)
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    expect(body).toEqual(expected);
    expect(body[0]).toEqual({ value: '1860-1869', label: '1860s', count: 16 });
  });

  test('DATE with three digits gives the decade, then its years by count', async () => {
    const { body } = await suggest('DATE', '186');
    const years = [1861, 1862, 1863]
      .map((y) => ({ value: String(y), label: String(y), count: recordsIn(y, y) }))
      .sort((a, b) => b.count - a.count || Number(a.value) - Number(b.value));
    expect(body).toEqual([{ value: '1860-1869', label: '1860s', count: recordsIn(1860, 1869) }, ...years]);
    expect((await suggest('DATE', '186', 2)).body).toEqual([body[0], body[1]]);
  });

  test('DATE with four digits gives that year, counting a record once whichever of its dates falls in it', async () => {
    expect((await suggest('DATE', '1862')).body).toEqual([
      { value: '1862', label: '1862', count: recordsIn(1862, 1862) },
    ]);
    expect((await suggest('DATE', ' 1917 ')).body).toEqual([{ value: '1917', label: '1917', count: 6 }]);
    expect((await suggest('DATE', '1700')).body).toEqual([]);
  });

  test.each(['abcd', '3', '13', '21', '2100', '18620', '18a', '-186'])(
    'DATE %s, which no year 1400-2099 starts with, suggests nothing',
    async (prefix) => {
      expect(await suggest('DATE', prefix)).toMatchObject({ status: 200, body: [] });
    },
  );

  test('limit defaults to 10 and cuts the list', async () => {
    expect((await suggest('PLACE', 'u')).body.length).toBeLessThanOrEqual(10);
    const all = (await suggest('NAME', 'k')).body;
    expect((await suggest('NAME', 'b', 1)).body).toEqual(expectedNames('b', 1));
    expect(all).toEqual(expectedNames('k'));
  });

  test.each([
    ['limit 11', 'type=NAME&prefix=wh&limit=11'],
    ['limit 0', 'type=NAME&prefix=wh&limit=0'],
    ['a fractional limit', 'type=NAME&prefix=wh&limit=2.5'],
    ['an empty prefix', 'type=NAME&prefix='],
    ['a prefix of spaces', 'type=PLACE&prefix=%20%20'],
    ['no prefix', 'type=NAME'],
    ['a prefix of 101 characters', `type=NAME&prefix=${'a'.repeat(101)}`],
    ['type FOO', 'type=FOO&prefix=wh'],
    ['a lower-case type', 'type=name&prefix=wh'],
    ['no type', 'prefix=wh'],
  ])('%s is a 400 with a reason', async (_name, query) => {
    const { status, body } = await s.get<{ statusCode: number; error: string; message: string }>(
      `/fold31-search/suggest?${query}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toMatch(/prefix|limit|type/);
  });

  test('a prefix of 100 characters is accepted', async () => {
    expect(await suggest('NAME', 'a'.repeat(100))).toMatchObject({ status: 200, body: [] });
  });
});

describe.each(backends)('rebuildSuggestions on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
  });
  afterAll(() => t.dispose());

  test('fills the summary tables and gives the same rows when run twice', async () => {
    const read = async () => {
      const db = t.db.db as unknown as import('kysely').Kysely<import('../src/suggest/suggest.tables').SuggestTables>;
      return Promise.all([
        db.selectFrom('surname_counts').selectAll().orderBy('surname').execute(),
        db.selectFrom('full_name_counts').selectAll().orderBy('surname').orderBy('given_name').execute(),
        db.selectFrom('place_counts').selectAll().orderBy('path').execute(),
        db.selectFrom('date_counts').selectAll().orderBy('span').orderBy('year').execute(),
      ]);
    };
    await rebuildSuggestions(t.db.db);
    const first = await read();
    expect(first[0]).toHaveLength(new Set(f.indexRecords.map((r) => r.surname)).size);
    expect(first[2].find((p) => p.path === 'Ireland')).toMatchObject({ label: 'Ireland', record_count: 6 });
    await rebuildSuggestions(t.db.db);
    expect(await read()).toEqual(first);
  });
});
