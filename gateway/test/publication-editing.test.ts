import { randomBytes } from 'node:crypto';
import { fixture } from '@muster/testkit/fixtures';
import { addMembers, Browser, setPassword, signedIn } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Issue 15 point 4: staff with the publications ability edit a publication's editorial fields through GraphQL, and a
 * change of access level reaches everything a visitor gets within 5 s: the record, the page and its scan, its tiles
 * (the gateway's public tile cache included), crops, search hits and the publicly cached catalogue. With REDIS_URL
 * set, a second gateway sharing the Redis cache serves the visitor while staff edit on the first.
 */
const PASSWORD = 'Publications-1863';
const PENSIONS = fixture.publications.pensions; // PUBLIC
const PAGE = fixture.images.pensionCard; // page 201 of the pensions
const RECORD = 13; // Mary Whitcomb, on page 201
const CONTENT = { id: 5, username: 'editor', password: PASSWORD };
const SUPPORT = { id: 6, username: 'helper', password: PASSWORD };
const BASIC = { id: 7, username: 'basic', password: PASSWORD };
const SUBSCRIBER = { id: fixture.user.id, username: fixture.user.username, password: PASSWORD };
const ADMIN = { id: 2, username: 'archivist', password: PASSWORD };
const redisUrl = process.env.REDIS_URL;

const EDITOR = `query Editor($id: Int!) { publicationEditor(id: $id) {
  publicationId effectiveAccessLevel lastModification
  fields { name type group nullable maxLength allowed }
  values { configuredAccessLevel minimumAccessLevel maximumAccessLevel allowDownload percentComplete percentCompleteOverride coverImageId browseLabels provider }
  warnings { code message }
  recentChanges { kind staffId changes { field from to } }
} }`;
const UPDATE = `mutation Update($id: Int!, $input: PublicationEditInput!) { updatePublication(id: $id, input: $input) {
  editor { effectiveAccessLevel values { configuredAccessLevel minimumAccessLevel } warnings { code } }
  userErrors { field code message }
} }`;
const CREATE = `mutation Create($input: PublicationEditInput!) { createPublication(input: $input) {
  editor { publicationId effectiveAccessLevel values { title provider } }
  userErrors { field code message }
} }`;

let services: TestServices;
let gateway: TestGateway;
/** The gateway the visitor uses: a second one sharing Redis when REDIS_URL is set, else the same one. */
let visitorGateway: TestGateway;
let staff: Browser;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  await addMembers(db, [
    { ...CONTENT, roles: ['content'] },
    { ...SUPPORT, roles: ['support'] },
    { ...BASIC, roles: [] },
  ]);
  await db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', ADMIN.id).execute();
  for (const who of [CONTENT, SUPPORT, BASIC, SUBSCRIBER, ADMIN]) await setPassword(db, who.id, PASSWORD);
  const shared = redisUrl ? { redisUrl, cacheNamespace: `muster-test-${randomBytes(6).toString('hex')}` } : {};
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false, ...shared });
  visitorGateway = redisUrl ? await startGateway({ servicesUrl: services.url, warmCache: false, ...shared }) : gateway;
  staff = await signedIn(gateway.url, CONTENT);
}, 180_000);

afterAll(async () => {
  if (visitorGateway !== gateway) await visitorGateway?.stop();
  await gateway?.stop();
  await services?.stop();
});

