import { signImageAccessToken, urlSigningSecret } from '@muster/contract/node';
import { fixture, images as fixtureImages, indexRecords, rolls } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Access control everywhere (issue 4 §9): every kind of caller against a page and a record of every access
 * level, for VIEW, SEARCH, DOWNLOAD, PRINT and ANNOTATE, through GraphQL and the signed image addresses.
 */
type Level = 'PUBLIC' | 'REGISTERED' | 'CONFIRMED' | 'SUBSCRIBER' | 'SILO';
type Kind =
  'visitor' | 'unconfirmed' | 'basic' | 'trial' | 'monthly' | 'annual' | 'bundle' | 'library patron' | 'silo patron';

/** A page and a record of each level: the fixture's three publications and two added here (CONFIRMED, SILO). */
const OBJECTS: Record<Level, { imageId: number; recordId: number }> = {
  PUBLIC: { imageId: fixture.images.pensionCard, recordId: 0 },
  REGISTERED: { imageId: fixture.images.draftCard, recordId: 21 },
  SUBSCRIBER: { imageId: fixture.images.first, recordId: fixture.josiahRecordId },
  CONFIRMED: { imageId: 401, recordId: 401 },
  SILO: { imageId: 501, recordId: 501 },
};
OBJECTS.PUBLIC.recordId = indexRecords.find((r) => r.image_id === fixture.images.pensionCard)!.id as number;

const PASSWORD = 'Matrix-Access-1864';
/** Member kinds: account status, confirmation, institution (11: library edition, silo 1; 12: silo institution). */
const MEMBERS: Record<
  Exclude<Kind, 'visitor'>,
  { id: number; status: string; confirmed: number; institution: number | null }
> = {
  unconfirmed: { id: 41, status: 'non-subscriber', confirmed: 0, institution: null },
  basic: { id: 42, status: 'non-subscriber', confirmed: 1, institution: null },
  trial: { id: 43, status: 'free-trial', confirmed: 0, institution: null },
  monthly: { id: 44, status: 'monthly-subscriber', confirmed: 1, institution: null },
  annual: { id: 45, status: 'annual-subscriber', confirmed: 1, institution: null },
  bundle: { id: 46, status: 'bundle', confirmed: 1, institution: null },
  'library patron': { id: 47, status: 'non-subscriber', confirmed: 1, institution: 11 },
  'silo patron': { id: 48, status: 'non-subscriber', confirmed: 1, institution: 12 },
};

/** What each kind is told for each level it may not view (null: it may). The spec's mapping (accounts §4, §6). */
const VIEW: Record<Kind, Record<Level, string | null>> = {
  visitor: { PUBLIC: null, REGISTERED: 'LOGIN', CONFIRMED: 'LOGIN', SUBSCRIBER: 'SUBSCRIBE', SILO: 'SILO' },
  unconfirmed: { PUBLIC: null, REGISTERED: null, CONFIRMED: 'CONFIRM', SUBSCRIBER: 'SUBSCRIBE', SILO: 'SILO' },
  basic: { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: 'SUBSCRIBE', SILO: 'SILO' },
  trial: { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: null, SILO: null },
  monthly: { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: null, SILO: null },
  annual: { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: null, SILO: null },
  bundle: { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: null, SILO: null },
  'library patron': { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: null, SILO: null },
  'silo patron': { PUBLIC: null, REGISTERED: null, CONFIRMED: null, SUBSCRIBER: 'SILO', SILO: null },
};
const MINIMUM: Record<string, string> = {
  LOGIN: 'non-subscriber',
  CONFIRM: 'non-subscriber',
  SUBSCRIBE: 'free-trial',
  SILO: 'free-trial',
};
/** Publications allowing downloads: the fixture's PUBLIC one and the two added here; all allow printing and annotations. */
const DOWNLOADS: Record<Level, boolean> = {
  PUBLIC: true,
  REGISTERED: false,
  SUBSCRIBER: false,
  CONFIRMED: true,
  SILO: true,
};

const KINDS = Object.keys(VIEW) as Kind[];
const LEVELS = Object.keys(OBJECTS) as Level[];
const CASES = KINDS.flatMap((kind) => LEVELS.map((level) => [kind, level] as const));

let services: TestServices;
let gateway: TestGateway;
const browsers = new Map<Kind, Browser>();

