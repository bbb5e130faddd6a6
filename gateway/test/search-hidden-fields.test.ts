import { rebuildSearchIndex } from '@muster/services/search';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { defaultBackend, useStack } from '@muster/testkit';

/**
 * Issue point 6: what the record page hides from a caller (dates, places, service number) search must not tell
 * either. The attack: narrow one subscriber record down by its name and publication (both shown to everybody),
 * then ask about its birth year, date and place every way search offers. A visitor and a Basic member learn
 * nothing (every guess answers alike); the subscriber finds the record by each of them.
 */
const stack = useStack({ gateway: { warmCache: false } });
const PASSWORD = 'Hidden-Fields-1862';
const who = { visitor: new Browser(''), basic: new Browser(''), subscriber: new Browser('') };
type Who = keyof typeof who;

beforeAll(async () => {
  for (const [kind, userId] of [
    ['basic', 2],
    ['subscriber', fixture.user.id],
  ] as const) {
    await setPassword(stack.db.db, userId, PASSWORD);
    const username = (
      await stack.db.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirstOrThrow()
    ).username;
    const { body } = await who[kind].at(stack.url).gql(SIGN_IN, { username, password: PASSWORD });
    expect(body.errors).toBeUndefined();
  }
  who.visitor.at(stack.url);
});

const SEARCH = `query($query: SearchQueryInput!) {
  search(query: $query) {
    total earliestDate latestDate endCursor
    hits { doc { id } matches { field kind value } }
    facets { type values { value count } }
  }
}`;
type Results = {
  total: number;
  earliestDate: string | null;
  latestDate: string | null;
  endCursor: string | null;
  hits: { doc: { id: string }; matches: { field: string }[] }[];
  facets: { type: string; values: { value: string; count: number }[] }[];
};

async function ask(kind: Who, query: object): Promise<Results> {
  const { body } = await who[kind].gql(SEARCH, { query: { facetRequests: [], ...query } });
  expect(body.errors).toBeUndefined();
  return body.data.search;
}

/** Josiah Whitcomb (record 1, SUBSCRIBER): born 1838 in Boston, enlisted 1861-07-11. His name and publication are public. */
const JOSIAH = `INDEX_RECORD:${fixture.josiahRecordId}`;
const josiah = {
  fieldedKeywords: [
    { type: 'GIVEN_NAME', texts: ['Josiah'] },
    { type: 'SURNAME', texts: ['Whitcomb'] },
  ],
  filters: [{ type: 'PUBLICATION', values: [{ value: String(fixture.publications.serviceRecords) }] }],
};
const narrowed = (extra: { fieldedKeywords?: object[]; filters?: object[]; dateSpan?: object }) => ({
  ...josiah,
  ...extra,
  fieldedKeywords: [...josiah.fieldedKeywords, ...(extra.fieldedKeywords ?? [])],
  filters: [...josiah.filters, ...(extra.filters ?? [])],
});

/** Guesses at his hidden fields, each a query an attacker could send; the true one comes first. */
const GUESSES: Record<string, object[]> = {
  'birth year by fielded keyword': ['1838', '1837', '1839'].map((y) =>
    narrowed({ fieldedKeywords: [{ type: 'BIRTH_DATE', texts: [y] }] }),
  ),
  'birth year within a range': [
    ['1838', 1],
    ['1841', 2],
  ].map(([y, r]) => narrowed({ fieldedKeywords: [{ type: 'BIRTH_DATE', texts: [y], yearRange: r }] })),
  'any date by fielded keyword': ['1838', '1900'].map((y) =>
    narrowed({ fieldedKeywords: [{ type: 'DATE', texts: [y] }] }),
  ),
  'date filter': ['1860-1869', '1900-1909', '1861'].map((value) =>
    narrowed({ filters: [{ type: 'DATE', values: [{ value }] }] }),
  ),
  'date filter, excluded': ['1900-1909', '1860-1869'].map((value) =>
    narrowed({ filters: [{ type: 'DATE', values: [{ value }], exclude: true }] }),
  ),
  'date filter by prefix': ['186', '190'].map((value) =>
    narrowed({ filters: [{ type: 'DATE', values: [{ value }], filterType: 'PREFIX' }] }),
  ),
  dateSpan: [
    { from: 1861, to: 1861 },
    { from: 1900, to: 1950 },
  ].map((dateSpan) => narrowed({ dateSpan })),
  'place filter': ['United States,Massachusetts', 'Ireland'].map((value) =>
    narrowed({ filters: [{ type: 'PLACE', values: [{ value }] }] }),
  ),
  'birthplace by fielded keyword': ['Boston', 'Cork'].map((t) =>
    narrowed({ fieldedKeywords: [{ type: 'BIRTH_PLACE', texts: [t] }] }),
  ),
  'rank by fielded keyword': ['Private', 'Captain'].map((t) =>
    narrowed({ fieldedKeywords: [{ type: 'RANK', texts: [t] }] }),
  ),
  // The record page blanks gender and casualty too (record-access.ts); so do the catalogue's other person fields.
  'gender by fielded keyword': ['Male', 'Female'].map((t) =>
    narrowed({ fieldedKeywords: [{ type: 'GENDER', texts: [t] }] }),
  ),
  'casualty by fielded keyword': ['Killed in Action', 'Died of Disease'].map((t) =>
    narrowed({ fieldedKeywords: [{ type: 'CASUALTY_TYPE', texts: [t] }] }),
  ),
};

