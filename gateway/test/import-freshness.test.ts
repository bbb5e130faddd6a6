import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rebuildSuggestions } from '@muster/services/suggest';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn, sleep } from './accounts-helpers';

/**
 * Issue 15 point 2 ("searchable when the job says done, facet counts and unit facts included") on gateways that never
 * saw the import: gateway A starts it, gateway B (sharing Redis when REDIS_URL is set) has the empty search, a browse
 * column, suggestions, the publication's counts and a regiment's facts in its caches from before. Within the services'
 * versions poll (2 s) B serves the import's records in all of them, and takes them out again after an undo; imported
 * scans are found like demo scans. The services run on PostgreSQL when DATABASE_URL is set.
 */
const redisUrl = process.env.REDIS_URL;
const CONTENT = { id: 63, username: 'editor', password: 'Editor-1866' };
const PENSIONS = fixture.publications.pensions; // PUBLIC: a visitor counts its records
const BOUND_MS = 5_000;

const START = `mutation Start($input: StartImportInput!) {
  startImport(input: $input) { importJob { id } userErrors { field message } }
}`;
const STATE = `query Job($id: ID!) { importJob(id: $id) { state progress { rowsWritten rowsRejected scansTiled } } }`;
const UNDO = `mutation Undo($id: ID!) { undoImport(id: $id) { importJob { state } userErrors { message } } }`;

/** Everything a visitor's cached reads say about the Freshwater family, their regiment and their publication. */
const VIEW = `query Fresh {
  emptySearch { total facets { type values { value count } } }
  search(query: {}) { total }
  browseFacet(query: {}, facet: { type: FULL_NAME, valueFilter: "Freshwater" }) { values { label count } }
  suggest(type: NAME, prefix: "Freshw") { value count }
  dates: suggest(type: DATE, prefix: "1799") { value count }
  regiment(globalId: "REGIMENT:${fixture.regimentId}") { unitFacts { numberOfSoldiers diedInWar } records { totalCount } }
  publications { publicationId recordCount imageCount rollCount }
}`;

let services: TestServices;
let gatewayA: TestGateway;
let gatewayB: TestGateway;
let staff: Browser;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  const template = (await db.selectFrom('users').selectAll().where('id', '=', 2).executeTakeFirstOrThrow()) as Record<
    string,
    unknown
  >;
  await db
    .insertInto('users')
    .values({
      ...template,
      id: CONTENT.id,
      username: CONTENT.username,
      email: 'editor@example.org',
      roles: '["content"]',
      account_status: 'non-subscriber',
    } as never)
    .execute();
  await setPassword(db, CONTENT.id, CONTENT.password);
  // The demo's suggestions come from the summary tables (npm start builds them): an import adds to them.
  await rebuildSuggestions(db);
  const folder = path.join(services.dataDir, 'imports', 'server');
  fs.mkdirSync(path.join(folder, 'scans'), { recursive: true });
  // Dates in 1799 no fixture record has: the date suggestions count only these.
  fs.writeFileSync(
    path.join(folder, 'freshwater.csv'),
    'Surname,Given Name,Birth Date,Enlistment Date,Death Date,Casualty Type,Image ID,Regiment\n' +
      `Freshwater,Amos,1799-03-02,1861-07-15,1862-09-17,Killed in action,${fixture.images.pensionCard},${fixture.regimentId}\n` +
      `Freshwater,Boaz,1799,1862,,,${fixture.images.pensionCard},${fixture.regimentId}\n` +
      `Freshwater,Caleb,1799,1862,,,${fixture.images.pensionCard},${fixture.regimentId}\n`,
  );
  const sharp = (await import('sharp')).default;
  fs.writeFileSync(
    path.join(folder, 'scans', 'quillfeather-page.png'),
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a09080' } })
      .png()
      .toBuffer(),
  );
  fs.writeFileSync(
    path.join(folder, 'quillfeather.csv'),
    'Surname,Given Name,Image File,Roll\nQuillfeather,Ida,quillfeather-page.png,Quillfeather Roll\n',
  );
  const shared = redisUrl ? { redisUrl, cacheNamespace: `muster-test-${randomBytes(6).toString('hex')}` } : {};
  gatewayA = await startGateway({ servicesUrl: services.url, warmCache: false, ...shared });
  gatewayB = await startGateway({ servicesUrl: services.url, warmCache: false, ...shared });
  staff = await signedIn(gatewayA.url, CONTENT);
}, 180_000);

