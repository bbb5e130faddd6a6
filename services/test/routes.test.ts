import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildServicesApp } from '../src/app';
import type {
  ContentObject,
  Facet,
  ImageDto,
  IndexRecordDto,
  MemorialDto,
  PublicationDto,
  RegimentDto,
  SearchResults,
  ViewerImageDto,
} from '@muster/contract';
import { signViewerAddress, verifyImageAccessToken } from '@muster/contract/node';
import { fixture, seedFixtures } from '@muster/testkit/fixtures';
import { internalAuthSecret, signIdentity } from '../src/auth/identity';
import { openTestDb, type TestDb } from '@muster/testkit';

const METRICS_TOKEN = 'routes-test-metrics-token';
let t: TestDb;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  t = await openTestDb('sqlite');
  await seedFixtures(t.db.db, t.dataDir);
  app = await buildServicesApp({
    db: t.db,
    dataDir: t.dataDir,
    urlSigningSecret: 'test-signing',
    metricsToken: METRICS_TOKEN,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await t.dispose();
});

async function get<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(base + path, init);
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await res.json() : await res.text();
  return { status: res.status, body: body as T, headers: res.headers };
}
/** The gateway's identity header of a Premium member (fixture user 1), who may see every fixture publication. */
// Signed when sent (a getter): the services believe a header for two minutes only.
const SUBSCRIBER = {
  get 'x-muster-auth'() {
    return signIdentity(
      { userId: 1, accountStatus: 'annual-subscriber', roles: [], institutionId: null },
      internalAuthSecret(),
    );
  },
};
const post = <T>(path: string, body: unknown) =>
  get<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const bytes = async (path: string) => {
  const res = await fetch(base + path);
  return { res, data: Buffer.from(await res.arrayBuffer()) };
};

describe('search', () => {
  test('POST /fold31-search/doc-search finds the Whitcombs with facets and highlights', async () => {
    // As a subscriber: a visitor's hits of SUBSCRIBER records carry no highlights (access-routes.test.ts).
    const { status, body } = await get<SearchResults>('/fold31-search/doc-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SUBSCRIBER },
      body: JSON.stringify({ keywords: fixture.surname, maxCount: 50 }),
    });
    expect(status).toBe(200);
    expect(body.hits.map((h) => h.doc)).toContainEqual({
      contentType: 'INDEX_RECORD',
      objectId: fixture.josiahRecordId,
    });
    expect(body.total).toBe(body.hits.length);
    expect(body.hits.every((h) => h.highlights.some((x) => x.includes(`<em>${fixture.surname}</em>`)))).toBe(true);
    expect(body.facets.find((f) => f.type === 'general.title.id')?.values.length).toBeGreaterThan(1);
  });

  test('POST /fold31-search/browse-facet answers one facet of the query; the publication column is always by rank', async () => {
    const { status, body } = await post<Facet>('/fold31-search/browse-facet', {
      query: {
        filters: [{ type: 'general.title.id', values: [{ value: String(fixture.publications.serviceRecords) }] }],
      },
      facet: { type: 'general.title.browse.3', sort: 'ALPHABETICAL' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'general.title.browse.3', totalCount: 2 });
    expect(body.values.map((v) => [v.label, v.nodeType])).toEqual([
      ['Company A', 'FILE'],
      ['Company B', 'FILE'],
    ]);
    const pubs = await post<Facet>('/fold31-search/browse-facet', {
      query: {},
      facet: { type: 'general.title.id', sort: 'ALPHABETICAL' },
    });
    expect(pubs.body.values.map((v) => v.count)).toEqual(
      [...pubs.body.values.map((v) => v.count)].sort((a, b) => b - a),
    );
  });

  test('doc-search takes the whole query model and pages on with endCursor', async () => {
    const query = {
      fieldedKeywords: [{ type: 'full-name.surname', texts: ['Whitcombe'], match: 'SOUNDEX' }],
      sortOrder: 'NAME_DESC',
      maxCount: 2,
    };
    const first = await post<SearchResults>('/fold31-search/doc-search', query);
    expect(first.status).toBe(200);
    expect(first.body.hits[0].matches).toContainEqual({
      field: 'full-name.surname',
      kind: 'SOUNDEX',
      value: fixture.surname,
    });
    const next = await post<SearchResults>('/fold31-search/doc-search', { ...query, after: first.body.endCursor });
    expect(next.body.hits.map((h) => h.doc)).not.toContainEqual(first.body.hits[0].doc);
  });

  test.each([
    ['maxCount over the limit', { offset: 9990, maxCount: 20 }, 'TOO_LARGE'],
    ['a cursor page over 100', { after: 'WyJSRUxFVkFOQ0UiLDAsMV0', maxCount: 101 }, 'TOO_LARGE'],
    ['an offset page over 100', { maxCount: 101 }, 'TOO_LARGE'],
    [
      'an unknown match kind',
      { fieldedKeywords: [{ type: 'full-name', texts: ['x'], match: 'テレパシー' }] },
      'Bad Request',
    ],
    ['a negative offset', { offset: -1 }, 'Bad Request'],
    ['a wrong type', { keywords: { nested: true } }, 'Bad Request'],
    ['an unknown sort order', { sortOrder: 'SIDEWAYS' }, 'Bad Request'],
    ['an unknown facet type', { facetRequests: [{ type: 'general.shoe-size' }] }, 'BAD_USER_INPUT'],
  ])('%s is a 400 with a reason', async (_name, query, error) => {
    const { status, body } = await post<{ statusCode: number; error: string; message: string }>(
      '/fold31-search/doc-search',
      query,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error });
    expect(body.message.length).toBeGreaterThan(5);
  });
});

