import { readGedcom } from 'read-gedcom';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Memorial editing through GraphQL (issue 6 point 1): create each type, edit every kind of element, the §5
 * limits with their exact messages and field paths, date reading, reorder, privacy, import, Your Memorials,
 * the GEDCOM file on the site's origin, delete.
 */
let services: TestServices;
let gateway: TestGateway;
const OWNER = { id: fixture.user.id, username: fixture.user.username, password: 'Subscriber-1862' };
const OTHER = { id: 2, username: 'archivist', password: 'Archivist-1863' };

const MEMORIAL = `
  id memorialId type title description privacyMode primaryMilitaryEvent ownerUsername gedcomUrl
  permissions { canEdit canComment isOwner }
  elements { __typename id kind ordinal authorUsername canEdit }
  stories { id title content dateText date { start { year month day } end { year } } shareUrl }
  facts { id type name value date { start { year month day } end { year month day } } place origin sources { id link comment } shareUrl }
  sources { id link comment } links { id type url text shareUrl }
  coverImage { id reference rect { x y w h } shareUrl thumbnail(width: 100, height: 100) { url width height } }
  backgroundImage { id reference yPosition } honorImage { id reference }
  comments { id text authorUsername canEdit } corrections { id text field }`;
// The form mutations answer a payload: the memorial, or the validation failures as data (issue 14 point 6).
const PAYLOAD = `memorial { ${MEMORIAL} } userErrors { field message code }`;
const CREATE = `mutation Create($input: CreateMemorialInput!) { createMemorial(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($id: Int!, $input: UpdateMemorialInput!) { updateMemorial(id: $id, input: $input) { ${PAYLOAD} } }`;
const CHANGE = `mutation Change($memorialId: Int!, $changes: [MemorialElementChangeInput!], $newElements: [MemorialElementInput!], $deletions: [ID!]) {
  changeMemorialElements(memorialId: $memorialId, changes: $changes, newElements: $newElements, deletions: $deletions) { ${PAYLOAD} } }`;
const REORDER = `mutation Reorder($memorialId: Int!, $elementIds: [ID!]!) { reorderMemorialElements(memorialId: $memorialId, elementIds: $elementIds) { elements { id } } }`;
const READ = `query Read($id: Int!) { memorial(id: $id) { ${MEMORIAL} } }`;
const MINE = `query Mine($first: Int, $after: String) { myMemorials(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { memorialId title privacyMode } } } }`;

let owner: Browser;
let other: Browser;