afterAll(async () => {
  await gatewayB?.stop();
  await gatewayA?.stop();
  await services?.stop();
});

type Facet = { type: string; values: { value: string; count: number }[] };
type View = {
  emptySearch: { total: number; facets: Facet[] };
  search: { total: number };
  browseFacet: { values: { label: string; count: number }[] };
  suggest: { value: string; count: number }[];
  dates: { value: string; count: number }[];
  regiment: { unitFacts: { numberOfSoldiers: number; diedInWar: number }; records: { totalCount: number } };
  publications: { publicationId: number; recordCount: number; imageCount: number; rollCount: number }[];
};

/** What gateway B tells a visitor, reduced to what an import changes. */
async function seen(visitor: Browser) {
  const { body } = await visitor.gql(VIEW);
  expect(body.errors).toBeUndefined();
  const v = body.data as View;
  const pensions = v.publications.find((p) => p.publicationId === PENSIONS)!;
  return {
    emptyTotal: v.emptySearch.total,
    emptyPublicationCount:
      v.emptySearch.facets.find((f) => f.type === 'PUBLICATION')?.values.find((x) => x.value === String(PENSIONS))
        ?.count ?? 0,
    searchTotal: v.search.total,
    browse: v.browseFacet.values.map((x) => `${x.label}: ${x.count}`).sort(),
    suggest: v.suggest,
    dates: v.dates,
    soldiers: v.regiment.unitFacts.numberOfSoldiers,
    diedInWar: v.regiment.unitFacts.diedInWar,
    unitRecords: v.regiment.records.totalCount,
    recordCount: pensions.recordCount,
  };
}

/** Asks until `check` holds (at most BOUND_MS); the last answer, so a failure shows what was still stale. */
async function within<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() - started > BOUND_MS) return value;
    await sleep(200);
  }
}

async function runImport(serverPath: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { body } = await staff.gql(START, { input: { publicationId: PENSIONS, serverPath, ...extra } });
  expect(body.data.startImport.userErrors).toEqual([]);
  const id = body.data.startImport.importJob.id as string;
  for (let i = 0; i < 600; i++) {
    const job = (await staff.gql(STATE, { id })).body.data.importJob;
    if (!['QUEUED', 'RUNNING'].includes(job.state)) {
      expect(job.state).toBe('DONE');
      return id;
    }
    await sleep(100);
  }
  throw new Error('the import did not end');
}

async function undo(id: string) {
  const { body } = await staff.gql(UNDO, { id });
  expect(body.data.undoImport).toEqual({ importJob: { state: 'UNDONE' }, userErrors: [] });
}