describe('content objects', () => {
  test('GET /fold31-api/content/:type/:id returns a record with its image as thumbnail', async () => {
    const { status, body } = await get<ContentObject>(`/fold31-api/content/INDEX_RECORD/${fixture.josiahRecordId}`);
    expect(status).toBe(200);
    expect(body.title).toBe(`Josiah ${fixture.surname}`);
    expect(body.metadata.externalId).toBe(
      `pub.${fixture.publications.serviceRecords}:INDEX_RECORD:${fixture.josiahRecordId}`,
    );
    expect(body.runtimeProperties.accessLevel).toBe('SUBSCRIBER');
    expect(body.thumbnail?.url).toBe(`/thumbnail/${fixture.images.first}/320/320/0_0_0_0/0.jpg`);
    expect(body.thumbnail).toMatchObject({ width: 213, height: 320 });
  });

  test('obj-ref/content uses one given thumb size for both sides, rounded to the listed sides; a region is its reference', async () => {
    const { body } = await get<ContentObject>(
      `/fold31-api/obj-ref/content/SUB_IMAGE/${fixture.subImageId}?thumbWidth=150`,
    );
    expect(body.thumbnail?.url).toBe(`/reference/SUB_IMAGE/${fixture.subImageId}?width=160&height=160`);
    expect(body.thumbnail).toMatchObject({ width: 160, height: 107 });
  });

  test('mcontent answers in request order with null for missing, thumbnails at 100 by default', async () => {
    const refs = [
      { contentType: 'STORY_PAGE', objectId: fixture.memorialId },
      { contentType: 'IMAGE', objectId: fixture.missingId },
      { contentType: 'REGIMENT', objectId: fixture.regimentId },
      { contentType: 'IMAGE', objectId: fixture.images.second },
      { contentType: 'PUBLICATION', objectId: fixture.publications.pensions },
      { contentType: 'BATTLE', objectId: 2 },
      { contentType: 'COMPANY', objectId: fixture.companyIds[1] },
      { contentType: 'IMAGE', objectId: fixture.images.first },
    ];
    const { status, body } = await post<(ContentObject | null)[]>('/fold31-api/obj-ref/mcontent/', refs);
    expect(status).toBe(200);
    expect(body.map((o) => o && `${o.metadata.id.contentType}:${o.metadata.id.objectId}`)).toEqual(
      refs.map((r) => (r.objectId === fixture.missingId ? null : `${r.contentType}:${r.objectId}`)),
    );
    // The memorial's picture is its cover image element, cropped by the image service from the memorial's reference.
    expect(body[0]?.thumbnail?.url).toBe(`/reference/STORY_PAGE/${fixture.memorialId}?width=100&height=100`);
    expect(body[2]?.thumbnail).toBeNull();
    expect(body[3]?.thumbnail?.url).toBe(`/thumbnail/${fixture.images.second}/100/100/0_0_0_0/0.jpg`);
    expect(body[4]?.thumbnail?.id).toEqual({ contentType: 'PUBLICATION', objectId: fixture.publications.pensions });
    expect(body[6]?.subTitle).toBe('20th Massachusetts Volunteer Infantry');
  });

  test('mcontent honours thumb-width and thumb-height, each rounded to the nearest listed side', async () => {
    const { body } = await post<ContentObject[]>('/fold31-api/obj-ref/mcontent?thumb-width=40&thumb-height=230', [
      { contentType: 'IMAGE', objectId: fixture.images.first },
    ]);
    expect(body[0].thumbnail?.url).toBe(`/thumbnail/${fixture.images.first}/100/240/0_0_0_0/0.jpg`);
  });

  test.each([
    ['/fold31-api/content/IMAGE/abc', 'a non-numeric id'],
    ['/fold31-api/content/SPACESHIP/1', 'an unknown content type'],
    ['/fold31-api/obj-ref/content/IMAGE/1?thumbWidth=0', 'a zero thumbnail'],
  ])('GET %s (%s) is a 400', async (path) => {
    const { status, body } = await get<{ error: string }>(path);
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
  });

  test('mcontent rejects a bad body and more than 500 references', async () => {
    expect((await post('/fold31-api/obj-ref/mcontent/', [{ contentType: 'IMAGE' }])).status).toBe(400);
    expect((await post('/fold31-api/obj-ref/mcontent/', { contentType: 'IMAGE', objectId: 1 })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ contentType: 'IMAGE', objectId: i + 1 }));
    expect((await post('/fold31-api/obj-ref/mcontent/', many)).status).toBe(400);
  });

  test('a missing object is a 404 with the standard body', async () => {
    const { status, body } = await get(`/fold31-api/content/BATTLE/${fixture.missingId}`);
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: `No BATTLE with id ${fixture.missingId}` });
  });
});

