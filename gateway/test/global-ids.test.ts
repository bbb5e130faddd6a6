import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rebuildSearchIndex } from '@muster/services/search';
import { fixture, indexRecords, seedCollections } from '@muster/testkit/fixtures';
import { type TestGateway, startGateway, useStack } from '@muster/testkit';

/**
 * Global ids (issue 14 point 5) and cross-service links (point 12): one id is one type whoever asks, `nodes`
 * takes up to 100, root fields take the global id beside the deprecated number, a cursor dies with the index
 * it was made on, and one failed lookup leaves the rest of the answer standing.
 */
const stack = useStack();
/** A page of the SUBSCRIBER publication and a region on it, which a visitor may not view. */
const LOCKED_SUB_IMAGE = 1002;
/** A record of the PUBLIC pension publication. */
const OPEN_RECORD = indexRecords.find((r) => r.image_id === fixture.images.pensionCard)!.id as number;

beforeAll(async () => {
  await seedCollections(stack.db.db);
  await stack.db.db
    .insertInto('sub_images')
    .values({
      id: LOCKED_SUB_IMAGE,
      image_id: fixture.images.first,
      ordinal: 1,
      title: 'Josiah',
      x: 5,
      y: 6,
      w: 7,
      h: 8,
    })
    .execute();
});

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;
/** The `path` of the i-th error (the harness types errors without it). */
const pathOf = (body: { errors?: object[] }, i: number) => (body.errors?.[i] as { path?: unknown } | undefined)?.path;