describe('a finished import on a gateway that did not run it', () => {
  test('counts in the empty search, browse column, suggestions and unit facts at once, and an undo takes them out', async () => {
    const visitor = new Browser(gatewayB.url);
    const before = await seen(visitor);
    expect(before.browse).toEqual([]);
    expect(before.suggest).toEqual([]);
    expect(before.dates).toEqual([]);
    // Read twice: from here on B serves these from its cache (five minutes), not from the services.
    services.resetRequests();
    expect(await seen(visitor)).toEqual(before);
    expect(services.requests.filter((r) => /emptySearch|browse-facet|suggest/.test(r))).toEqual([]);

    const id = await runImport('freshwater.csv');
    const after = await within(
      () => seen(visitor),
      (v) => v.emptyTotal === before.emptyTotal + 3 && v.soldiers === before.soldiers + 3 && v.suggest.length > 0,
    );
    expect(after).toEqual({
      emptyTotal: before.emptyTotal + 3,
      emptyPublicationCount: before.emptyPublicationCount + 3,
      searchTotal: before.searchTotal + 3,
      browse: ['Freshwater: 3'],
      suggest: [{ value: 'Freshwater', count: 3 }],
      dates: [{ value: '1799', count: 3 }],
      soldiers: before.soldiers + 3,
      diedInWar: before.diedInWar + 1,
      unitRecords: before.unitRecords + 3,
      recordCount: before.recordCount + 3,
    });

    await undo(id);
    expect(
      await within(
        () => seen(visitor),
        (v) => v.emptyTotal === before.emptyTotal,
      ),
    ).toEqual(before);
  });

  test('scans get their pages and roll found by search, counted on the publication and the roll; undo removes them', async () => {
    const visitor = new Browser(gatewayB.url);
    const FOUND = `query Found { search(query: { keywords: "quillfeather" }) { total hits { doc { __typename id } } } }`;
    const COUNTS = `query Counts { publications { publicationId imageCount rollCount } }`;
    const countsOf = async () =>
      (
        (await visitor.gql(COUNTS)).body.data.publications as {
          publicationId: number;
          imageCount: number;
          rollCount: number;
        }[]
      ).find((p) => p.publicationId === PENSIONS)!;
    const before = await countsOf();
    expect((await visitor.gql(FOUND)).body.data.search.total).toBe(0);

    const id = await runImport('quillfeather.csv', { scansServerPath: 'scans' });
    const found = (await visitor.gql(FOUND)).body.data.search;
    const kinds = found.hits.map((h: { doc: { __typename: string } }) => h.doc.__typename).sort();
    expect(kinds).toEqual(['File', 'Image', 'IndexRecord']);
    const file = found.hits.find((h: { doc: { __typename: string } }) => h.doc.__typename === 'File').doc.id;
    const ROLL = `query Roll($id: ID!) { node(id: $id) { ... on File { title imageCount pages { totalCount } } } }`;
    expect((await visitor.gql(ROLL, { id: file })).body.data.node).toEqual({
      title: 'Quillfeather Roll',
      imageCount: 1,
      pages: { totalCount: 1 },
    });
    // The stored roll count is the publication's rolls, the import's new one included.
    const rolls = await services.db.db
      .selectFrom('rolls')
      .select('id')
      .where('publication_id', '=', PENSIONS)
      .execute();
    expect(rolls.length).toBeGreaterThan(1);
    expect(await within(countsOf, (p) => p.imageCount !== before.imageCount)).toEqual({
      ...before,
      imageCount: before.imageCount + 1,
      rollCount: rolls.length,
    });

    await undo(id);
    expect((await visitor.gql(FOUND)).body.data.search.total).toBe(0);
    expect(await within(countsOf, (p) => p.imageCount === before.imageCount)).toEqual({
      ...before,
      rollCount: rolls.length - 1,
    });
  });
});

describe('the services versions poll', () => {
  test('is at most one call per gateway every 2 s, however many requests read cached values', async () => {
    const visitor = new Browser(gatewayB.url);
    // Past the versions gateway B holds, so this run's first request asks again.
    await sleep(2_100);
    services.resetRequests();
    const started = Date.now();
    let asked = 0;
    while (Date.now() - started < 4_000) {
      await visitor.gql('query { emptySearch { total } suggest(type: NAME, prefix: "Whit") { value } }');
      asked++;
    }
    const seconds = (Date.now() - started) / 1000;
    expect(asked).toBeGreaterThan(4);
    expect(services.versionPolls()).toBeGreaterThanOrEqual(1);
    expect(services.versionPolls()).toBeLessThanOrEqual(Math.ceil(seconds / 2) + 1);
  });
});