describe('documents and publications', () => {
  test('GET /document/image/:id has sub-images and the records transcribed from it', async () => {
    const { body } = await get<ImageDto>(`/document/image/${fixture.images.pensionCard}`);
    expect(body).toMatchObject({
      imageId: fixture.images.pensionCard,
      publicationId: fixture.publications.pensions,
      accessLevel: 'PUBLIC',
    });
    // Scan addresses are signed per caller by the gateway; the service hands out no unsigned one.
    expect(body).not.toHaveProperty('scanUrl');
    expect(body.subImages).toEqual([
      {
        subImageId: fixture.subImageId,
        imageId: fixture.images.pensionCard,
        ordinal: 1,
        title: 'Mary Whitcomb card',
        rect: { x: 50, y: 60, w: 300, h: 200 },
      },
    ]);
    expect(body.indexRecordIds).toEqual([13, 16, 18, 20]);
  });

  test('GET /document/images keeps the order and nulls missing ids', async () => {
    const { body } = await get<(ImageDto | null)[]>(
      `/document/images?id=${fixture.images.third}&id=${fixture.missingId}&id=${fixture.images.first}`,
    );
    expect(body.map((i) => i?.imageId ?? null)).toEqual([fixture.images.third, null, fixture.images.first]);
  });

  test('GET /document/viewer-image has a verifiable token, breadcrumbs and neighbours', async () => {
    const { body } = await get<ViewerImageDto>(`/document/viewer-image?id=${fixture.images.second}`, {
      headers: SUBSCRIBER,
    });
    expect(body.previousImageId).toBe(fixture.images.first);
    expect(body.nextImageId).toBe(fixture.images.third);
    expect(body.breadcrumbs.map((b) => b.label)).toEqual([
      'Civil War Service Records (Union) - Massachusetts',
      'Massachusetts',
      '20th Infantry',
      'Company A',
    ]);
    expect(body.roll).toMatchObject({
      rollId: fixture.rolls.companyA,
      browsePath: ['Massachusetts', '20th Infantry', 'Company A'],
    });
    expect(verifyImageAccessToken(body.imageToken, fixture.images.second, 1, 'test-signing')).toMatchObject({
      ok: true,
    });
    expect(verifyImageAccessToken(body.imageToken, fixture.images.first, 1, 'test-signing')).toMatchObject({
      ok: false,
    });
  });

  test('document routes 404 and 400', async () => {
    expect((await get(`/document/image/${fixture.missingId}`)).status).toBe(404);
    expect((await get('/document/viewer-image')).status).toBe(400);
    expect((await get('/document/images?id=x')).status).toBe(400);
  });

  test('GET /publication lists featured first with computed counts', async () => {
    const { body } = await get<PublicationDto[]>('/publication');
    expect(body.map((p) => p.publicationId)).toEqual([1, 2, 3]);
    expect(body[0]).toMatchObject({
      featured: true,
      imageCount: 4,
      recordCount: 12,
      rollupImageId: fixture.images.first,
      browseLabels: ['State', 'Regiment', 'Company'],
    });
    const batch = await get<PublicationDto[]>('/publication?id=3&id=2');
    expect(batch.body.map((p) => p.publicationId)).toEqual([2, 3]);
  });

  test('GET /publication/pub/:id and its 404', async () => {
    expect((await get<PublicationDto>('/publication/pub/3')).body).toMatchObject({
      title: 'WWI Draft Registration Cards',
      recordCount: 10,
      imageCount: 2,
      configuredAccessLevel: 'REGISTERED',
    });
    expect((await get(`/publication/pub/${fixture.missingId}`)).status).toBe(404);
  });
});