/** Copies the REGISTERED draft-card publication into one of another level, with a roll, a page and a record. */
async function addPublication(id: number, level: Level): Promise<void> {
  const db = services.db.db;
  const draft = await db
    .selectFrom('publications')
    .selectAll()
    .where('id', '=', fixture.publications.draftCards)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('publications')
    .values({ ...draft, id, slug: `${draft.slug}-${id}`, access_level: level, allow_download: 1 } as never)
    .execute();
  await db
    .insertInto('rolls')
    .values({ ...rolls.find((r) => r.id === fixture.rolls.franklin)!, id, publication_id: id } as never)
    .execute();
  const page = fixtureImages.find((i) => i.id === fixture.images.draftCard)!;
  await db
    .insertInto('images')
    .values({ ...page, id, publication_id: id, roll_id: id } as never)
    .execute();
  const record = indexRecords.find((r) => r.id === 21)!;
  await db
    .insertInto('index_records')
    .values({ ...record, id, publication_id: id, image_id: id } as never)
    .execute();
}

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  await db
    .insertInto('institutions')
    .values([
      {
        id: 11,
        name: 'Springfield Public Library',
        type: 'library',
        silo: 1,
        proquest: 0,
        ip_ranges: '[]',
        link_token: null,
      },
      {
        id: 12,
        name: 'Shelbyville Archive',
        type: 'proquest',
        silo: 4,
        proquest: 1,
        ip_ranges: '[]',
        link_token: null,
      },
    ] as never)
    .execute();
  await addPublication(401, 'CONFIRMED');
  await addPublication(501, 'SILO');
  const template = await db.selectFrom('users').selectAll().where('id', '=', fixture.user.id).executeTakeFirstOrThrow();
  for (const [kind, m] of Object.entries(MEMBERS)) {
    const username = `matrix${m.id}`;
    await db
      .insertInto('users')
      .values({
        ...template,
        id: m.id,
        username,
        email: `${username}@example.org`,
        account_status: m.status,
        confirmed: m.confirmed,
        institution_id: m.institution,
      } as never)
      .execute();
    await setPassword(db, m.id, PASSWORD);
    browsers.set(kind as Kind, Object.assign(new Browser(''), { username }));
  }
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
  browsers.set('visitor', new Browser(gateway.url));
  for (const [kind, browser] of browsers) {
    if (kind === 'visitor') continue;
    browser.at(gateway.url);
    const { body } = await browser.gql(SIGN_IN, {
      username: (browser as Browser & { username: string }).username,
      password: PASSWORD,
    });
    expect(body.errors).toBeUndefined();
  }
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const as = (kind: Kind) => browsers.get(kind)!;
const DENIAL = `{ action requirement accessLevel minimumAccountStatus }`;

