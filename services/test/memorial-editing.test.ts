import { type Identity, internalAuthSecret, signIdentity } from '../src/auth/identity';
import type { MemorialDto, ObjectReference } from '@muster/contract';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const who = (userId: number | null, accountStatus = 'annual-subscriber', roles: string[] = []): Identity => ({
  userId,
  accountStatus,
  roles,
  institutionId: null,
});
const OWNER = who(1);
const OTHER = who(2, 'non-subscriber');
const STAFF = who(3, 'non-subscriber', ['admin']);
const ANONYMOUS = who(null, 'anonymous');

interface Answer<
  T = MemorialDto & { message?: string; field?: string; limit?: string; length?: number; bound?: number },
> {
  status: number;
  body: T;
}

describe.each(backends)('memorial editing over REST on %s', (backend) => {
  let t: TestDb;
  let server: TestServices;

  const call = async <T = Answer['body']>(
    method: string,
    path: string,
    identity: Identity,
    body?: unknown,
  ): Promise<Answer<T>> => {
    const reply = await server.get<T>(`/fold31-memorial${path}`, {
      method,
      headers: {
        'x-muster-auth': signIdentity(identity, internalAuthSecret()),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: reply.status, body: reply.body };
  };
  const read = async (id: number, identity = OWNER) => (await call('GET', `/memorial/${id}`, identity)).body;
  const create = async (document: Record<string, unknown>, identity = OWNER) =>
    call('POST', '/document', identity, { document });
  const base = { type: 'PERSON', title: 'Ada Whitcomb', description: 'Sister of Josiah.' };

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    await t.db.db
      .insertInto('users')
      .values({ ...f.users[1], id: 3, username: 'curator', email: 'curator@example.org', roles: '["admin"]' })
      .execute();
    server = await startServices({ db: t });
  });
  afterAll(async () => {
    await server?.stop();
    await t?.dispose();
  });

  test('creates a memorial of each type, owned by the caller', async () => {
    for (const type of ['PERSON', 'SERVICEPERSON', 'EVENT', 'ORGANIZATION', 'PLACE', 'TOPIC']) {
      const { status, body } = await create({ ...base, type, title: `A ${type.toLowerCase()}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        type,
        title: `A ${type.toLowerCase()}`,
        privacyMode: 'PUBLIC',
        ownerId: 1,
        ownerUsername: 'hwhitcomb',
        elements: [],
      });
      expect(await read(body.memorialId)).toMatchObject({ type });
    }
    expect((await create({ ...base, type: 'ANIMAL' })).body.message).toBe(
      "'ANIMAL' is not a memorial type; use one of PERSON, SERVICEPERSON, EVENT, ORGANIZATION, PLACE, TOPIC",
    );
    expect((await create(base, ANONYMOUS)).status).toBe(401);
  });

  test('every memorial limit at its bound passes and one past it is refused with the §5 message, changing nothing', async () => {
    const { body: m } = await create(base);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['title', { title: 'a'.repeat(257) }, 'title', 'The title you entered is too long. 257 (Max: 256)'],
      ['title', { title: '   ' }, 'title', 'The title you entered is too short. 0 (Min: 1)'],
      [
        'description',
        { description: 'd'.repeat(65_536) },
        'description',
        'The description you entered is too long. 65536 (Max: 65535)',
      ],
    ];
    for (const [, change, field, message] of cases) {
      const refused = await call('PUT', `/document/${m.memorialId}`, OWNER, change);
      expect(refused).toMatchObject({ status: 400, body: { message, field } });
      expect(await read(m.memorialId)).toEqual(m);
    }
    expect((await create({ ...base, title: 'a'.repeat(257) })).body).toMatchObject({
      message: 'The title you entered is too long. 257 (Max: 256)',
      field: 'title',
      limit: 'MAX',
      length: 257,
      bound: 256,
    });
    const atBound = await call('PUT', `/document/${m.memorialId}`, OWNER, {
      title: 't'.repeat(256),
      description: 'd'.repeat(65_535),
    });
    expect(atBound.status).toBe(200);
    expect(atBound.body.title).toHaveLength(256);
    expect(atBound.body.description).toHaveLength(65_535);
  });

  const newElement = (memorialId: number, type: string, element: unknown, identity = OWNER) =>
    call('POST', `/element/${memorialId}`, identity, { newElements: [{ type, element }] });

  test('every element limit at its bound passes and one past it is refused with the §5 message, changing nothing', async () => {
    const { body: m } = await create(base);
    const cases: [type: string, ok: unknown, tooLong: unknown, field: string, message: string][] = [
      [
        'STORY',
        { title: 't'.repeat(256), content: 'c' },
        { title: 't'.repeat(257), content: 'c' },
        'newElements.0.element.title',
        'The title you entered is too long. 257 (Max: 256)',
      ],
      [
        'STORY',
        { title: 't', content: 'c'.repeat(65_535) },
        { title: 't', content: 'c'.repeat(65_536) },
        'newElements.0.element.content',
        'The story you entered is too long. 65536 (Max: 65535)',
      ],
      [
        'STORY',
        { title: 't', content: 'c' },
        { title: 't', content: '' },
        'newElements.0.element.content',
        'The story you entered is too short. 0 (Min: 1)',
      ],
      [
        'SOURCE',
        { comment: 'c'.repeat(256) },
        { comment: 'c'.repeat(257) },
        'newElements.0.element.comment',
        'The comment you entered is too long. 257 (Max: 256)',
      ],
      [
        'SOURCE',
        { link: `https://example.org/${'a'.repeat(4096 - 20)}` },
        { link: `https://example.org/${'a'.repeat(4097 - 20)}` },
        'newElements.0.element.link',
        'The link URL you entered is too long. 4097 (Max: 4096)',
      ],
      [
        'FACT',
        { type: 'rank', name: 'Rank', value: 'Private', sources: [{ comment: 'c'.repeat(256) }] },
        { type: 'rank', name: 'Rank', value: 'Private', sources: [{ comment: 'c'.repeat(257) }] },
        'newElements.0.element.sources.0.comment',
        'The comment you entered is too long. 257 (Max: 256)',
      ],
      [
        'LINK',
        { type: 'WEB', url: `https://example.org/${'a'.repeat(4096 - 20)}` },
        { type: 'WEB', url: `https://example.org/${'a'.repeat(4097 - 20)}` },
        'newElements.0.element.url',
        'The link URL you entered is too long. 4097 (Max: 4096)',
      ],
      [
        'LINK',
        { type: 'WEB', url: 'https://example.org', text: 'x'.repeat(1024) },
        { type: 'WEB', url: 'https://example.org', text: 'x'.repeat(1025) },
        'newElements.0.element.text',
        'The link text you entered is too long. 1025 (Max: 1024)',
      ],
      [
        'COMMENT',
        { text: 'x'.repeat(2600) },
        { text: 'x'.repeat(2601) },
        'newElements.0.element.text',
        'The comment you entered is too long. 2601 (Max: 2600)',
      ],
      [
        'COMMENT',
        { text: 'x' },
        { text: '' },
        'newElements.0.element.text',
        'The comment you entered is too short. 0 (Min: 1)',
      ],
      [
        'CORRECTION',
        { text: 'x'.repeat(512) },
        { text: 'x'.repeat(513) },
        'newElements.0.element.text',
        'The correction you entered is too long. 513 (Max: 512)',
      ],
    ];
    let count = 0;
    for (const [type, ok, tooLong, field, message] of cases) {
      const before = await read(m.memorialId);
      const refused = await newElement(m.memorialId, type, tooLong);
      expect(refused).toMatchObject({ status: 400, body: { message, field } });
      expect(await read(m.memorialId)).toEqual(before);
      const accepted = await newElement(m.memorialId, type, ok);
      expect(accepted.status).toBe(200);
      expect(accepted.body.elements).toHaveLength(++count);
    }
  });

  test('an unknown element type is not a supported type', async () => {
    const { body: m } = await create(base);
    expect(await newElement(m.memorialId, 'PARTNER', { name: 'x' })).toMatchObject({
      status: 400,
      body: { message: "'PARTNER' is not a supported type" },
    });
  });

  test('fact dates are read as §5 says; a date fact without a valid year is refused', async () => {
    const { body: m } = await create(base);
    const fact = (value: string) =>
      newElement(m.memorialId, 'FACT', { type: 'date.vital.birth', name: 'Birth', value });
    for (const good of ['17 Sep 1862', '1862', 'September 1862', '1865-1861'])
      expect((await fact(good)).status).toBe(200);
    for (const bad of ['62', '1399', '2100', '32 May 1862', 'someday']) {
      expect(await fact(bad)).toMatchObject({
        status: 400,
        body: {
          field: 'newElements.0.element.value',
          message: expect.stringContaining('The date you entered is not valid'),
        },
      });
    }
    // A place fact is free text.
    expect(
      (
        await newElement(m.memorialId, 'FACT', {
          type: 'place.vital.birth',
          name: 'Birthplace',
          value: 'Boston, Massachusetts',
        })
      ).status,
    ).toBe(200);
  });

  test('pictures: cover with a crop rectangle, background with a position, honor image; a new one replaces the old', async () => {
    const { body: m } = await create(base);
    const image = `IMAGE:${f.fixture.images.first}`;
    const cover = await newElement(m.memorialId, 'COVER_IMAGE', {
      reference: image,
      rect: { x: 10, y: 20, w: 300, h: 400 },
    });
    expect(cover.body.elements[0]).toMatchObject({
      type: 'COVER_IMAGE',
      value: { reference: { contentType: 'IMAGE', objectId: 101 }, rect: { x: 10, y: 20, w: 300, h: 400 } },
    });
    const background = await newElement(m.memorialId, 'BACKGROUND_IMAGE', { reference: image, yPosition: 35 });
    expect(background.body.elements[1]).toMatchObject({ type: 'BACKGROUND_IMAGE', value: { yPosition: 35 } });
    expect(
      (await newElement(m.memorialId, 'HONOR_IMAGE', { reference: `SUB_IMAGE:${f.fixture.subImageId}` })).status,
    ).toBe(200);
    const second = await newElement(m.memorialId, 'COVER_IMAGE', { reference: `IMAGE:${f.fixture.images.second}` });
    expect(second.body.elements.filter((e) => e.type === 'COVER_IMAGE')).toEqual([
      expect.objectContaining({
        value: expect.objectContaining({ reference: { contentType: 'IMAGE', objectId: 102 } }),
      }),
    ]);
    for (const [type, element, field] of [
      ['COVER_IMAGE', { reference: image, rect: { x: 500, y: 0, w: 200, h: 10 } }, 'newElements.0.element.rect'],
      ['COVER_IMAGE', { reference: `IMAGE:${f.fixture.missingId}` }, 'newElements.0.element.reference'],
      ['BACKGROUND_IMAGE', { reference: image, yPosition: 101 }, 'newElements.0.element.yPosition'],
    ] as const) {
      expect(await newElement(m.memorialId, type, element)).toMatchObject({ status: 400, body: { field } });
    }
  });

  test('a picture needs VIEW of its page: nobody can publish a crop of a page they may not open', async () => {
    const subscriberPage = `IMAGE:${f.fixture.images.first}`;
    const { body: own } = await create(base, OTHER);
    for (const [type, element] of [
      ['COVER_IMAGE', { reference: subscriberPage, rect: { x: 0, y: 0, w: 100, h: 100 } }],
      ['BACKGROUND_IMAGE', { reference: subscriberPage, yPosition: 10 }],
      ['IMAGE', { reference: subscriberPage }],
    ] as const) {
      expect(await newElement(own.memorialId, type, element, OTHER)).toMatchObject({
        status: 403,
        body: { message: expect.stringMatching(/page you may view/) },
      });
    }
    expect(await read(own.memorialId, OTHER)).toMatchObject({ elements: [] });
    expect(
      (
        await newElement(
          own.memorialId,
          'COVER_IMAGE',
          { reference: `IMAGE:${f.fixture.images.pensionCard}`, rect: { x: 0, y: 0, w: 100, h: 100 } },
          OTHER,
        )
      ).status,
    ).toBe(200);
    expect(
      (await newElement(own.memorialId, 'HONOR_IMAGE', { reference: `SUB_IMAGE:${f.fixture.subImageId}` }, OTHER))
        .status,
    ).toBe(200);
    // A member whose subscription has lapsed keeps the picture they saved and may change its caption, but not its crop.
    const { body: m } = await create(base);
    const saved = await newElement(m.memorialId, 'COVER_IMAGE', {
      reference: subscriberPage,
      rect: { x: 10, y: 20, w: 300, h: 400 },
    });
    const id = saved.body.elements[0]!.elementId;
    const lapsed = who(1, 'non-subscriber');
    const change = (element: unknown) =>
      call('POST', `/element/${m.memorialId}`, lapsed, { changes: [{ id, element }] });
    expect(
      (await change({ reference: subscriberPage, rect: { x: 10, y: 20, w: 300, h: 400 }, caption: 'Josiah, 1861' }))
        .status,
    ).toBe(200);
    expect((await change({ reference: subscriberPage, rect: { x: 0, y: 0, w: 600, h: 900 } })).status).toBe(403);
    expect((await read(m.memorialId)).elements[0]?.value).toMatchObject({
      caption: 'Josiah, 1861',
      rect: { x: 10, y: 20, w: 300, h: 400 },
    });
  });

  test('changes and deletions in one call, all or nothing; reorder needs every element once', async () => {
    const { body: m } = await call('POST', '/document', OWNER, {
      document: base,
      elements: [
        { type: 'STORY', element: { title: 'One', content: 'First' } },
        { type: 'STORY', element: { title: 'Two', content: 'Second' } },
        { type: 'LINK', element: { type: 'WEB', url: 'https://example.org' } },
      ],
    });
    const [one, two, link] = m.elements.map((e) => e.elementId);
    const refused = await call('POST', `/element/${m.memorialId}`, OWNER, {
      changes: [{ id: one, element: { title: 'Uno', content: 'Primero' } }],
      deletions: [link],
      newElements: [{ type: 'COMMENT', element: { text: 'x'.repeat(2601) } }],
    });
    expect(refused.status).toBe(400);
    expect(await read(m.memorialId)).toEqual(m);
    const done = await call('POST', `/element/${m.memorialId}`, OWNER, {
      changes: [{ id: one, element: { title: 'Uno', content: 'Primero' } }],
      deletions: [link],
    });
    expect(done.body.elements.map((e) => [e.elementId, e.value.title])).toEqual([
      [one, 'Uno'],
      [two, 'Two'],
    ]);
    expect((await call('PUT', `/reorder/STORY_PAGE/${m.memorialId}`, OWNER, [two])).body.message).toBe(
      'The order must list every element of the memorial exactly once',
    );
    const reordered = await call('PUT', `/reorder/STORY_PAGE/${m.memorialId}`, OWNER, [two, one]);
    expect(reordered.body.elements.map((e) => [e.elementId, e.ordinal])).toEqual([
      [two, 0],
      [one, 1],
    ]);
    expect((await call('POST', `/element/${m.memorialId}`, OWNER, { deletions: [f.fixture.missingId] })).status).toBe(
      400,
    );
  });

  test('privacy: a private memorial is hidden from others; only the owner and staff edit; others may comment', async () => {
    const { body: m } = await create({ ...base, privacyMode: 'PRIVATE' });
    expect((await call('GET', `/memorial/${m.memorialId}`, OTHER)).status).toBe(404);
    expect((await call('GET', `/memorial/${m.memorialId}`, ANONYMOUS)).status).toBe(404);
    expect((await call('PUT', `/document/${m.memorialId}`, OTHER, { title: 'Mine now' })).status).toBe(404);
    expect((await call('GET', `/memorial/${m.memorialId}`, STAFF)).status).toBe(200);
    expect((await call('PUT', `/document/${m.memorialId}`, STAFF, { privacyMode: 'PUBLIC' })).body.privacyMode).toBe(
      'PUBLIC',
    );

    expect((await call('PUT', `/document/${m.memorialId}`, OTHER, { title: 'Mine now' })).status).toBe(403);
    expect((await newElement(m.memorialId, 'STORY', { title: 'x', content: 'y' }, OTHER)).status).toBe(403);
    expect((await call('DELETE', `/document/${m.memorialId}`, OTHER)).status).toBe(403);
    expect((await call('PUT', `/reorder/STORY_PAGE/${m.memorialId}`, OTHER, [])).status).toBe(403);
    const commented = await newElement(m.memorialId, 'COMMENT', { text: 'He was my great-uncle.' }, OTHER);
    expect(commented.body.elements).toEqual([
      expect.objectContaining({ type: 'COMMENT', ownerId: 2, ownerUsername: 'archivist' }),
    ]);
    const commentId = commented.body.elements[0].elementId;
    expect((await newElement(m.memorialId, 'CORRECTION', { text: 'Born 1840, not 1838.' }, OTHER)).status).toBe(200);
    expect((await newElement(m.memorialId, 'COMMENT', { text: 'Hello' }, ANONYMOUS)).status).toBe(401);
    // The owner deletes any comment; a member only their own.
    const story = await newElement(m.memorialId, 'STORY', { title: 'x', content: 'y' });
    const storyId = story.body.elements.find((e) => e.type === 'STORY')!.elementId;
    expect((await call('POST', `/element/${m.memorialId}`, OTHER, { deletions: [storyId] })).status).toBe(403);
    expect((await call('POST', `/element/${m.memorialId}`, OTHER, { deletions: [commentId] })).status).toBe(200);
    expect((await read(m.memorialId)).elements.map((e) => e.type)).toEqual(['CORRECTION', 'STORY']);
  });

  test('import facts from an index record the caller may view', async () => {
    const { body: m } = await create(base);
    const { status, body: facts } = await call<{ id: string; value: string; alreadyOnMemorial: boolean }[]>(
      'GET',
      `/import-facts/${m.memorialId}/${f.fixture.josiahRecordId}`,
      OWNER,
    );
    expect(status).toBe(200);
    expect(facts.map((x) => x.id)).toEqual(expect.arrayContaining(['date.vital.birth', 'rank', 'unit']));
    const imported = await call('POST', '/import-facts-from', OWNER, {
      memorialId: m.memorialId,
      importFrom: { contentType: 'INDEX_RECORD', objectId: 1 },
      newFacts: ['date.vital.birth', 'rank'],
    });
    expect(imported.body.elements).toEqual([
      expect.objectContaining({
        type: 'FACT',
        value: expect.objectContaining({
          type: 'date.vital.birth',
          value: '1838',
          origin: 'INDEX_RECORD:1',
          sources: [{ link: '/record/1', comment: 'Josiah Whitcomb' }],
        }),
      }),
      expect.objectContaining({ type: 'FACT', value: expect.objectContaining({ type: 'rank', value: 'Private' }) }),
    ]);
    const again = await call('POST', '/import-facts-from', OWNER, {
      memorialId: m.memorialId,
      importFrom: { contentType: 'INDEX_RECORD', objectId: 1 },
      newFacts: null,
    });
    expect(again.body.elements.filter((e) => e.value.type === 'rank')).toHaveLength(1);
    const marked = await call<{ id: string; alreadyOnMemorial: boolean }[]>(
      'GET',
      `/import-facts/${m.memorialId}/1`,
      OWNER,
    );
    expect(marked.body.every((x) => x.alreadyOnMemorial)).toBe(true);
    expect(
      (
        await call('POST', '/import-facts-from', OWNER, {
          memorialId: m.memorialId,
          importFrom: { contentType: 'INDEX_RECORD', objectId: 1 },
          newFacts: ['nonsense'],
        })
      ).status,
    ).toBe(400);
    // A Basic member may not copy a subscriber-only record's facts onto their own memorial.
    const { body: theirs } = await create(base, OTHER);
    expect((await call('GET', `/import-facts/${theirs.memorialId}/1`, OTHER)).status).toBe(403);
  });

  test('create from a record returns an object reference to a memorial with its facts', async () => {
    const { status, body: ref } = await call<ObjectReference>(
      'POST',
      `/memorial/create-from/INDEX_RECORD/${f.fixture.josiahRecordId}`,
      OWNER,
    );
    expect(status).toBe(200);
    expect(ref.contentType).toBe('STORY_PAGE');
    const m = await read(ref.objectId);
    expect(m).toMatchObject({
      type: 'SERVICEPERSON',
      title: 'Josiah Whitcomb',
      primaryMilitaryEvent: 'Civil War',
      indexRecordId: 1,
      ownerId: 1,
    });
    expect(m.elements.map((e) => e.value.type)).toContain('date.vital.birth');
    const disconnected = await call('DELETE', `/memorial/connection/STORY_PAGE/${ref.objectId}?id=1`, OWNER);
    expect(disconnected.body.indexRecordId).toBeNull();
  });

  test("Your Memorials lists only the caller's, last modified first, with paging", async () => {
    const { body: newest } = await create({ ...base, title: 'Newest', privacyMode: 'PRIVATE' }, OTHER);
    const page = await call<{ total: number; items: MemorialDto[] }>('GET', '/my-memorials?limit=2', OTHER);
    expect(page.body.items[0].memorialId).toBe(newest.memorialId);
    expect(page.body.items.every((m) => m.ownerId === 2)).toBe(true);
    const all = await call<{ total: number; items: MemorialDto[] }>('GET', '/my-memorials?limit=100', OTHER);
    expect(all.body.total).toBe(all.body.items.length);
    expect((await call('GET', '/my-memorials', ANONYMOUS)).status).toBe(401);
    // A member who has made none gets an empty page (PostgreSQL refused the empty `IN ()` with a 500).
    const none = await call('GET', '/my-memorials', who(424_242));
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: { total: 0, offset: 0, items: [] } });
  });

  test('a person memorial downloads as GEDCOM for whoever may see it', async () => {
    const { body: m } = await call('POST', '/document', OWNER, {
      document: { ...base, privacyMode: 'PRIVATE' },
      elements: [{ type: 'FACT', element: { type: 'date.vital.birth', name: 'Birth', value: '3 March 1840' } }],
    });
    const file = await server.get<string>(`/fold31-memorial/gedcom/memorial/${m.memorialId}`, {
      headers: { 'x-muster-auth': signIdentity(OWNER, internalAuthSecret()) },
    });
    expect(file.status).toBe(200);
    expect(file.body).toContain('1 NAME Ada /Whitcomb/\r\n1 BIRT\r\n2 DATE 3 MAR 1840\r\n');
    expect((await server.get(`/fold31-memorial/gedcom/memorial/${m.memorialId}`)).status).toBe(404);
    const { body: topic } = await create({ ...base, type: 'TOPIC' });
    expect((await server.get(`/fold31-memorial/gedcom/memorial/${topic.memorialId}`)).status).toBe(404);
  });

  test('delete removes the memorial and its elements', async () => {
    const { body: m } = await call('POST', '/document', OWNER, {
      document: base,
      elements: [{ type: 'STORY', element: { title: 'a', content: 'b' } }],
    });
    expect((await call('DELETE', `/document/${m.memorialId}`, OWNER)).body).toEqual({ deleted: true });
    expect((await call('GET', `/memorial/${m.memorialId}`, OWNER)).status).toBe(404);
    expect(
      await t.db.db.selectFrom('memorial_elements').select('id').where('memorial_id', '=', m.memorialId).execute(),
    ).toEqual([]);
  });
});