describe('records, regiments and memorials', () => {
  test('GET /fold31-index-record/record/:id resolves places with their paths', async () => {
    const { body } = await get<IndexRecordDto>(`/fold31-index-record/record/${fixture.josiahRecordId}`, {
      headers: SUBSCRIBER,
    });
    expect(body).toMatchObject({
      surname: fixture.surname,
      casualtyType: 'Killed in Action',
      accessLevel: 'SUBSCRIBER',
      regimentId: fixture.regimentId,
    });
    expect(body.residencePlace).toEqual({ id: 4, name: 'Boston', path: 'United States,Massachusetts,Suffolk,Boston' });
    expect((await get(`/fold31-index-record/record/${fixture.missingId}`)).status).toBe(404);
    const batch = await get<(IndexRecordDto | null)[]>(
      `/fold31-index-record/records?id=30&id=${fixture.missingId}&id=1`,
    );
    expect(batch.body.map((r) => r?.recordId ?? null)).toEqual([30, null, 1]);
  });

  test('GET /fold31-regiment/regiment/:id computes unit facts from the soldiers', async () => {
    const { body } = await get<RegimentDto>(`/fold31-regiment/regiment/${fixture.regimentId}`);
    expect(body.companyIds).toEqual(fixture.companyIds);
    expect(body.battleIds).toEqual([1, 2]);
    // 16 soldiers of the 20th; 11 with both years (ages 23,20,26,21,19,22,19,26,18,31,20); 3 killed and 2 died of
    // disease, while the wounded Patrick Sullivan survived.
    expect(body.unitFacts).toEqual({
      numberOfSoldiers: 16,
      averageAgeAtEnlistment: 22.3,
      medianAgeAtEnlistment: 21,
      diedInWar: 5,
    });
  });

  test('companies and battles, one and in batches', async () => {
    expect((await get(`/fold31-regiment/company/${fixture.companyIds[0]}`)).body).toMatchObject({
      letter: 'A',
      regimentId: fixture.regimentId,
    });
    expect((await get('/fold31-regiment/battle/3')).body).toMatchObject({
      name: 'Meuse-Argonne Offensive',
      regimentIds: [2],
      coordinates: { latitude: 49.25, longitude: 5 },
    });
    expect(
      (await get<({ battleId: number } | null)[]>(`/fold31-regiment/battles?id=2&id=${fixture.missingId}`)).body.map(
        (b) => b?.battleId ?? null,
      ),
    ).toEqual([2, null]);
    expect(
      (await get<({ regimentId: number } | null)[]>('/fold31-regiment/regiments?id=2&id=1')).body.map(
        (r) => r?.regimentId,
      ),
    ).toEqual([2, 1]);
    expect((await get('/fold31-regiment/company/0')).status).toBe(400);
  });

  test('GET /fold31-memorial/memorial/:id orders elements by ordinal and names the owner', async () => {
    const { body } = await get<MemorialDto>(`/fold31-memorial/memorial/${fixture.memorialId}`);
    expect(body.ownerUsername).toBe(fixture.user.username);
    expect(body.elements.map((e) => [e.ordinal, e.type])).toEqual([
      [1, 'COVER_IMAGE'],
      [2, 'STORY'],
      [3, 'FACT'],
    ]);
    expect(body.elements[1].value).toMatchObject({ title: 'The West Woods' });
    const batch = await get<(MemorialDto | null)[]>(
      `/fold31-memorial/memorial?id=${fixture.topicMemorialId}&id=${fixture.missingId}`,
    );
    expect(batch.body.map((m) => m?.ownerUsername ?? null)).toEqual(['archivist', null]);
  });
});

