import { type Identity, signIdentity } from '../src/auth/identity';
import type { AnnotationDto } from '@muster/contract';
import type { W3CAnnotationPage } from '../src/annotation/w3c.mapper';
import * as f from '@muster/testkit/fixtures';
import { backends, openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

const SECRET = 'annotation-test-internal-secret';
const header = (identity: Partial<Identity>) =>
  signIdentity({ userId: null, accountStatus: 'anonymous', roles: [], institutionId: null, ...identity }, SECRET);
const helen = header({ userId: 1, accountStatus: 'annual-subscriber' });
const staff = header({ userId: 2, accountStatus: 'non-subscriber', roles: ['staff'], confirmed: true });
const other = header({ userId: 3, accountStatus: 'monthly-subscriber' });
const basicUnconfirmed = header({ userId: 4, accountStatus: 'non-subscriber' });
const visitor = header({});

const { first: page, pensionCard: publicPage } = f.fixture.images;
const rect = { x: 10, y: 20, w: 100, h: 50 };

describe.each(backends)('annotation service on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    const user = { ...f.users[0], password_hash: 'scrypt$fixture' };
    await t.db.db
      .insertInto('users')
      .values([
        { ...user, id: 3, username: 'other', email: 'other@example.org', account_status: 'monthly-subscriber' },
        {
          ...user,
          id: 4,
          username: 'basic',
          email: 'basic@example.org',
          account_status: 'non-subscriber',
          confirmed: 0,
        },
      ])
      .execute();
    s = await startServices({ db: t, settings: { internalSecret: SECRET } });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  const call = <T>(method: string, path: string, auth: string, body?: unknown) =>
    s.get<T & { message: string; requirement?: string }>(`/document${path}`, {
      method,
      headers: { 'x-muster-auth': auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const list = async (imageId: number, auth = helen) =>
    (await call<Record<string, AnnotationDto[]>>('GET', `/annotations?image=${imageId}`, auth)).body[String(imageId)];
  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('annotations')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a subscriber draws a name; everyone who may see the page reads it with its author', async () => {
    const created = await call<AnnotationDto>('POST', '/annotation', helen, {
      imageId: page,
      type: 'name',
      value: '  Josiah Whitcomb ',
      label: 'Josiah',
      rect,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      imageId: page,
      type: 'name',
      value: 'Josiah Whitcomb',
      label: 'Josiah',
      rect: '0_10_20_100_50',
      dataType: 'IMAGE_ANNOTATION',
      user: { userId: 1, username: 'hwhitcomb' },
      userId: 1,
      subAnnotations: [],
      field: null,
    });
    expect(await list(page, other)).toEqual([created.body]);
    expect((await call<AnnotationDto>('GET', `/annotation/${created.body.annotationId}`, other)).body).toEqual(
      created.body,
    );
  });

  test('a caller who may not see the page reads no annotations and cannot open one', async () => {
    const [annotation] = await list(page);
    expect(await list(page, visitor)).toEqual([]);
    const single = await call('GET', `/annotation/${annotation.annotationId}`, visitor);
    expect(single.status).toBe(403);
  });

  test.each([
    ['a visitor', visitor, 'Sign in to annotate this image.', 'login'],
    [
      'a member with an unconfirmed email',
      basicUnconfirmed,
      'Your email address must be verified before you can annotate. Use the link in the email we sent you.',
      'confirm',
    ],
  ])('%s may not annotate, and nothing is stored', async (_who, auth, message, requirement) => {
    const before = await count();
    const { status, body } = await call('POST', '/annotation', auth, {
      imageId: publicPage,
      type: 'comment',
      value: 'Hello',
      rect,
    });
    expect({ status, message: body.message, requirement: body.requirement }).toEqual({
      status: 403,
      message,
      requirement,
    });
    expect(await count()).toBe(before);
  });

  test("a basic member may not annotate a subscribers' page: the answer says a subscription opens it", async () => {
    await t.db.db.updateTable('users').set({ confirmed: 1 }).where('id', '=', 4).execute();
    const { status, body } = await call('POST', '/annotation', basicUnconfirmed, {
      imageId: page,
      type: 'comment',
      value: 'Hello',
      rect,
    });
    expect({ status, message: body.message, requirement: body.requirement }).toEqual({
      status: 403,
      message: 'You need a subscription to annotate this image.',
      requirement: 'subscribe',
    });
    // A public page is open to the now confirmed member.
    expect(
      (
        await call('POST', '/annotation', basicUnconfirmed, {
          imageId: publicPage,
          type: 'comment',
          value: 'Hello',
          rect,
        })
      ).status,
    ).toBe(201);
  });

  test('a publication that does not take annotations refuses them', async () => {
    await t.db.db
      .updateTable('publications')
      .set({ allow_annotations: 0 })
      .where('id', '=', f.fixture.publications.draftCards)
      .execute();
    const { status, body } = await call('POST', '/annotation', helen, {
      imageId: f.fixture.images.draftCard,
      type: 'name',
      value: 'Stanley',
      rect,
    });
    expect({ status, message: body.message }).toEqual({
      status: 403,
      message: 'This publication does not take annotations.',
    });
  });

  const x = (n: number) => 'x'.repeat(n);
  test.each([
    ['name', x(1025), 'The text you entered is too long. 1025 (Max: 1024)'],
    ['date', '   ', 'The text you entered is too short. 0 (Min: 1)'],
    ['transcription', x(16385), 'The text you entered is too long. 16385 (Max: 16384)'],
    ['comment', x(16385), 'The text you entered is too long. 16385 (Max: 16384)'],
  ])(
    "a %s outside §5's limits is refused with the spec's message and nothing is stored",
    async (type, value, message) => {
      const before = await count();
      const { status, body } = await call('POST', '/annotation', helen, { imageId: page, type, value, rect });
      expect({ status, message: body.message }).toEqual({ status: 400, message });
      expect(await count()).toBe(before);
    },
  );

  test('a transcription of exactly 16384 characters is kept whole', async () => {
    const { status, body } = await call<AnnotationDto>('POST', '/annotation', helen, {
      imageId: page,
      type: 'transcription',
      value: x(16384),
      rect,
    });
    expect(status).toBe(201);
    expect(body.value).toHaveLength(16384);
  });

  test.each([
    [
      'a label of 33 characters',
      { type: 'name', value: 'a', label: x(33), rect },
      'The text you entered is too long. 33 (Max: 32)',
    ],
    [
      'an unknown kind',
      { type: 'person', value: 'a', rect },
      'Choose name, date, location, transcription or comment (got "person")',
    ],
    [
      'a rectangle off the page',
      { type: 'name', value: 'a', rect: { ...rect, x: 590 } },
      'The rectangle must lie within the page (600 × 900 pixels)',
    ],
  ])('%s is refused', async (_name, body, message) => {
    const answer = await call('POST', '/annotation', helen, { imageId: page, ...body });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
  });

  test('only the author or staff changes or deletes an annotation', async () => {
    const [mine] = await list(page);
    const denied = await call('PUT', `/annotation/${mine.annotationId}`, other, { value: 'Someone else' });
    expect({ status: denied.status, message: denied.body.message }).toEqual({
      status: 403,
      message: 'Only the author of this annotation or staff may change or delete it.',
    });
    expect((await call('DELETE', `/annotation/${mine.annotationId}`, other)).status).toBe(403);
    expect((await call('DELETE', `/annotation/${mine.annotationId}`, visitor)).status).toBe(403);

    const tooLong = await call('PUT', `/annotation/${mine.annotationId}`, helen, { value: x(1025) });
    expect({ status: tooLong.status, message: tooLong.body.message }).toEqual({
      status: 400,
      message: 'The text you entered is too long. 1025 (Max: 1024)',
    });
    const changed = await call<AnnotationDto>('PUT', `/annotation/${mine.annotationId}`, helen, {
      type: 'comment',
      value: 'Enlisted at Boston',
      rect: { ...rect, rotation: 90 },
    });
    expect(changed.body).toMatchObject({
      type: 'comment',
      value: 'Enlisted at Boston',
      label: 'Josiah',
      rect: '90_10_20_100_50',
    });
    const byStaff = await call<AnnotationDto>('PUT', `/annotation/${mine.annotationId}`, staff, { label: null });
    expect(byStaff.body).toMatchObject({ label: null, user: { userId: 1 } });

    expect((await call('DELETE', `/annotation/${mine.annotationId}`, staff)).body).toEqual({
      annotationId: mine.annotationId,
      imageId: page,
    });
    expect((await list(page)).map((a) => a.annotationId)).not.toContain(mine.annotationId);
    expect((await call('DELETE', `/annotation/${mine.annotationId}`, helen)).status).toBe(404);
  });

  test('a date is stored with its rectangle', async () => {
    const { body } = await call<AnnotationDto>('POST', '/annotation', helen, {
      imageId: page,
      type: 'date',
      value: 'July 1861',
      rect,
    });
    expect(body.rect).toBe('0_10_20_100_50');
  });

  test("the W3C export is an AnnotationPage of the page on the site's origin", async () => {
    const { status, body, headers } = await s.get<W3CAnnotationPage>(`/document/w3c-annotations/${page}`, {
      headers: { 'x-muster-auth': other, 'x-forwarded-host': 'muster.example', 'x-forwarded-proto': 'https' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/ld+json');
    expect(body).toMatchObject({
      '@context': 'http://www.w3.org/ns/anno.jsonld',
      type: 'AnnotationPage',
      id: `https://muster.example/annotations/${page}`,
    });
    const item = body.items.find((a) => a.body.some((b) => b.value === 'July 1861'))!;
    expect(item).toMatchObject({
      type: 'Annotation',
      motivation: 'describing',
      creator: { type: 'Person', nickname: 'hwhitcomb' },
      target: {
        source: `https://muster.example/image/${page}`,
        selector: {
          type: 'FragmentSelector',
          conformsTo: 'http://www.w3.org/TR/media-frags/',
          value: 'xywh=pixel:10,20,100,50',
        },
      },
    });
    expect(item.id).toMatch(new RegExp(`^https://muster.example/image/${page}\\?ann=\\d+$`));
    expect((await s.get(`/document/w3c-annotations/${page}`, { headers: { 'x-muster-auth': visitor } })).status).toBe(
      403,
    );
    expect((await s.get(`/document/w3c-annotations/${f.fixture.missingId}`)).status).toBe(404);
  });
});