beforeAll(async () => {
  services = await startServices();
  await setPassword(services.db.db, OWNER.id, OWNER.password);
  await setPassword(services.db.db, OTHER.id, OTHER.password);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
  owner = await signedIn(gateway.url, OWNER);
  other = await signedIn(gateway.url, OTHER);
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const create = async (browser: Browser, input: Record<string, unknown>) => {
  const { body } = await browser.gql(CREATE, {
    input: { type: 'SERVICEPERSON', title: 'Josiah Whitcomb', description: 'Fell at Antietam.', ...input },
  });
  expect(body.errors).toBeUndefined();
  expect(body.data.createMemorial.userErrors).toEqual([]);
  return body.data.createMemorial.memorial;
};

/** A refusal answered as data: no `errors`, no memorial, one userError naming the field by its path. */
const expectRefused = (body: any, name: string, userError: { field: string[] | null; message: string }) => {
  expect(body.errors).toBeUndefined();
  expect(body.data[name]).toEqual({ memorial: null, userErrors: [{ ...userError, code: 'BAD_USER_INPUT' }] });
};

describe('memorial editing over GraphQL', () => {
  it('creates a memorial of each type; visitors are asked to sign in', async () => {
    for (const type of ['PERSON', 'SERVICEPERSON', 'EVENT', 'ORGANIZATION', 'PLACE', 'TOPIC']) {
      const m = await create(owner, { type, title: `A ${type}` });
      expect(m).toMatchObject({
        type,
        title: `A ${type}`,
        privacyMode: 'PUBLIC',
        ownerUsername: OWNER.username,
        permissions: { canEdit: true, isOwner: true },
      });
      expect(m.gedcomUrl).toBe(
        ['PERSON', 'SERVICEPERSON'].includes(type) ? `/download/gedcom/memorial/${m.memorialId}` : null,
      );
    }
    const visitor = new Browser(gateway.url);
    const { body } = await visitor.gql(CREATE, { input: { type: 'PERSON', title: 'x', description: 'y' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers a text past its §5 limit as a userError with the exact message and the field, changing nothing', async () => {
    const m = await create(owner, {});
    const tooLong = await owner.gql(UPDATE, { id: m.memorialId, input: { title: 'a'.repeat(257) } });
    expectRefused(tooLong.body, 'updateMemorial', {
      field: ['input', 'title'],
      message: 'The title you entered is too long. 257 (Max: 256)',
    });
    expectRefused((await owner.gql(UPDATE, { id: m.memorialId, input: { description: '' } })).body, 'updateMemorial', {
      field: ['input', 'description'],
      message: 'The description you entered is too short. 0 (Min: 1)',
    });
    const created = await owner.gql(CREATE, {
      input: { type: 'PERSON', title: 't'.repeat(300), description: 'Fell at Antietam.' },
    });
    expectRefused(created.body, 'createMemorial', {
      field: ['input', 'title'],
      message: 'The title you entered is too long. 300 (Max: 256)',
    });
    expect((await owner.gql(READ, { id: m.memorialId })).body.data.memorial).toEqual(m);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { kind: 'STORY', story: { title: 't', content: 'c'.repeat(65_536) } },
        'newElements.0.story.content',
        'The story you entered is too long. 65536 (Max: 65535)',
      ],
      [
        { kind: 'COMMENT', comment: { text: 'c'.repeat(2601) } },
        'newElements.0.comment.text',
        'The comment you entered is too long. 2601 (Max: 2600)',
      ],
      [
        {
          kind: 'FACT',
          fact: { type: 'rank', name: 'Rank', value: 'Private', sources: [{ comment: 'c'.repeat(257) }] },
        },
        'newElements.0.fact.sources.0.comment',
        'The comment you entered is too long. 257 (Max: 256)',
      ],
      [
        { kind: 'LINK', link: { type: 'WEB', url: 'https://example.org', text: 'x'.repeat(1025) } },
        'newElements.0.link.text',
        'The link text you entered is too long. 1025 (Max: 1024)',
      ],
      [
        { kind: 'CORRECTION', correction: { text: 'x'.repeat(513) } },
        'newElements.0.correction.text',
        'The correction you entered is too long. 513 (Max: 512)',
      ],
      [
        { kind: 'FACT', fact: { type: 'date.vital.birth', name: 'Birth', value: '1399' } },
        'newElements.0.fact.value',
        'The date you entered is not valid. Enter a 4-digit year from 1400 to 2099, e.g. 17 Sep 1862 or 1861-1865',
      ],
      [{ kind: 'STORY', comment: { text: 'x' } }, 'newElements.0.story', 'A STORY element needs its story'],
    ];
    for (const [element, field, message] of cases) {
      const { body } = await owner.gql(CHANGE, { memorialId: m.memorialId, newElements: [element] });
      expectRefused(body, 'changeMemorialElements', { field: field.split('.'), message });
    }
    expect((await owner.gql(READ, { id: m.memorialId })).body.data.memorial).toEqual(m);
  });

  it('edits stories, facts with dates and places, sources, links, pictures, comments and corrections; reorders', async () => {
    const m = await create(owner, { type: 'PERSON' });
    const { body } = await owner.gql(CHANGE, {
      memorialId: m.memorialId,
      newElements: [
        {
          kind: 'STORY',
          story: {
            title: 'The West Woods',
            content: 'He fell there.',
            dateText: '17 Sep 1862',
            placeText: 'Sharpsburg, Maryland',
          },
        },
        {
          kind: 'FACT',
          fact: {
            type: 'date.vital.birth',
            name: 'Birth',
            value: 'March 3, 1838',
            sources: [{ link: '/record/1', comment: 'Service record' }],
          },
        },
        { kind: 'FACT', fact: { type: 'date.military.service', name: 'Service', value: '1865 to 1861' } },
        { kind: 'FACT', fact: { type: 'place.vital.birth', name: 'Birthplace', value: 'Boston, Massachusetts' } },
        { kind: 'SOURCE', source: { link: 'https://example.org/letters', comment: 'Family letters' } },
        { kind: 'LINK', link: { type: 'WEB', url: 'https://example.org/antietam', text: 'Antietam' } },
        {
          kind: 'COVER_IMAGE',
          image: { reference: `IMAGE:${fixture.images.first}`, rect: { x: 10, y: 20, w: 300, h: 400 } },
        },
        { kind: 'BACKGROUND_IMAGE', image: { reference: `IMAGE:${fixture.images.second}`, yPosition: 40 } },
        { kind: 'HONOR_IMAGE', image: { reference: `IMAGE:${fixture.images.third}` } },
      ],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.changeMemorialElements.userErrors).toEqual([]);
    const edited = body.data.changeMemorialElements.memorial;
    const [story] = edited.stories;
    expect(story).toMatchObject({
      dateText: '17 Sep 1862',
      date: { start: { year: 1862, month: 9, day: 17 }, end: null },
      shareUrl: `/memorial/${m.memorialId}?story=${story.id}`,
    });
    expect(edited.facts.map((f: any) => [f.date, f.place])).toEqual([
      [{ start: { year: 1838, month: 3, day: 3 }, end: null }, null],
      [{ start: { year: 1861, month: null, day: null }, end: { year: 1865, month: null, day: null } }, null],
      [null, 'Boston, Massachusetts'],
    ]);
    expect(edited.facts[0].sources).toEqual([
      { id: `${edited.facts[0].id}.0`, link: '/record/1', comment: 'Service record' },
    ]);
    expect(edited.facts[0].shareUrl).toBe(`/memorial/${m.memorialId}?fact=${edited.facts[0].id}`);
    expect(edited.sources).toEqual([
      expect.objectContaining({ link: 'https://example.org/letters', comment: 'Family letters' }),
    ]);
    expect(edited.links[0]).toMatchObject({
      type: 'WEB',
      url: 'https://example.org/antietam',
      text: 'Antietam',
      shareUrl: `/memorial/${m.memorialId}?link=${edited.links[0].id}`,
    });
    expect(edited.coverImage).toMatchObject({
      reference: 'IMAGE:101',
      rect: { x: 10, y: 20, w: 300, h: 400 },
      shareUrl: `/memorial/${m.memorialId}?img=${edited.coverImage.id}`,
    });
    // The cover shows the chosen part of the scan, fitted to the box in its own shape (300 × 400 into 100 × 100).
    // It comes from the memorial's reference, so a visitor sees the owner's crop and no crop of their own choosing.
    expect(edited.coverImage.thumbnail).toEqual({
      url: `/reference/STORY_PAGE/${m.memorialId}?element=${edited.coverImage.id}&width=100&height=100`,
      width: 75,
      height: 100,
    });
    expect((await fetch(gateway.url + edited.coverImage.thumbnail.url)).status).toBe(200);
    expect(edited.backgroundImage).toMatchObject({ reference: 'IMAGE:102', yPosition: 40 });
    expect(edited.honorImage).toMatchObject({ reference: 'IMAGE:103' });
    expect(edited.elements.map((e: any) => e.__typename)).toEqual([
      'MemorialStory',
      'MemorialFact',
      'MemorialFact',
      'MemorialFact',
      'MemorialSource',
      'MemorialLink',
      'MemorialImage',
      'MemorialImage',
      'MemorialImage',
    ]);

    // Another member comments and corrects; only the owner may change the rest.
    const seen = (await other.gql(READ, { id: m.memorialId })).body.data.memorial;
    expect(seen.permissions).toEqual({ canEdit: false, canComment: true, isOwner: false });
    const commented = await other.gql(CHANGE, {
      memorialId: m.memorialId,
      newElements: [
        { kind: 'COMMENT', comment: { text: 'Never forgotten.' } },
        { kind: 'CORRECTION', correction: { text: 'Born 1839.', field: 'Birth' } },
      ],
    });
    expect(commented.body.data.changeMemorialElements.memorial.comments).toEqual([
      expect.objectContaining({ text: 'Never forgotten.', authorUsername: OTHER.username, canEdit: true }),
    ]);
    expect(commented.body.data.changeMemorialElements.memorial.corrections).toEqual([
      expect.objectContaining({ text: 'Born 1839.', field: 'Birth' }),
    ]);
    // Another member's memorial is a refusal of rights: an error, with no payload (not a userError).
    const refused = await other.gql(CHANGE, { memorialId: m.memorialId, deletions: [story.id] });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.data).toBeNull();
    expect(
      (await other.gql(UPDATE, { id: m.memorialId, input: { title: 'Mine' } })).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');

    // The owner changes a story, checks the kind, and reorders everything.
    const changed = await owner.gql(CHANGE, {
      memorialId: m.memorialId,
      changes: [
        { id: story.id, element: { kind: 'STORY', story: { title: 'West Woods', content: 'x'.repeat(65_536) } } },
      ],
    });
    expectRefused(changed.body, 'changeMemorialElements', {
      field: ['changes', '0', 'element', 'story', 'content'],
      message: 'The story you entered is too long. 65536 (Max: 65535)',
    });
    const wrongKind = await owner.gql(CHANGE, {
      memorialId: m.memorialId,
      changes: [{ id: story.id, element: { kind: 'COMMENT', comment: { text: 'x' } } }],
    });
    expect(wrongKind.body.data.changeMemorialElements.userErrors[0].field).toEqual(['changes', '0', 'element', 'kind']);
    const ids = (await owner.gql(READ, { id: m.memorialId })).body.data.memorial.elements.map((e: any) => e.id);
    const reversed = [...ids].reverse();
    expect(
      (
        await owner.gql(REORDER, { memorialId: m.memorialId, elementIds: reversed })
      ).body.data.reorderMemorialElements.elements.map((e: any) => e.id),
    ).toEqual(reversed);
    expect(
      (await owner.gql(REORDER, { memorialId: m.memorialId, elementIds: ids.slice(1) })).body.errors?.[0]?.message,
    ).toBe('The order must list every element of the memorial exactly once');
  });

  it("adds a viewer page to an existing memorial as a picture (Add to Memorial); never to another member's", async () => {
    const m = await create(owner, { title: 'Josiah and his pages' });
    const page = { kind: 'IMAGE', image: { reference: `IMAGE:${fixture.images.second}` } };
    // Another member, and a visitor, are refused as errors: no payload, nothing added.
    const refused = await other.gql(CHANGE, { memorialId: m.memorialId, newElements: [page] });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.data).toBeNull();
    const visitor = await new Browser(gateway.url).gql(CHANGE, { memorialId: m.memorialId, newElements: [page] });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.gql(READ, { id: m.memorialId })).body.data.memorial.elements).toEqual([]);
    // A page that does not exist is the form's refusal, by the field that names it.
    const missing = await owner.gql(CHANGE, {
      memorialId: m.memorialId,
      newElements: [{ kind: 'IMAGE', image: { reference: `IMAGE:${fixture.missingId}` } }],
    });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data.changeMemorialElements).toMatchObject({
      memorial: null,
      userErrors: [{ field: expect.arrayContaining(['newElements', '0', 'image']), code: 'BAD_USER_INPUT' }],
    });
    // The owner adds it: it is one of the memorial's pictures, which other members see.
    const added = await owner.gql(CHANGE, { memorialId: m.memorialId, newElements: [page] });
    expect(added.body.data.changeMemorialElements.userErrors).toEqual([]);
    const seen = await other.gql(`query($id: Int!) { memorial(id: $id) { images { kind reference } } }`, {
      id: m.memorialId,
    });
    expect(seen.body.data.memorial.images).toEqual([{ kind: 'IMAGE', reference: `IMAGE:${fixture.images.second}` }]);
  });

  it("names a source's record so the page can label the link with the record's title", async () => {
    const m = await create(owner, { title: 'Josiah, with sources' });
    const sources = [
      { link: `/record/${fixture.josiahRecordId}`, comment: 'His service record' },
      { link: 'https://example.org/letters', comment: 'Family letters' },
      { link: `/record/${fixture.missingId}` },
    ].map((source) => ({ kind: 'SOURCE', source }));
    await owner.gql(CHANGE, { memorialId: m.memorialId, newElements: sources });
    const READ_SOURCES = `query($id: Int!) { memorial(id: $id) { sources { link record { recordId title } } } }`;
    const { title } = (
      await owner.gql(`query($id: Int!) { indexRecord(id: $id) { title } }`, { id: fixture.josiahRecordId })
    ).body.data.indexRecord;
    // A visitor reads the public memorial's sources as the owner does.
    const read = await new Browser(gateway.url).gql(READ_SOURCES, { id: m.memorialId });
    expect(read.body.data.memorial.sources).toEqual([
      { link: `/record/${fixture.josiahRecordId}`, record: { recordId: fixture.josiahRecordId, title } },
      { link: 'https://example.org/letters', record: null },
      { link: `/record/${fixture.missingId}`, record: null },
    ]);
  });

  it('keeps a private memorial from everybody else; Your Memorials lists both', async () => {
    const m = await create(owner, { title: 'Kept private', privacyMode: 'PRIVATE' });
    expect((await other.gql(READ, { id: m.memorialId })).body.data.memorial).toBeNull();
    expect(
      (await other.gql(UPDATE, { id: m.memorialId, input: { title: 'x' } })).body.errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await new Browser(gateway.url).fetch(`/download/gedcom/memorial/${m.memorialId}`)).status).toBe(404);
    const page = await owner.gql(MINE, { first: 2 });
    expect(page.body.data.myMemorials.edges[0].node).toMatchObject({
      memorialId: m.memorialId,
      privacyMode: 'PRIVATE',
    });
    expect(page.body.data.myMemorials.pageInfo.hasNextPage).toBe(true);
    const next = await owner.gql(MINE, { first: 2, after: page.body.data.myMemorials.pageInfo.endCursor });
    expect(next.body.data.myMemorials.edges[0].node.memorialId).not.toBe(m.memorialId);
    expect((await new Browser(gateway.url).gql(MINE)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await owner.gql(UPDATE, { id: m.memorialId, input: { privacyMode: 'PUBLIC' } })).body.data.updateMemorial
        .memorial.privacyMode,
    ).toBe('PUBLIC');
    expect((await other.gql(READ, { id: m.memorialId })).body.data.memorial.title).toBe('Kept private');
  });

  it('imports facts from a record, creates from a record, exports GEDCOM, deletes', async () => {
    const m = await create(owner, { type: 'PERSON', title: 'Josiah Whitcomb' });
    const facts = await owner.gql(
      `query { importableFacts(memorialId: ${m.memorialId}, recordId: ${fixture.josiahRecordId}) { id value alreadyOnMemorial } }`,
    );
    expect(facts.body.data.importableFacts).toEqual(
      expect.arrayContaining([{ id: 'rank', value: 'Private', alreadyOnMemorial: false }]),
    );
    const imported = await owner.gql(
      `mutation { importFactsFromRecord(memorialId: ${m.memorialId}, recordId: ${fixture.josiahRecordId}, factIds: ["date.vital.birth", "rank"]) { facts { type value origin } } }`,
    );
    expect(imported.body.data.importFactsFromRecord.facts).toEqual([
      { type: 'date.vital.birth', value: '1838', origin: 'INDEX_RECORD:1' },
      { type: 'rank', value: 'Private', origin: 'INDEX_RECORD:1' },
    ]);
    const fromRecord = await owner.gql(
      `mutation { createMemorialFromRecord(recordId: ${fixture.josiahRecordId}) { memorial { memorialId type title indexRecord { id } facts { type } } userErrors { message } } }`,
    );
    expect(fromRecord.body.data.createMemorialFromRecord.userErrors).toEqual([]);
    expect(fromRecord.body.data.createMemorialFromRecord.memorial).toMatchObject({
      type: 'SERVICEPERSON',
      title: 'Josiah Whitcomb',
      indexRecord: { id: 'INDEX_RECORD:1' },
    });

    // Made from the wrong record: the owner disconnects it; the facts it brought stay. Nobody else may.
    const made = fromRecord.body.data.createMemorialFromRecord.memorial;
    const DISCONNECT = `mutation { disconnectMemorialRecord(memorialId: ${made.memorialId}, recordId: ${fixture.josiahRecordId}) { indexRecord { id } facts { type } } }`;
    expect((await other.gql(DISCONNECT)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gateway.gql(DISCONNECT)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.gql(READ, { id: made.memorialId })).body.data.memorial).toBeTruthy();
    const disconnected = await owner.gql(DISCONNECT);
    expect(disconnected.body.errors).toBeUndefined();
    expect(disconnected.body.data.disconnectMemorialRecord).toEqual({ indexRecord: null, facts: made.facts });
    const missing = await owner.gql(
      `mutation { disconnectMemorialRecord(memorialId: 999999, recordId: ${fixture.josiahRecordId}) { memorialId } }`,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const file = await other.fetch(`/download/gedcom/memorial/${m.memorialId}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('.ged');
    const gedcom = readGedcom(await file.arrayBuffer());
    const person = gedcom.getIndividualRecord();
    expect(person.getName().valueAsParts()).toEqual([['Josiah', 'Whitcomb', undefined]]);
    expect(person.getEventBirth().getDate().value()).toEqual(['1838']);

    expect(
      (await other.gql(`mutation { deleteMemorial(id: ${m.memorialId}) }`)).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await owner.gql(`mutation { deleteMemorial(id: ${m.memorialId}) }`)).body.data.deleteMemorial).toBe(true);
    expect((await owner.gql(READ, { id: m.memorialId })).body.data.memorial).toBeNull();
  });
});