describe('node and nodes', () => {
  const EVERY_TYPE: [string, number, string][] = [
    ['IMAGE', fixture.images.first, 'Image'],
    ['SUB_IMAGE', LOCKED_SUB_IMAGE, 'SubImage'],
    ['FILE', fixture.rolls.companyA, 'File'],
    ['INDEX_RECORD', fixture.josiahRecordId, 'IndexRecord'],
    ['PUBLICATION', fixture.publications.serviceRecords, 'Publication'],
    ['STORY_PAGE', fixture.memorialId, 'Memorial'],
    ['REGIMENT', fixture.regimentId, 'Regiment'],
    ['MILITARY_UNIT', fixture.regimentId, 'Regiment'],
    ['COMPANY', fixture.companyIds[0], 'Company'],
    ['BATTLE', fixture.battleIds[0], 'Battle'],
    ['TITLE_COLLECTION', 1, 'TitleCollection'],
    ['PARTNER', 1, 'Partner'],
  ];

  test('answers every content type as its own type, in the order asked, null for one that does not exist', async () => {
    const ids = [...EVERY_TYPE.map(([type, objectId]) => `${type}:${objectId}`), `IMAGE:${fixture.missingId}`];
    const { body } = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename } }', { ids });
    expect(body.errors).toBeUndefined();
    expect(body.data.nodes).toEqual([...EVERY_TYPE.map(([, , __typename]) => ({ __typename })), null]);
  });

  test('a title collection and a partner come with their fields through node', async () => {
    const { body } = await stack.gql(`{
      collection: node(id: "TITLE_COLLECTION:1") { id ... on TitleCollection { slug title publications { title } } }
      partner: node(id: "PARTNER:1") { id ... on Partner { slug name } }
      missing: node(id: "PARTNER:${fixture.missingId}") { id }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.collection).toMatchObject({ id: 'TITLE_COLLECTION:1', slug: 'us-civil-war', title: 'Civil War' });
    expect(body.data.collection.publications.length).toBeGreaterThan(0);
    expect(body.data.partner).toEqual({ id: 'PARTNER:1', slug: 'national-archives', name: 'National Archives' });
    expect(body.data.missing).toBeNull();
  });

  test('a visitor gets a locked record, page, file and region as their own types: details null, access set', async () => {
    const { body } = await stack.gql(`{ nodes(ids: [
      "INDEX_RECORD:${fixture.josiahRecordId}", "IMAGE:${fixture.images.first}", "FILE:${fixture.rolls.companyA}",
      "SUB_IMAGE:${LOCKED_SUB_IMAGE}"
    ]) {
      __typename
      ... on IndexRecord { fullName rank birthDate access { requirement } }
      ... on Image { title ocrText tileSource access { requirement } }
      ... on File { title access { requirement } }
      ... on SubImage { title x y w h access { requirement } }
    } }`);
    expect(body.errors).toBeUndefined();
    const denied = { requirement: 'SUBSCRIBE' };
    expect(body.data.nodes).toEqual([
      { __typename: 'IndexRecord', fullName: 'Josiah Whitcomb', rank: null, birthDate: null, access: denied },
      { __typename: 'Image', title: expect.any(String), ocrText: null, tileSource: null, access: denied },
      { __typename: 'File', title: expect.any(String), access: denied },
      { __typename: 'SubImage', title: 'Josiah', x: null, y: null, w: null, h: null, access: denied },
    ]);
  });

  test('takes 100 ids; 101 fail with BAD_USER_INPUT before any is loaded', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `INDEX_RECORD:${i + 1}`);
    const hundred = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(100) });
    expect(hundred.body.errors).toBeUndefined();
    expect(hundred.body.data.nodes).toHaveLength(100);
    const more = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids(101) });
    expect(codeOf(more.body)).toBe('BAD_USER_INPUT');
    expect(more.body.errors?.[0]?.message).toMatch(/at most 100/);
  });

  test.each([['IMAGE'], ['IMAGE:abc'], ['NOPE:1'], ['image:1'], ['IMAGE:1:2']])(
    'a malformed id %j among good ones fails nodes with BAD_USER_INPUT',
    async (bad) => {
      const { body } = await stack.gql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['IMAGE:101', bad] });
      expect(codeOf(body)).toBe('BAD_USER_INPUT');
    },
  );
});

describe('root fields by global id', () => {
  const FIELDS: [string, string, number, string][] = [
    ['image', 'IMAGE', fixture.images.first, 'id'],
    ['indexRecord', 'INDEX_RECORD', fixture.josiahRecordId, 'id'],
    ['subImage', 'SUB_IMAGE', fixture.subImageId, 'id'],
    ['file', 'FILE', fixture.rolls.companyA, 'id'],
    ['publication', 'PUBLICATION', fixture.publications.pensions, 'id'],
    ['memorial', 'STORY_PAGE', fixture.memorialId, 'id'],
    ['regiment', 'REGIMENT', fixture.regimentId, 'id'],
    ['militaryUnit', 'MILITARY_UNIT', fixture.regimentId, 'id'],
    ['company', 'COMPANY', fixture.companyIds[0], 'id'],
    ['battle', 'BATTLE', fixture.battleIds[0], 'id'],
  ];

  test.each(FIELDS)(
    '%s answers the same object by globalId and by the deprecated id',
    async (field, type, objectId) => {
      const { body } = await stack.gql(`{
      byGlobal: ${field}(globalId: "${type}:${objectId}") { id }
      byNumber: ${field}(id: ${objectId}) { id }
    }`);
      expect(body.errors).toBeUndefined();
      expect(body.data.byGlobal).toEqual(body.data.byNumber);
      expect(body.data.byGlobal?.id).toMatch(/^[A-Z_]+:\d+$/);
    },
  );

  test.each([
    ['a global id of another type', '(globalId: "FILE:11")'],
    ['both arguments', `(globalId: "IMAGE:${fixture.images.first}", id: ${fixture.images.first})`],
    ['neither argument', ''],
    ['a malformed global id', '(globalId: "IMAGE")'],
  ])('image with %s is BAD_USER_INPUT', async (_, args) => {
    const { body } = await stack.gql(`{ image${args} { id } }`);
    expect(codeOf(body)).toBe('BAD_USER_INPUT');
    expect(body.data?.image ?? null).toBeNull();
  });

  test('browseLevels takes the publication global id', async () => {
    const { body } = await stack.gql(`{
      byGlobal: browseLevels(publicationGlobalId: "PUBLICATION:${fixture.publications.serviceRecords}") { levels }
      byNumber: browseLevels(publicationId: ${fixture.publications.serviceRecords}) { levels }
    }`);
    expect(body.errors).toBeUndefined();
    expect(body.data.byGlobal).toEqual(body.data.byNumber);
    expect(body.data.byGlobal.levels.length).toBeGreaterThan(0);
  });
});

/** A proxy to the services that fails the routes matching `broken` with a 503, as a service down would. */
async function breakingProxy(target: string, broken: RegExp): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = http.createServer((req, res) => {
    if (broken.test(req.url ?? '')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down for the test' }));
      return;
    }
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('a failed lookup across services leaves the rest of the answer', () => {
  let proxy: Awaited<ReturnType<typeof breakingProxy>>;
  let gateway: TestGateway;
  const through = async (broken: RegExp) => {
    proxy = await breakingProxy(stack.servicesUrl, broken);
    gateway = await startGateway({ servicesUrl: proxy.url });
  };
  afterEach(async () => {
    await gateway?.stop();
    await proxy?.close();
  });

  test('a record whose publication cannot be read keeps its own fields; publication is null with an error', async () => {
    await through(/^\/publication\b/);
    const { body } = await gateway.gql(`{ indexRecord(globalId: "INDEX_RECORD:${OPEN_RECORD}") {
      fullName rank image { imageId } publication { title }
    } }`);
    expect(body.data.indexRecord).toMatchObject({ fullName: expect.any(String), publication: null });
    expect(body.data.indexRecord.image).toEqual({ imageId: fixture.images.pensionCard });
    expect(body.errors).toHaveLength(1);
    expect(pathOf(body, 0)).toEqual(['indexRecord', 'publication']);
  });

  test('search hits whose records cannot be read answer doc null with errors; the other hits stand', async () => {
    await through(/^\/fold31-index-record\/records/);
    const { body } = await gateway.gql(`{ search(query: { keywords: "${fixture.surname}", maxCount: 100 }) {
      total hits { title doc { __typename ... on IndexRecord { fullName } } }
    } }`);
    const hits: { title: string; doc: { __typename: string } | null }[] = body.data.search.hits;
    const lost = hits.filter((hit) => hit.doc === null);
    expect(lost.length).toBeGreaterThan(0);
    expect(hits.some((hit) => hit.doc?.__typename === 'Image')).toBe(true);
    for (const hit of lost) expect(hit.title).toBeTruthy();
    expect(body.errors).toHaveLength(lost.length);
    for (const [i] of lost.entries()) expect(pathOf(body, i)).toEqual(['search', 'hits', expect.any(Number), 'doc']);
  });
});

describe('search cursors and index rebuilds', () => {
  const WALK = `query($after: String) { search(query: { keywords: "${fixture.surname}", maxCount: 1, after: $after, facetRequests: [] }) {
    endCursor hits { doc { id } }
  } }`;

  test('a cursor from before a rebuild fails with CURSOR_EXPIRED; a walk started afresh works', async () => {
    const first = await stack.gql(WALK);
    const cursor = first.body.data.search.endCursor;
    expect(cursor).toBeTruthy();
    expect((await stack.gql(WALK, { after: cursor })).body.errors).toBeUndefined();
    await rebuildSearchIndex(stack.db.db);
    const stale = await stack.gql(WALK, { after: cursor });
    expect(codeOf(stale.body)).toBe('CURSOR_EXPIRED');
    expect(stale.body.errors?.[0]?.message).toMatch(/start the walk again/);
    const again = await stack.gql(WALK);
    expect((await stack.gql(WALK, { after: again.body.data.search.endCursor })).body.errors).toBeUndefined();
  });
});