describe(`narrowing a subscriber record's hidden fields over ${defaultBackend}`, () => {
  test('the record itself is found by its public name and publication, by everybody', async () => {
    for (const kind of Object.keys(who) as Who[])
      expect((await ask(kind, josiah)).hits.map((h) => h.doc.id)).toEqual([JOSIAH]);
  });

  test.each(Object.keys(GUESSES))(
    '%s: the visitor and the Basic member get the same answer for every guess; the subscriber learns the truth',
    async (way) => {
      const totals = async (kind: Who) =>
        Promise.all(GUESSES[way].map(async (query) => (await ask(kind, query)).total));
      const truth = await totals('subscriber');
      expect(truth[0]).not.toBe(truth[1]);
      for (const kind of ['visitor', 'basic'] as const) {
        const answers = await totals(kind);
        expect([kind, new Set(answers).size]).toEqual([kind, 1]);
      }
    },
  );

  test('facets, earliestDate and latestDate show nothing of his date and place to the visitor and the Basic member', async () => {
    const facetRequests = [{ type: 'DATE' }, { type: 'PLACE', placeLevel: 1 }, { type: 'PLACE', placeLevel: 3 }];
    const seen = await ask('subscriber', { ...josiah, facetRequests });
    expect(seen).toMatchObject({ earliestDate: '1861-07-11', latestDate: '1861-07-11' });
    expect(seen.facets.map((f) => f.values)).toEqual([
      [{ value: '1861', count: 1 }],
      [{ value: 'United States', count: 1 }],
      [{ value: 'United States,Massachusetts,Suffolk', count: 1 }],
    ]);
    for (const kind of ['visitor', 'basic'] as const) {
      const results = await ask(kind, { ...josiah, facetRequests });
      expect([
        kind,
        results.total,
        results.earliestDate,
        results.latestDate,
        results.facets.map((f) => f.values),
      ]).toEqual([kind, 1, null, null, [[], [], []]]);
    }
  });

  test('date sorts place him as undated, and the cursor after him holds no date', async () => {
    const whitcombs = {
      fieldedKeywords: [{ type: 'SURNAME', texts: ['Whitcomb'] }],
      filters: josiah.filters,
    };
    const order = async (kind: Who, sortOrder: string) =>
      (await ask(kind, { ...whitcombs, sortOrder })).hits.map((h) => h.doc.id);
    // Josiah (1861-07-11), Eli (07-12) and Abner (07-22): the subscriber sees them turn round.
    expect(await order('subscriber', 'DATE_ASC')).toEqual([...(await order('subscriber', 'DATE_DESC'))].reverse());
    for (const kind of ['visitor', 'basic'] as const)
      expect([kind, await order(kind, 'DATE_ASC')]).toEqual([kind, await order(kind, 'DATE_DESC')]);

    // Every Whitcomb (records of each level, the memorial, the widow's card): the page that ends with Josiah.
    const cursorAfterJosiah = async (kind: Who) => {
      const all = { fieldedKeywords: whitcombs.fieldedKeywords, sortOrder: 'DATE_DESC' };
      const at = (await ask(kind, all)).hits.map((h) => h.doc.id).indexOf(JOSIAH);
      const page = await ask(kind, { ...all, maxCount: at + 1 });
      expect([kind, page.hits.at(-1)?.doc.id, page.endCursor]).toEqual([kind, JOSIAH, expect.any(String)]);
      // The cursor's sort key values (services/src/search/cursor.ts): `v`, beside the sort, generation and id.
      return JSON.parse(Buffer.from(page.endCursor!, 'base64url').toString('utf8')).v[0];
    };
    expect(await cursorAfterJosiah('subscriber')).toBe('1861-07-11');
    for (const kind of ['visitor', 'basic'] as const)
      expect([kind, await cursorAfterJosiah(kind)]).toEqual([kind, '0000']);
  });

  test('the Basic member sees the fields of a REGISTERED record the visitor may not (service number 1021)', async () => {
    const serviceNumber = { fieldedKeywords: [{ type: 'SERVICE_NUMBER', texts: ['1021'], strict: true }] };
    expect((await ask('visitor', serviceNumber)).total).toBe(0);
    expect((await ask('basic', serviceNumber)).hits.map((h) => h.doc.id)).toEqual(['INDEX_RECORD:21']);
  });
});