describe('image bytes', () => {
  test('a thumbnail is a JPEG that fits the requested box, cached by ETag', async () => {
    const path = `/fold31-image-data/thumbnail/${fixture.images.first}/100/160/0_0_0_0/0.jpg`;
    const { res, data } = await bytes(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('public');
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 150 });
    const again = await fetch(base + path, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  test('crop and rotation: a 300×200 crop of an open page turned 90° fills a 100×150 box', async () => {
    const { data } = await bytes(
      `/fold31-image-data/thumbnail/${fixture.images.pensionCard}/100/150/0_0_300_200/90.jpg`,
    );
    expect(await sharp(data).metadata()).toMatchObject({ width: 100, height: 150 });
  });

  test.each([
    [`/fold31-image-data/thumbnail/${fixture.images.first}/0/90/0_0_0_0/0.jpg`, 400],
    [`/fold31-image-data/thumbnail/${fixture.images.first}/90/90/0_0_0_0/45.jpg`, 400],
    [`/fold31-image-data/thumbnail/${fixture.images.first}/90/90/500_0_200_200/0.jpg`, 400],
    [`/fold31-image-data/thumbnail/${fixture.images.first}/90/90/a_b_c_d/0.jpg`, 400],
    [`/fold31-image-data/thumbnail/${fixture.missingId}/90/90/0_0_0_0/0.jpg`, 404],
  ])('GET %s is a %i', async (path, status) => {
    expect((await fetch(base + path)).status).toBe(status);
  });

  test('no unsigned route hands out whole scans: the full scan is the signed viewer image', async () => {
    for (const id of [fixture.images.pensionCard, fixture.images.draftCard]) {
      expect((await fetch(`${base}/fold31-image-data/scan/${id}.jpg`)).status).toBe(404);
    }
    const id = fixture.images.pensionCard;
    const { res, data } = await bytes(
      `/fold31-image-data/viewer-image/${id}.jpg?${signViewerAddress({ imageId: id, userId: null, action: 'view' }, 'test-signing')}`,
    );
    expect(res.status).toBe(200);
    expect(await sharp(data).metadata()).toMatchObject({ format: 'jpeg', ...fixture.imageSize });
    expect(
      (await fetch(`${base}/fold31-image-data/viewer-image/${id}.jpg?imageId=${id}&token=1.x&timestamp=1&hash=x`))
        .status,
    ).toBe(403);
  });
});

describe('operations', () => {
  test('GET /health', async () => {
    expect((await get('/health')).body).toEqual({ ok: true });
  });

  const scrape = () => get<string>('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

  test('GET /metrics counts requests by service and route pattern', async () => {
    await get(`/fold31-regiment/battle/1`);
    const { body } = await scrape();
    expect(body).toMatch(
      /muster_service_requests_total\{service="fold31-regiment",route="\/fold31-regiment\/battle\/:id",method="GET",status="200"\} [1-9]/,
    );
    expect(body).toContain('muster_service_request_duration_seconds_bucket');
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  test('GET /metrics without the METRICS_TOKEN bearer token is refused; without a configured token it is not there', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${Buffer.from(`prometheus:${METRICS_TOKEN}`).toString('base64')}`,
    ]) {
      const { status, body, headers } = await get<string>('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect([authorization, status, headers.get('www-authenticate')]).toEqual([
        authorization,
        401,
        'Bearer realm="metrics"',
      ]);
      expect(JSON.stringify(body)).not.toContain('muster_service_requests_total');
    }
    const open = await buildServicesApp({ db: t.db, dataDir: t.dataDir });
    try {
      await open.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`http://127.0.0.1:${(open.server.address() as AddressInfo).port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('muster_service_requests_total');
    } finally {
      await open.close();
    }
  });

  test('routes are labelled by pattern: a thousand made-up addresses and ids add no series', async () => {
    const series = (text: string) =>
      text.split('\n').filter((line) => line.startsWith('muster_service_requests_total{')).length;
    await get('/no-such-service/warm-up');
    await get('/fold31-regiment/battle/2');
    const before = series((await scrape()).body);
    const paths = Array.from({ length: 1000 }, (_, i) =>
      i % 2 ? `/made-up-${i}-${Math.random().toString(36).slice(2)}` : `/fold31-regiment/battle/${100000 + i}`,
    );
    for (let i = 0; i < paths.length; i += 50)
      await Promise.all(paths.slice(i, i + 50).map((path) => fetch(base + path).then((r) => r.arrayBuffer())));
    const after = (await scrape()).body;
    expect(series(after)).toBeLessThanOrEqual(before + 1); // at most the battle route's 404 status is new
    expect(after).not.toMatch(/made-up-|battle\/1000/);
    expect(after).toMatch(
      /muster_service_requests_total\{service="root",route="unmatched",method="GET",status="404"\} [1-9]/,
    );
  });
});

describe('identity', () => {
  test('the x-muster-auth header signed with INTERNAL_AUTH_SECRET becomes request.identity; a forged one is anonymous', async () => {
    const { signIdentity } = await import('../src/auth/identity');
    const probe = await buildServicesApp({ db: t.db, dataDir: t.dataDir, internalSecret: 'shared' });
    probe.get('/whoami', async (request) => request.identity);
    const helen = { userId: 1, accountStatus: 'annual-subscriber', roles: ['staff'], institutionId: null };
    await probe.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(probe.server.address() as AddressInfo).port}/whoami`;
    const whoami = async (secret: string) =>
      (await fetch(url, { headers: { 'x-muster-auth': signIdentity(helen, secret) } })).json();
    expect(await whoami('shared')).toEqual(helen);
    expect(await whoami('forged')).toMatchObject({ userId: null, accountStatus: 'anonymous', roles: [] });
    await probe.close();
  });
});