describe('VIEW: records, pages, tiles and node(id)', () => {
  test.each(CASES)('%s and a %s record and page', async (kind, level) => {
    const { imageId, recordId } = OBJECTS[level];
    const expected = VIEW[kind][level];
    const { body } = await as(kind).gql(
      `query($image: ID!, $record: Int!, $node: ID!, $nodes: [ID!]!) {
      indexRecord(id: $record) { title rank birthDate residencePlace { name } access ${DENIAL} }
      image(globalId: $image) { title ocrText scanUrl subImages { subImageId } access ${DENIAL} }
      node(id: $node) { __typename id ... on IndexRecord { title rank birthDate thumbnail { url } access { requirement } } }
      nodes(ids: $nodes) { __typename id ... on Image { title ocrText scanUrl access { requirement } } ... on IndexRecord { rank } }
    }`,
      {
        image: `IMAGE:${imageId}`,
        record: recordId,
        node: `INDEX_RECORD:${recordId}`,
        nodes: [`IMAGE:${imageId}`, `INDEX_RECORD:${recordId}`],
      },
    );
    expect(body.errors).toBeUndefined();
    const { indexRecord, image, node, nodes } = body.data;
    // One id, one type, whoever asks: a record or page the caller may not view is still an IndexRecord or Image.
    expect(node).toMatchObject({ __typename: 'IndexRecord', id: `INDEX_RECORD:${recordId}`, title: indexRecord.title });
    expect(nodes.map((n: { __typename: string }) => n.__typename)).toEqual(['Image', 'IndexRecord']);
    expect(indexRecord.title).toBeTruthy();
    if (expected === null) {
      expect(indexRecord.access).toBeNull();
      expect(image.access).toBeNull();
      expect(indexRecord.rank).toBeTruthy();
      expect(image.ocrText).toBeTruthy();
      expect(node).toMatchObject({ rank: indexRecord.rank, access: null });
      expect(nodes[0]).toMatchObject({ ocrText: image.ocrText, access: null });
    } else {
      const denial = {
        action: 'VIEW',
        requirement: expected,
        accessLevel: level,
        minimumAccountStatus: MINIMUM[expected],
      };
      expect(indexRecord).toEqual({
        title: indexRecord.title,
        rank: null,
        birthDate: null,
        residencePlace: null,
        access: denial,
      });
      expect(image).toEqual({ title: image.title, ocrText: null, scanUrl: null, subImages: [], access: denial });
      expect(node).toMatchObject({ rank: null, birthDate: null, access: { requirement: expected } });
      expect(node.thumbnail?.url ?? null).not.toBeUndefined();
      expect(nodes).toEqual([
        {
          __typename: 'Image',
          id: `IMAGE:${imageId}`,
          title: image.title,
          ocrText: null,
          scanUrl: null,
          access: { requirement: expected },
        },
        { __typename: 'IndexRecord', id: `INDEX_RECORD:${recordId}`, rank: null },
      ]);
    }
  });

  test.each(CASES)('%s and the tiles of a %s page', async (kind, level) => {
    const expected = VIEW[kind][level];
    const { body } = await as(kind).gql(`query($id: Int!) { image(id: $id) { tileSource } }`, {
      id: OBJECTS[level].imageId,
    });
    expect(body.errors).toBeUndefined();
    if (expected === null) {
      const response = await as(kind).fetch(body.data.image.tileSource);
      expect(response.status).toBe(200);
    } else {
      // No address is signed for a caller who may not view the page.
      expect(body.data.image.tileSource).toBeNull();
    }
  });

  test('a denied record keeps its name (the title) and loses its details; find in page is FORBIDDEN with the denial', async () => {
    const { body } = await as('visitor').gql(
      `{ indexRecord(id: ${fixture.josiahRecordId}) { fullName birthDate rank unit serviceNumber } }`,
    );
    expect(body.data.indexRecord).toEqual({
      fullName: 'Josiah Whitcomb',
      birthDate: null,
      rank: null,
      unit: null,
      serviceNumber: null,
    });
    const find = await as('visitor').gql(
      `{ image(id: ${OBJECTS.SUBSCRIBER.imageId}) { findInPage(text: "Whitcomb") { total } } }`,
    );
    expect(find.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      requirement: 'SUBSCRIBE',
      minimumAccountStatus: 'free-trial',
    });
  });
});

describe('SEARCH: hits keep their preview, not their text', () => {
  test.each(KINDS)('%s searching a surname found in every fixture publication', async (kind) => {
    const { body } = await as(kind).gql(`{ search(query: { keywords: "${fixture.surname}", maxCount: 100 }) {
      hits { title highlights matches { field } thumbnail { url } publication { accessLevel } access ${DENIAL} }
    } }`);
    expect(body.errors).toBeUndefined();
    const hits = body.data.search.hits.filter((h: { publication: unknown }) => h.publication);
    expect(new Set(hits.map((h: { publication: { accessLevel: string } }) => h.publication.accessLevel))).toEqual(
      new Set(['PUBLIC', 'REGISTERED', 'SUBSCRIBER']),
    );
    // Those who may view a hit see its highlights (so an empty list below is the denial, not a quiet search).
    const open = hits.filter(
      (h: { publication: { accessLevel: string } }) => VIEW[kind][h.publication.accessLevel as Level] === null,
    );
    expect(open.some((h: { highlights: string[] }) => h.highlights.length > 0)).toBe(true);
    for (const hit of hits) {
      const level = hit.publication.accessLevel as Level;
      expect(hit.title).toBeTruthy();
      if (VIEW[kind][level] === null) {
        expect(hit.access).toBeNull();
      } else {
        expect(hit.access).toMatchObject({ action: 'VIEW', requirement: VIEW[kind][level], accessLevel: level });
        expect(hit.highlights).toEqual([]);
        for (const match of hit.matches)
          expect(match.field === 'keywords' || match.field.startsWith('full-name')).toBe(true);
      }
    }
  });
});