describe(`caches of counts are per access class over ${defaultBackend}`, () => {
  const decades = (results: Results) => Object.fromEntries(results.facets[0].values.map((v) => [v.value, v.count]));

  test.each([
    [
      "a query (the search service's facet cache)",
      { keywords: fixture.surname, facetRequests: [{ type: 'DATE', maxCount: 17 }], maxCount: 0 },
    ],
    [
      "the empty query (the gateway's cache of the empty search)",
      { facetRequests: [{ type: 'DATE', maxCount: 18 }], maxCount: 0 },
    ],
  ])("%s: counted for the subscriber first, the visitor still gets a visitor's counts", async (_, query) => {
    const subscriber = await ask('subscriber', query);
    const visitor = await ask('visitor', query);
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(decades(visitor))).toBeLessThan(sum(decades(subscriber)));
    // And the other way round: a second visitor and the subscriber again each get their own class's counts.
    expect(decades(await ask('visitor', query))).toEqual(decades(visitor));
    expect(decades(await ask('subscriber', query))).toEqual(decades(subscriber));
  });
});

describe(`free keywords match only the words a caller may see over ${defaultBackend}`, () => {
  const KEYWORDS = `query($query: SearchQueryInput!) {
    search(query: $query) { total hits { doc { id } highlights matches { field kind value } } }
  }`;
  type Hits = {
    total: number;
    hits: { doc: { id: string }; highlights: string[]; matches: { field: string; kind: string; value: string }[] }[];
  };
  const search = async (kind: Who, query: object): Promise<Hits> => {
    const { body } = await who[kind].gql(KEYWORDS, { query: { facetRequests: [], ...query } });
    expect(body.errors).toBeUndefined();
    return body.data.search;
  };
  const ids = async (kind: Who, query: object) => (await search(kind, query)).hits.map((h) => h.doc.id);
  const hitOf = async (kind: Who, query: object, id: string) =>
    (await search(kind, query)).hits.find((h) => h.doc.id === id);

  /** Josiah's service number, given here (the fixture's Civil War records have none): the index is rebuilt with it. */
  const SERVICE_NUMBER = '4417';
  beforeAll(async () => {
    await stack.db.db
      .updateTable('index_records')
      .set({ service_number: SERVICE_NUMBER })
      .where('id', '=', fixture.josiahRecordId)
      .execute();
    await rebuildSearchIndex(stack.db.db);
  });

  /** Keyword guesses at his hidden fields, on top of his public name and publication; the true one first. */
  const KEYWORD_GUESSES: Record<string, string[]> = {
    birthplace: ['Boston', 'Cork'],
    'birth year': ['1838', '1837'],
    rank: ['Private', 'Captain'],
    'service number': [SERVICE_NUMBER, '4418'],
  };

  test.each(Object.keys(KEYWORD_GUESSES))(
    '%s as a keyword: the visitor and the Basic member find nothing either way; the subscriber finds him by the true one',
    async (field) => {
      const totals = async (kind: Who) =>
        Promise.all(
          KEYWORD_GUESSES[field].map(async (keywords) => (await search(kind, { ...josiah, keywords })).total),
        );
      expect(await totals('subscriber')).toEqual([1, 0]);
      for (const kind of ['visitor', 'basic'] as const) expect([kind, await totals(kind)]).toEqual([kind, [0, 0]]);
    },
  );

  test('keywords alone: "Josiah Whitcomb Boston" finds his record for the subscriber only; the scanned page whose text says so is a hit for all', async () => {
    const query = { keywords: 'Josiah Whitcomb Boston', filters: josiah.filters };
    // Page 101's OCR reads "Private Josiah Whitcomb, enlisted at Boston": pages are found by their text, as paywalled pages are (without snippets).
    const page = `IMAGE:${fixture.images.first}`;
    expect((await ids('subscriber', query)).sort()).toEqual([page, JOSIAH].sort());
    for (const kind of ['visitor', 'basic'] as const) {
      const found = await search(kind, query);
      expect([kind, found.hits.map((h) => [h.doc.id, h.highlights])]).toEqual([kind, [[page, []]]]);
    }
  });

  test('his name, conflict and branch (shown on his page) still find him for everybody', async () => {
    for (const keywords of ['Josiah Whitcomb', 'Whitcomb Civil War', 'Whitcomb Army']) {
      for (const kind of Object.keys(who) as Who[]) {
        expect([keywords, kind, (await ids(kind, { keywords, filters: josiah.filters })).includes(JOSIAH)]).toEqual([
          keywords,
          kind,
          true,
        ]);
      }
    }
  });

  test('a PUBLIC record is found by every word as before, with its rank highlighted and reported', async () => {
    const mary = 'INDEX_RECORD:13'; // Mary Whitcomb, widow, born 1840, of Boston: Civil War Pension Index Cards (PUBLIC).
    for (const keywords of ['Whitcomb Widow', 'Whitcomb 1840', 'Whitcomb Boston', 'Mary Whitcomb Massachusetts']) {
      expect([keywords, (await ids('visitor', { keywords })).includes(mary)]).toEqual([keywords, true]);
    }
    const hit = await hitOf('visitor', { keywords: 'Whitcomb Wido' }, mary);
    expect(hit?.highlights.some((h) => h.includes('<em>Widow</em>'))).toBe(true);
    expect(hit?.matches).toContainEqual({ field: 'keywords', kind: 'KEYWORD', value: 'Widow' });
  });

  test("a REGISTERED record's service number and rank find it for the Basic member, not for the visitor", async () => {
    const stanley = 'INDEX_RECORD:21'; // Stanley Kowalski, private, service number 1021: WWI Draft Registration Cards (REGISTERED).
    for (const keywords of ['Kowalski 1021', 'Stanley Kowalski Private']) {
      expect([
        keywords,
        (await ids('basic', { keywords })).includes(stanley),
        (await ids('visitor', { keywords })).includes(stanley),
      ]).toEqual([keywords, true, false]);
    }
  });

  test("the subscriber's hit shows the hidden word it matched; a page the caller may not view never completes a typed prefix", async () => {
    const record = await hitOf('subscriber', { ...josiah, keywords: 'Priv' }, JOSIAH);
    expect(record?.highlights.some((h) => h.includes('<em>Private</em>'))).toBe(true);
    expect(record?.matches).toContainEqual({ field: 'keywords', kind: 'KEYWORD', value: 'Private' });
    // Page 102 (SUBSCRIBER) reads "Camp near Poolesville": the visitor learns the page holds a word starting so, not the word.
    const page = `IMAGE:${fixture.images.second}`;
    const seen = await hitOf('subscriber', { keywords: 'Pooles' }, page);
    expect(seen?.matches).toContainEqual({ field: 'keywords', kind: 'KEYWORD', value: 'Poolesville' });
    for (const kind of ['visitor', 'basic'] as const) {
      const hit = await hitOf(kind, { keywords: 'Pooles' }, page);
      expect([kind, hit?.highlights, hit?.matches]).toEqual([
        kind,
        [],
        [{ field: 'keywords', kind: 'KEYWORD', value: 'pooles' }],
      ]);
    }
  });
});
