import { withContent } from '@muster/services/search';
import { fixture } from '@muster/testkit/fixtures';
import { defaultBackend, startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/** The website's search operation (scripts/bench/search/clients.ts): what the search page asks of every hit. */
const SEARCH_PAGE = `query SearchPage($query: SearchQueryInput!) {
  search(query: $query) {
    total
    hits {
      doc { id }
      title
      highlights
      matches { field kind value }
      thumbnail { url width height title }
      publication { id publicationId title slug }
    }
    facets { type totalCount values { value label count } }
  }
}`;

const PAGE_QUERY = {
  keywords: fixture.surname,
  maxCount: 100,
  facetRequests: [{ type: 'CONFLICT' }, { type: 'PUBLICATION' }, { type: 'PLACE', placeLevel: 1 }],
};

/** Operations beyond the search page: doc fields of every kind, fragments, errors, empty search, nulls. */
const OTHERS: [string, string, Record<string, unknown>][] = [
  [
    'doc fields',
    `query($k: String) { search(query: { keywords: $k, maxCount: 100 }) { total endCursor hasNextPage
    hits { doc { id __typename ... on Image { title publication { title } } ... on IndexRecord { fullName } ...M } title } }
  } fragment M on Memorial { title }`,
    { k: fixture.surname },
  ],
  ['empty search', '{ search(query: { maxCount: 5 }) { total hits { doc { id } title thumbnail { url } } } }', {}],
  [
    'node',
    'query($id: ID!) { node(id: $id) { id ... on IndexRecord { fullName } } }',
    { id: `INDEX_RECORD:${fixture.josiahRecordId}` },
  ],
  ['TOO_LARGE', '{ search(query: { offset: 9950, maxCount: 100 }) { total } }', {}],
  ['bad variable', 'query($q: SearchQueryInput!) { search(query: $q) { total } }', { q: { maxCount: 'many' } }],
  ['catalogue', '{ publications { id title thumbnail { url } } }', {}],
];

describe(`graphql-jit and graphql-js over ${defaultBackend}`, () => {
  let services: TestServices;
  let jit: TestGateway;
  let plain: TestGateway;

  beforeAll(async () => {
    services = await startServices();
    jit = await startGateway({ servicesUrl: services.url, jit: true });
    plain = await startGateway({ servicesUrl: services.url, jit: false });
  }, 180_000);

  afterAll(async () => {
    await jit?.stop();
    await plain?.stop();
    await services?.stop();
  });

  test('the search page answers the same both ways', async () => {
    const a = await jit.gql(SEARCH_PAGE, { query: PAGE_QUERY });
    const b = await plain.gql(SEARCH_PAGE, { query: PAGE_QUERY });
    expect(a.body.errors).toBeUndefined();
    expect(a.body.data.search.hits.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  test.each(OTHERS)('%s answers the same both ways', async (_, query, variables) => {
    const a = await jit.gql(query, variables);
    const b = await plain.gql(query, variables);
    expect(a).toEqual(b);
  });

  test("the search page costs one service call: the search carries its hits' titles and thumbnails", async () => {
    await jit.gql(SEARCH_PAGE, { query: PAGE_QUERY });
    services.resetRequests();
    const { body } = await jit.gql(SEARCH_PAGE, { query: PAGE_QUERY });
    expect(body.errors).toBeUndefined();
    expect(body.data.search.hits.some((h: { thumbnail: unknown }) => h.thumbnail)).toBe(true);
    expect(services.requests).toEqual(['POST /fold31-search/doc-search']);
  });
});

/** The search service's inline hit summaries (services/src/search/search.mapper.ts withContent) say what mcontent says. */
describe(`hits with inline content over ${defaultBackend}`, () => {
  let services: TestServices;

  beforeAll(async () => {
    services = await startServices();
  }, 180_000);

  afterAll(async () => {
    await services?.stop();
  });

  test('inline summaries equal what mcontent says, null for an object that is gone', async () => {
    const refs = [
      { contentType: 'INDEX_RECORD' as const, objectId: fixture.josiahRecordId },
      { contentType: 'IMAGE' as const, objectId: fixture.images.first },
      { contentType: 'STORY_PAGE' as const, objectId: fixture.memorialId },
      { contentType: 'IMAGE' as const, objectId: fixture.missingId },
      { contentType: 'POST' as const, objectId: 1 },
    ];
    const hits = refs.map((doc) => ({ doc, score: 1, highlights: [], matches: [], cursor: '' }));
    const withSummaries = await withContent(services.db.db, hits, { includeContent: true, thumbWidth: 120 });
    const response = await fetch(`${services.url}/fold31-api/obj-ref/mcontent/?thumb-width=120&thumb-height=120`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(refs.slice(0, 4)),
    });
    const objects = (await response.json()) as ({
      title: string;
      thumbnail: unknown;
      publicationId: number | null;
    } | null)[];
    expect(withSummaries.map((h) => h.content)).toEqual([
      ...objects.map((o) => (o ? { title: o.title, thumbnail: o.thumbnail, publicationId: o.publicationId } : null)),
      null,
    ]);
    expect(withSummaries[0].content?.title.length).toBeGreaterThan(0);
    expect(await withContent(services.db.db, hits, {})).toBe(hits);
  });
});
