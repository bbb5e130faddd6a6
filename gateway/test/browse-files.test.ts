import { fixture } from '@muster/testkit/fixtures';
import { defaultBackend, useStack } from '@muster/testkit';

/** The browse tool's calls through GraphQL (content §2.3, §7.3): columns, level labels and files of images. */
const stack = useStack({ gateway: { warmCache: false } });

const COLUMN = `query Column($query: SearchQueryInput!, $facet: FacetRequestInput!) {
  browseFacet(query: $query, facet: $facet) { type totalCount values { value label count nodeType } }
}`;

type Column = {
  type: string;
  totalCount: number;
  values: { value: string; label: string; count: number; nodeType: string | null }[];
};

async function column(
  facet: Record<string, unknown>,
  filters: { type: string; value: string }[] = [],
): Promise<Column> {
  const query = { filters: filters.map(({ type, value }) => ({ type, values: [{ value }] })) };
  const { body } = await stack.gql(COLUMN, { query, facet });
  expect(body.errors).toBeUndefined();
  return body.data.browseFacet;
}

describe(`browse over ${defaultBackend}`, () => {
  test('the publication column lists every publication, ranked even when alphabetical is asked for', async () => {
    stack.resetServiceRequests();
    const publications = await column({ type: 'PUBLICATION', sort: 'ALPHABETICAL' });
    expect(publications.type).toBe('PUBLICATION');
    expect(publications.values.map((v) => v.value).sort()).toEqual(
      Object.values(fixture.publications).map(String).sort(),
    );
    expect(publications.totalCount).toBe(publications.values.length);
    const counts = publications.values.map((v) => v.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(stack.serviceRequests.filter((r) => r.startsWith('POST /fold31-search/browse-facet'))).toHaveLength(1);

    // The browse tool opens on the empty query for everybody: the column is kept in the gateway's cache.
    stack.resetServiceRequests();
    expect(await column({ type: 'PUBLICATION', sort: 'ALPHABETICAL' })).toEqual(publications);
    expect(stack.serviceRequests).toEqual([]);
  });

  test('then the first browse level of a publication, down to its files', async () => {
    const pub = { type: 'PUBLICATION', value: String(fixture.publications.serviceRecords) };
    const states = await column({ type: 'BROWSE_LEVEL_1' }, [pub]);
    expect(states.values.map((v) => v.label)).toEqual(['Massachusetts']);
    expect(states.values[0]!.nodeType).not.toBe('FILE');

    const regiments = await column({ type: 'BROWSE_LEVEL_2' }, [
      pub,
      { type: 'BROWSE_LEVEL_1', value: states.values[0]!.value },
    ]);
    expect(regiments.values.map((v) => v.label)).toEqual(['20th Infantry']);

    const companies = await column({ type: 'BROWSE_LEVEL_3', sort: 'ALPHABETICAL' }, [
      pub,
      { type: 'BROWSE_LEVEL_1', value: states.values[0]!.value },
      { type: 'BROWSE_LEVEL_2', value: regiments.values[0]!.value },
    ]);
    expect(companies.values.map((v) => v.label)).toEqual(['Company A', 'Company B']);
    expect(companies.values.map((v) => v.nodeType)).toEqual(['FILE', 'FILE']);
  });

  test.each([
    ['Company B', 'PREFIX', ['Company B']],
    ['B', 'PREFIX', []],
    ['B', 'TERM', ['Company B']],
  ])('a column filter box %j (%s) keeps only matching values', async (valueFilter, valueFilterType, labels) => {
    const pub = { type: 'PUBLICATION', value: String(fixture.publications.serviceRecords) };
    const companies = await column({ type: 'BROWSE_LEVEL_3', valueFilter, valueFilterType }, [pub]);
    expect(companies.values.map((v) => v.label)).toEqual(labels);
  });

  test('level labels of a publication; null for a publication that does not exist', async () => {
    const { body } = await stack.gql(
      `query($id: Int!, $missing: Int!) {
      browseLevels(publicationId: $id) { publicationId levels documentLevel }
      missing: browseLevels(publicationId: $missing) { publicationId }
    }`,
      { id: fixture.publications.serviceRecords, missing: fixture.missingId },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.browseLevels).toEqual({
      publicationId: fixture.publications.serviceRecords,
      levels: ['State', 'Regiment', 'Company'],
      documentLevel: 'Page',
    });
    expect(body.data.missing).toBeNull();
  });
});

const FILE = `query File($id: Int!, $offset: Int, $limit: Int) {
  file(id: $id) {
    id fileId title browsePath imageCount
    publication { id title }
    images(offset: $offset, limit: $limit) { id ordinal }
    thumbnail { url }
  }
}`;

describe(`files over ${defaultBackend}`, () => {
  test('a file with its publication and a page of its images in order', async () => {
    const { body } = await stack.gql(FILE, { id: fixture.rolls.companyA, offset: 1, limit: 2 });
    expect(body.errors).toBeUndefined();
    expect(body.data.file).toMatchObject({
      id: `FILE:${fixture.rolls.companyA}`,
      fileId: fixture.rolls.companyA,
      browsePath: ['Massachusetts', '20th Infantry', 'Company A'],
      imageCount: 3,
      publication: { id: `PUBLICATION:${fixture.publications.serviceRecords}` },
      images: [
        { id: `IMAGE:${fixture.images.second}`, ordinal: 2 },
        { id: `IMAGE:${fixture.images.third}`, ordinal: 3 },
      ],
    });
    expect(body.data.file.thumbnail?.url).toMatch(/^\/thumbnail\//);
  });

  test('the images of a page come from one file-images call and one batched image call', async () => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(FILE, { id: fixture.rolls.companyA, offset: 0, limit: 25 });
    expect(body.errors).toBeUndefined();
    expect(body.data.file.images).toHaveLength(3);
    expect(stack.serviceRequests.filter((r) => r.startsWith('GET /document/file-images/'))).toHaveLength(1);
    expect(stack.serviceRequests.filter((r) => r.startsWith('GET /document/images?'))).toHaveLength(1);
  });

  test('is a Node, and null when missing', async () => {
    const { body } = await stack.gql(
      'query($id: ID!, $missing: ID!) { node(id: $id) { __typename id } missing: node(id: $missing) { id } }',
      { id: `FILE:${fixture.rolls.pensionW}`, missing: `FILE:${fixture.missingId}` },
    ); // a PUBLIC file: open to a visitor
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ node: { __typename: 'File', id: `FILE:${fixture.rolls.pensionW}` }, missing: null });
  });

  test('more than 100 images a page fails with BAD_USER_INPUT', async () => {
    const { body } = await stack.gql(FILE, { id: fixture.rolls.companyA, limit: 101 });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/limit may not exceed 100/);
  });
});