describe('the publication editor in GraphQL', () => {
  test('is refused to visitors, Basic members, subscribers and staff without the publications ability', async () => {
    const visitor = new Browser(gateway.url);
    const basic = await signedIn(gateway.url, BASIC);
    const subscriber = await signedIn(gateway.url, SUBSCRIBER);
    const support = await signedIn(gateway.url, SUPPORT);
    const calls: [string, Record<string, unknown>][] = [
      [EDITOR, { id: PENSIONS }],
      ['{ publicationWarnings { code } }', {}],
      ['{ contentProviders }', {}],
      [UPDATE, { id: PENSIONS, input: { configuredAccessLevel: 'SILO' } }],
      [CREATE, { input: { title: 'Sneaky', provider: 'National Archives' } }],
    ];
    for (const [query, variables] of calls) {
      const codes = [];
      for (const who of [visitor, basic, subscriber, support])
        codes.push((await who.gql(query, variables)).body.errors?.[0]?.extensions?.code);
      expect(codes).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
    }
    const row = await services.db.db
      .selectFrom('publications')
      .selectAll()
      .where('id', '=', PENSIONS)
      .executeTakeFirst();
    expect(row).toMatchObject({ access_level: 'PUBLIC', configured_access_level: null });
    expect(await services.db.db.selectFrom('publications').select('id').execute()).toHaveLength(3);
  });

  test('shows the fields, their kinds and values, and answers refusals as userErrors by field, changing nothing', async () => {
    const { body } = await staff.gql(EDITOR, { id: PENSIONS });
    expect(body.errors).toBeUndefined();
    const editor = body.data.publicationEditor;
    expect(editor).toMatchObject({
      publicationId: PENSIONS,
      effectiveAccessLevel: 'PUBLIC',
      values: { configuredAccessLevel: 'PUBLIC', minimumAccessLevel: 'PUBLIC', maximumAccessLevel: 'SILO' },
      recentChanges: [],
    });
    expect(editor.fields.find((f: { name: string }) => f.name === 'provider')).toEqual({
      name: 'provider',
      type: 'PROVIDER',
      group: 'DESCRIPTIONS',
      nullable: false,
      maxLength: null,
      allowed: ['National Archives'],
    });
    expect((await staff.gql(EDITOR, { id: 999 })).body.data.publicationEditor).toBeNull();
    expect((await staff.gql('{ contentProviders }')).body.data.contentProviders).toEqual(['National Archives']);

    for (const [input, field, code] of [
      [
        { minimumAccessLevel: 'SILO', maximumAccessLevel: 'SUBSCRIBER' },
        'minimumAccessLevel',
        'PUBLICATION_ACCESS_RANGE',
      ],
      [{ percentComplete: 150 }, 'percentComplete', 'PUBLICATION_PERCENT_RANGE'],
      [{ provider: 'Nobody' }, 'provider', 'PUBLICATION_PROVIDER_UNKNOWN'],
      [{ coverImageId: fixture.images.first }, 'coverImageId', 'PUBLICATION_IMAGE_INVALID'],
      [{ allowPrint: null }, 'allowPrint', 'PUBLICATION_VALUE_INVALID'],
    ] as const) {
      const answer = await staff.gql(UPDATE, { id: PENSIONS, input });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.updatePublication).toEqual({
        editor: null,
        userErrors: [{ field: ['input', field], code, message: expect.any(String) }],
      });
    }
    const unknown = await staff.gql(UPDATE, { id: 999, input: { isNew: true } });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await staff.gql(EDITOR, { id: PENSIONS })).body.data.publicationEditor.recentChanges).toEqual([]);
  });

  test('makes a new publication, audited', async () => {
    const refused = await staff.gql(CREATE, { input: { title: 'Muster Rolls' } });
    expect(refused.body.data.createPublication.userErrors).toEqual([
      {
        field: ['input', 'provider'],
        code: 'PUBLICATION_VALUE_INVALID',
        message: 'A new publication needs a provider',
      },
    ]);
    const made = await staff.gql(CREATE, { input: { title: 'Civil War Muster Rolls', provider: 'National Archives' } });
    expect(made.body.data.createPublication).toEqual({
      editor: {
        publicationId: 4,
        effectiveAccessLevel: 'SUBSCRIBER',
        values: { title: 'Civil War Muster Rolls', provider: 'National Archives' },
      },
      userErrors: [],
    });
    const { body } = await new Browser(visitorGateway.url).gql('{ publications { publicationId accessLevel } }');
    expect(body.data.publications).toContainEqual({ publicationId: 4, accessLevel: 'SUBSCRIBER' });
    const audit = await services.db.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'publication-created')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ staff_id: CONTENT.id })]);
  });
});

