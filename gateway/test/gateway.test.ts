import { sql } from 'kysely';
import { fixture } from '@muster/testkit/fixtures';
import { defaultBackend, ensureGraphiqlBuilt, type Stack, startStack } from '@muster/testkit';

let stack: Stack;
const METRICS_TOKEN = 'gateway-test-metrics-token';

beforeAll(async () => {
  ensureGraphiqlBuilt();
  stack = await startStack({ gateway: { metricsToken: METRICS_TOKEN } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe(`services database (${defaultBackend})`, () => {
  test('is PostgreSQL in a fresh schema of this run when DATABASE_URL is set, SQLite otherwise', async () => {
    expect(stack.backend).toBe(process.env.DATABASE_URL ? 'postgres' : 'sqlite');
    expect(stack.db.dialect).toBe(stack.backend);
    if (stack.backend === 'postgres') {
      // openTestDb's schema, made for this run and dropped by stack.stop(), not the database's public schema.
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(stack.db.db);
      expect(rows[0]!.schema).toMatch(/^test_[0-9a-f]{12}$/);
    }
    expect(await stack.db.db.selectFrom('publications').select('id').execute()).toHaveLength(3);
  });
});

const SEARCH_PAGE = `query SearchPage($keywords: String, $offset: Int, $maxCount: Int) {
  search(query: { keywords: $keywords, offset: $offset, maxCount: $maxCount }) {
    total
    hits {
      doc { id ... on Image { title } ... on IndexRecord { fullName } }
      title
      thumbnail { url }
      publication { title }
    }
  }
}`;

describe(`search over ${defaultBackend}`, () => {
  test('finds the fixture surname with titles, thumbnails and publication titles', async () => {
    const { status, body } = await stack.gql(SEARCH_PAGE, { keywords: fixture.surname, maxCount: 100 });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    const { total, hits } = body.data.search;
    expect(total).toBeGreaterThan(0);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.title).toEqual(expect.any(String));
      expect(hit.title.length).toBeGreaterThan(0);
      expect(hit.doc.id).toMatch(/^[A-Z_]+:\d+$/);
    }
    const records = hits.filter((h: any) => h.doc.id.startsWith('INDEX_RECORD:'));
    expect(records.some((h: any) => h.doc.fullName === `Josiah ${fixture.surname}`)).toBe(true);
    expect(hits.some((h: any) => h.thumbnail?.url?.startsWith('/thumbnail/'))).toBe(true);
    const publicationTitles = hits.map((h: any) => h.publication?.title).filter(Boolean);
    expect(publicationTitles.length).toBeGreaterThan(0);
    expect(publicationTitles).toContain('Civil War Service Records (Union) - Massachusetts');
  });

  test('a page of up to 100 hits with titles, thumbnails and publications costs at most 4 service calls', async () => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(SEARCH_PAGE, { keywords: fixture.surname, maxCount: 100 });
    expect(body.errors).toBeUndefined();
    const types = new Set(body.data.search.hits.map((h: any) => h.doc.id.split(':')[0]));
    // Records, images and memorials: the mix that would cost a call per kind without batching and stubs.
    expect([...types].sort()).toEqual(expect.arrayContaining(['IMAGE', 'INDEX_RECORD']));
    expect(stack.serviceRequests.length).toBeLessThanOrEqual(4);
    const routes = stack.serviceRequests.map((r) => r.split('?')[0]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  test('offset + maxCount over 10,000 fails with TOO_LARGE before any service call', async () => {
    stack.resetServiceRequests();
    const { body } = await stack.gql(SEARCH_PAGE, { keywords: fixture.surname, offset: 9950, maxCount: 100 });
    expect(body.errors?.[0]?.extensions?.code).toBe('TOO_LARGE');
    expect(stack.serviceRequests).toEqual([]);
  });
});

describe(`node over ${defaultBackend}`, () => {
  // Every Node type; a caller who may not view one still gets its own type (access-matrix.test.ts, global-ids.test.ts).
  test.each([
    ['IMAGE', fixture.images.pensionCard, 'Image'],
    ['SUB_IMAGE', fixture.subImageId, 'SubImage'],
    ['INDEX_RECORD', 13, 'IndexRecord'],
    ['PUBLICATION', fixture.publications.serviceRecords, 'Publication'],
    ['STORY_PAGE', fixture.memorialId, 'Memorial'],
    ['REGIMENT', fixture.regimentId, 'Regiment'],
    ['COMPANY', fixture.companyIds[0], 'Company'],
    ['BATTLE', fixture.battleIds[0], 'Battle'],
  ])('resolves %s:%d as %s', async (type, objectId, typeName) => {
    const id = `${type}:${objectId}`;
    const { body } = await stack.gql('query($id: ID!) { node(id: $id) { __typename id } }', { id });
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toEqual({ __typename: typeName, id });
  });

  test('is null for an id that does not exist', async () => {
    const { body } = await stack.gql('query($id: ID!) { node(id: $id) { id } }', { id: `IMAGE:${fixture.missingId}` });
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toBeNull();
  });

  test.each([['IMAGE'], ['IMAGE:abc'], ['NOPE:1'], ['image:1']])(
    'rejects the malformed id %j with BAD_USER_INPUT',
    async (id) => {
      const { body } = await stack.gql('query($id: ID!) { node(id: $id) { id } }', { id });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    },
  );
});

describe('detail pages', () => {
  test('an image with its publication, roll, records and thumbnail', async () => {
    const { body } = await stack.gql(
      `query($id: Int!) { image(id: $id) {
      id title publication { title accessLevel } roll { name browsePath } breadcrumbs { label value }
      nextImage { id } previousImage { id } indexRecords { fullName birthPlace { label } } thumbnail(width: 100, height: 100) { url width height }
    } }`,
      { id: fixture.images.first },
    );
    expect(body.errors).toBeUndefined();
    const image = body.data.image;
    expect(image.id).toBe(`IMAGE:${fixture.images.first}`);
    expect(image.publication.title).toBe('Civil War Service Records (Union) - Massachusetts');
    expect(image.nextImage).toEqual({ id: `IMAGE:${fixture.images.second}` });
    expect(image.indexRecords.map((r: any) => r.fullName)).toContain(`Josiah ${fixture.surname}`);
    expect(image.thumbnail.url).toMatch(/^\/thumbnail\//);
  });

  test('a regiment with companies and battles, and the publication list', async () => {
    const { body } = await stack.gql(
      `query($id: Int!) {
      regiment(id: $id) { name companies { letter regiment { id } } battles { name coordinates { latitude } } unitFacts { numberOfSoldiers } }
      publications { id title thumbnail { url } }
      memorial(id: 1) { title stories { title } facts { name value } images { kind thumbnail { url } } indexRecord { fullName } }
      session { user { userId } institution { id } }
    }`,
      { id: fixture.regimentId },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.regiment.companies.map((c: any) => c.letter)).toEqual(['A', 'B']);
    expect(body.data.regiment.battles.length).toBe(2);
    expect(body.data.publications.length).toBe(3);
    expect(body.data.memorial.indexRecord.fullName).toBe(`Josiah ${fixture.surname}`);
    // The cover is the crop its owner saved, through the memorial's reference (no crop in the address).
    const cover = body.data.memorial.images[0].thumbnail.url;
    expect(cover).toBe('/reference/STORY_PAGE/1?element=1&width=200&height=200');
    expect((await fetch(stack.url + cover)).headers.get('content-type')).toBe('image/jpeg');
    expect(body.data.session).toEqual({ user: null, institution: null });
  });
});

describe('http surface', () => {
  test('GET /graphql for a browser is the locally bundled GraphiQL', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await fetch(new URL(src!, stack.url));
      expect(asset.status).toBe(200);
    }
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  test('GET /graphql with a query but without a preflight header is refused (CSRF prevention)', async () => {
    const response = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(response.status).toBe(400);
  });

  test('GET /schema.graphql is the SDL', async () => {
    const response = await fetch(`${stack.url}/schema.graphql`);
    expect(response.status).toBe(200);
    const sdl = await response.text();
    expect(sdl).toContain('interface Node');
    expect(sdl).toContain('type SearchResults');
  });

  test('GET /health', async () => {
    const response = await fetch(`${stack.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('GET /metrics has the request, operation and service call counters', async () => {
    await stack.gql('query MetricsProbe { publications { id } }');
    const text = await (
      await fetch(`${stack.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    expect(text).toMatch(/muster_gateway_http_requests_total\{[^}]*route="\/graphql"/);
    expect(text).toContain('muster_gateway_http_request_duration_seconds_bucket');
    // Not one of the website's operations: counted, under `other` (operation-metrics.ts).
    expect(text).toMatch(/muster_gateway_graphql_operations_total\{[^}]*operationName="other"/);
    expect(text).toMatch(/muster_gateway_service_calls_total\{service="search",route="\/fold31-search\/doc-search"/);
  });

  test('the thumbnail proxy streams JPEG bytes from the image service, and passes 404 through', async () => {
    const { width, height } = { width: 120, height: 120 };
    const response = await fetch(`${stack.url}/thumbnail/${fixture.images.first}/${width}/${height}/0_0_0_0/0.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const missing = await fetch(`${stack.url}/thumbnail/${fixture.missingId}/${width}/${height}/0_0_0_0/0.jpg`);
    expect(missing.status).toBe(404);
    const escape = await fetch(`${stack.url}/thumbnail/..%2F..%2Fpublication`);
    expect(escape.status).toBe(400);
  });
});