describe('DOWNLOAD, PRINT and ANNOTATE', () => {
  test.each(CASES)('%s and a %s page', async (kind, level) => {
    const { body } = await as(kind).gql(
      `query($id: Int!) { image(id: $id) {
      downloadUrl printUrl download: access(action: DOWNLOAD) ${DENIAL} print: access(action: PRINT) ${DENIAL}
      annotate: access(action: ANNOTATE) ${DENIAL}
    } }`,
      { id: OBJECTS[level].imageId },
    );
    expect(body.errors).toBeUndefined();
    const image = body.data.image;
    const viewDenial = VIEW[kind][level];
    const notOffered = { requirement: null, minimumAccountStatus: null, accessLevel: level };
    const denied = (requirement: string) => ({
      requirement,
      minimumAccountStatus: MINIMUM[requirement],
      accessLevel: level,
    });
    // DOWNLOAD: the view rule first, then the publication's switch.
    const download = viewDenial ? denied(viewDenial) : DOWNLOADS[level] ? null : notOffered;
    expect(image.download === null ? null : { ...image.download, action: undefined }).toEqual(
      download && { ...download, action: undefined },
    );
    expect(image.downloadUrl === null).toBe(download !== null);
    expect(image.print === null ? null : image.print.requirement).toBe(viewDenial);
    expect(image.printUrl === null).toBe(viewDenial !== null);
    // ANNOTATE needs a member with a confirmed email (or Premium) before the level.
    const annotate = kind === 'visitor' ? 'LOGIN' : kind === 'unconfirmed' ? 'CONFIRM' : viewDenial;
    expect(image.annotate?.requirement ?? null).toBe(annotate);
    if (image.downloadUrl) expect((await as(kind).fetch(image.downloadUrl)).status).toBe(200);
    if (image.printUrl) expect((await as(kind).fetch(image.printUrl)).status).toBe(200);
  });
});

describe('signed image addresses', () => {
  const tokenOf = (address: string) => new URL(address, 'http://x').searchParams.get('token')!;
  const tile = (id: number, token: string) =>
    `/iiif/3/${id}/0,0,512,512/512,/0/default.jpg?token=${encodeURIComponent(token)}`;

  test('a forged tile token is a 403', async () => {
    const id = OBJECTS.SUBSCRIBER.imageId;
    const { body } = await as('annual').gql(`{ image(id: ${id}) { tileSource } }`);
    const token = tokenOf(body.data.image.tileSource);
    expect((await as('annual').fetch(tile(id, token))).status).toBe(200);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const response = await as('annual').fetch(tile(id, forged));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: 'signature-mismatch' });
  });

  test('an expired tile token is a 403', async () => {
    const id = OBJECTS.PUBLIC.imageId;
    const old = signImageAccessToken(id, null, urlSigningSecret(), Date.now() - 3 * 3600_000);
    const response = await as('visitor').fetch(tile(id, old));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: 'signature-expired' });
  });

  test('a Premium member’s tile address does not open for a visitor, nor does a forged download address', async () => {
    const id = OBJECTS.SILO.imageId;
    const { body } = await as('monthly').gql(`{ image(id: ${id}) { tileSource downloadUrl } }`);
    expect((await as('visitor').fetch(tile(id, tokenOf(body.data.image.tileSource)))).status).toBe(403);
    const download: string = body.data.image.downloadUrl;
    expect((await as('visitor').fetch(download)).status).toBe(403);
    expect((await as('monthly').fetch(download.replace(/hash=[^&]+/, 'hash=forged'))).status).toBe(403);
  });
});

describe('private memorials', () => {
  test('are not there for other members or visitors, through memorial(id), memorial(globalId), node and nodes', async () => {
    await services.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PRIVATE' })
      .where('id', '=', fixture.topicMemorialId)
      .execute();
    try {
      for (const kind of ['visitor', 'annual'] as const) {
        const { body } = await as(kind).gql(
          `{ memorial(id: ${fixture.topicMemorialId}) { id } node(id: "STORY_PAGE:${fixture.topicMemorialId}") { id }
          byGlobal: memorial(globalId: "STORY_PAGE:${fixture.topicMemorialId}") { id }
          nodes(ids: ["STORY_PAGE:${fixture.topicMemorialId}", "STORY_PAGE:${fixture.memorialId}"]) { id } }`,
        );
        expect(body).toEqual({
          data: {
            memorial: null,
            node: null,
            byGlobal: null,
            nodes: [null, { id: `STORY_PAGE:${fixture.memorialId}` }],
          },
        });
      }
    } finally {
      await services.db.db
        .updateTable('memorials')
        .set({ privacy_mode: 'PUBLIC' })
        .where('id', '=', fixture.topicMemorialId)
        .execute();
    }
  });
});