describe('a change of access level', () => {
  const tileOf = (tileSource: string) => {
    const token = new URL(tileSource, 'http://x').searchParams.get('token')!;
    return `/iiif/3/${PAGE}/0,0,256,256/256,256/0/default.jpg?token=${encodeURIComponent(token)}`;
  };
  const CROP = `/thumbnail/${PAGE}/200/300/0_0_200_300/0.jpg`;
  const VISITOR_VIEW = `{
    indexRecord(id: ${RECORD}) { rank access { requirement } }
    image(id: ${PAGE}) { scanUrl tileSource access { requirement } }
    search(query: { keywords: "Whitcomb", maxCount: 100 }) { hits { publication { publicationId } highlights access { requirement } } }
    widows: search(query: { keywords: "Widow" }) { total }
  }`;
  /** What a visitor gets of the pensions publication: record, page, search hits and the cached catalogue. */
  async function visitorSees(visitor: Browser) {
    const { body } = await visitor.gql(VISITOR_VIEW);
    expect(body.errors).toBeUndefined();
    const catalogue = await visitor.gql('query Catalogue { publications { publicationId accessLevel } }');
    const hits = body.data.search.hits.filter(
      (h: { publication: { publicationId: number } | null }) => h.publication?.publicationId === PENSIONS,
    );
    return {
      record: body.data.indexRecord,
      image: body.data.image,
      hitRequirements: [
        ...new Set(hits.map((h: { access: { requirement: string } | null }) => h.access?.requirement ?? null)),
      ],
      highlighted: hits.some((h: { highlights: string[] }) => h.highlights.length > 0),
      // "Widow" is only the rank of the pensions' records: a word their record pages hide from who may not view them.
      widows: body.data.widows.total,
      catalogueLevel: catalogue.body.data.publications.find(
        (p: { publicationId: number }) => p.publicationId === PENSIONS,
      ).accessLevel,
    };
  }

  /** Polls until the visitor sees `level` (at most 5 s, the bound), answering how long it took. */
  async function within5s(visitor: Browser, level: string): Promise<number> {
    const started = Date.now();
    while ((await visitorSees(visitor)).catalogueLevel !== level) {
      if (Date.now() - started > 5_000) throw new Error(`the visitor still does not see ${level} after 5 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return Date.now() - started;
  }

  test('PUBLIC → SUBSCRIBER refuses the visitor the record, scan, tile, crop and search text; and back', async () => {
    const visitor = new Browser(visitorGateway.url);
    const before = await visitorSees(visitor);
    expect(before).toMatchObject({ record: { access: null }, image: { access: null }, catalogueLevel: 'PUBLIC' });
    expect(before.record.rank).toBeTruthy();
    expect(before.hitRequirements).toEqual([null]);
    expect(before.highlighted).toBe(true);
    expect(before.widows).toBeGreaterThanOrEqual(4);
    const { scanUrl, tileSource } = before.image;
    expect((await visitor.fetch(scanUrl)).status).toBe(200);
    expect((await visitor.fetch(tileOf(tileSource))).status).toBe(200);
    // The second time from the gateway's cache of public tiles.
    expect((await visitor.fetch(tileOf(tileSource))).headers.get('x-muster-gateway-cache')).toBe('hit');
    expect((await visitor.fetch(CROP)).status).toBe(200);

    const edit = await staff.gql(UPDATE, { id: PENSIONS, input: { configuredAccessLevel: 'SUBSCRIBER' } });
    expect(edit.body.data.updatePublication).toEqual({
      editor: {
        effectiveAccessLevel: 'SUBSCRIBER',
        values: { configuredAccessLevel: 'SUBSCRIBER', minimumAccessLevel: 'PUBLIC' },
        warnings: [{ code: 'NO_COVER_IMAGE' }],
      },
      userErrors: [],
    });
    await within5s(visitor, 'SUBSCRIBER');
    const after = await visitorSees(visitor);
    expect(after.record).toEqual({ rank: null, access: { requirement: 'SUBSCRIBE' } });
    expect(after.image).toEqual({ scanUrl: null, tileSource: null, access: { requirement: 'SUBSCRIBE' } });
    expect(after.hitRequirements).toEqual(['SUBSCRIBE']);
    // The hidden words of the records moved to the SUBSCRIBER level in the index: a visitor's keyword no longer
    // matches them, and the hits keep no highlights.
    expect(after).toMatchObject({ highlighted: false, widows: before.widows - 4 });
    // Addresses signed before the change open nothing any more, the kept tile included.
    expect((await visitor.fetch(tileOf(tileSource))).status).toBe(403);
    expect((await visitor.fetch(scanUrl)).status).toBe(403);
    expect((await visitor.fetch(CROP)).status).toBe(403);

    // Back to PUBLIC, this time by lowering a maximum: the configured SUBSCRIBER is clamped to it.
    const back = await staff.gql(UPDATE, { id: PENSIONS, input: { maximumAccessLevel: 'PUBLIC' } });
    expect(back.body.data.updatePublication.editor).toEqual({
      effectiveAccessLevel: 'PUBLIC',
      values: { configuredAccessLevel: 'SUBSCRIBER', minimumAccessLevel: 'PUBLIC' },
      warnings: [{ code: 'ACCESS_CLAMPED' }, { code: 'NO_COVER_IMAGE' }],
    });
    await within5s(visitor, 'PUBLIC');
    const again = await visitorSees(visitor);
    expect(again).toMatchObject({
      record: { access: null },
      image: { access: null },
      hitRequirements: [null],
      highlighted: true,
      widows: before.widows,
    });
    expect((await visitor.fetch(tileOf(again.image.tileSource))).status).toBe(200);
    expect((await visitor.fetch(CROP)).status).toBe(200);

    // Every change is in the editor's history and the staff audit, from → to.
    const history = (await staff.gql(EDITOR, { id: PENSIONS })).body.data.publicationEditor.recentChanges;
    expect(history).toEqual([
      {
        kind: 'EDITED',
        staffId: CONTENT.id,
        changes: [{ field: 'maximumAccessLevel', from: '"SILO"', to: '"PUBLIC"' }],
      },
      {
        kind: 'EDITED',
        staffId: CONTENT.id,
        changes: [{ field: 'configuredAccessLevel', from: '"PUBLIC"', to: '"SUBSCRIBER"' }],
      },
    ]);
    const audit = await services.db.db
      .selectFrom('staff_audit')
      .select(['action', 'detail'])
      .where('action', '=', 'publication-edited')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.detail)).toEqual([
      'publication 2: configuredAccessLevel: "PUBLIC" → "SUBSCRIBER"; access level: PUBLIC → SUBSCRIBER',
      'publication 2: maximumAccessLevel: "SILO" → "PUBLIC"; access level: SUBSCRIBER → PUBLIC',
    ]);
  });
});
