import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn } from './accounts-helpers';
import { useStack } from '@muster/testkit';

// Annotations through the public surface: GraphQL for drawing, changing and reading them, and the W3C export
// on the gateway's own origin, each as the signed-in member a browser would be.
const stack = useStack();
const PASSWORD = 'Annotate-2026';

const FIELDS =
  'annotationId imageId type value label rect { x y w h rotation } author { userId username } editable url';
const PAYLOAD = `annotation { ${FIELDS} } userErrors { field message code }`;
const CREATE = `mutation Create($input: CreateAnnotationInput!) { createAnnotation(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($id: Int!, $input: UpdateAnnotationInput!) { updateAnnotation(annotationId: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE =
  'mutation Delete($id: Int!) { deleteAnnotation(annotationId: $id) { imageId annotations { annotationId } } }';
const READ = `query Read($id: Int!) { image(id: $id) { annotationsExportUrl annotate: access(action: ANNOTATE) { requirement } annotations { ${FIELDS} } } }`;

const page = fixture.images.first;
const rect = { x: 40, y: 60, w: 200, h: 80 };

async function member(userId: number, username: string): Promise<Browser> {
  await setPassword(stack.db.db, userId, PASSWORD);
  return signedIn(stack.url, { username, password: PASSWORD });
}

let helen: Browser;
let archivist: Browser;
let other: Browser;
beforeAll(async () => {
  await stack.db.db
    .insertInto('users')
    .values({
      id: 3,
      username: 'otheruser',
      email: 'other@example.org',
      password_hash: 'x',
      account_status: 'monthly-subscriber',
      confirmed: 1,
      roles: '[]',
      institution_id: null,
      join_date: '2024-01-01T00:00:00.000Z',
    } as never)
    .execute();
  helen = await member(1, 'hwhitcomb');
  archivist = await member(2, 'archivist');
  other = await member(3, 'otheruser');
});

const count = async () => (await stack.db.db.selectFrom('annotations').select('id').execute()).length;

test('a subscriber draws a name; another member sees it but may not change it', async () => {
  const created = await helen.gql(CREATE, {
    input: { imageId: page, type: 'NAME', value: 'Josiah Whitcomb', label: 'Josiah', rect },
  });
  expect(created.body.errors).toBeUndefined();
  expect(created.body.data.createAnnotation.userErrors).toEqual([]);
  const annotation = created.body.data.createAnnotation.annotation;
  expect(annotation).toMatchObject({
    imageId: page,
    type: 'NAME',
    value: 'Josiah Whitcomb',
    label: 'Josiah',
    rect: { ...rect, rotation: 0 },
    author: { userId: 1, username: 'hwhitcomb' },
    editable: true,
    url: `/image/${page}?ann=${annotation.annotationId}`,
  });

  const seen = await other.gql(READ, { id: page });
  expect(seen.body.data.image).toMatchObject({ annotate: null, annotationsExportUrl: `/annotations/${page}` });
  expect(seen.body.data.image.annotations).toEqual([{ ...annotation, editable: false }]);

  const refused = await other.gql(UPDATE, { id: annotation.annotationId, input: { value: 'Not mine' } });
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'Only the author of this annotation or staff may change or delete it.',
    extensions: { code: 'FORBIDDEN' },
  });
  expect(refused.body.data).toBeNull();
  expect((await other.gql(DELETE, { id: annotation.annotationId })).body.errors?.[0].extensions?.code).toBe(
    'FORBIDDEN',
  );
});

test("a visitor sees no annotations on a subscribers' page and may not draw: the error says to sign in", async () => {
  const visitor = new Browser(stack.url);
  const read = await visitor.gql(READ, { id: page });
  expect(read.body.data.image).toMatchObject({ annotations: [], annotate: { requirement: 'LOGIN' } });
  const before = await count();
  const { body } = await visitor.gql(CREATE, { input: { imageId: page, type: 'COMMENT', value: 'Hello', rect } });
  expect(body.errors?.[0]).toMatchObject({
    message: 'Sign in to annotate this image.',
    extensions: { code: 'FORBIDDEN', requirement: 'LOGIN' },
  });
  expect(await count()).toBe(before);
});

test("a basic member is told a subscription opens annotating a subscribers' page", async () => {
  const { body } = await archivist.gql(READ, { id: fixture.images.pensionCard });
  expect(body.data.image.annotate).toBeNull();
  await stack.db.db
    .updateTable('users')
    .set({ roles: '[]' } as never)
    .where('id', '=', 2)
    .execute();
  const basic = await member(2, 'archivist');
  const refused = await basic.gql(CREATE, { input: { imageId: page, type: 'COMMENT', value: 'Hello', rect } });
  expect(refused.body.errors?.[0]).toMatchObject({
    message: 'You need a subscription to annotate this image.',
    extensions: { code: 'FORBIDDEN', requirement: 'SUBSCRIBE' },
  });
  await stack.db.db
    .updateTable('users')
    .set({ roles: '["staff"]' } as never)
    .where('id', '=', 2)
    .execute();
  archivist = await member(2, 'archivist');
});

test.each([
  ['NAME', 'x'.repeat(1025), 'The text you entered is too long. 1025 (Max: 1024)'],
  ['TRANSCRIPTION', 'x'.repeat(16385), 'The text you entered is too long. 16385 (Max: 16384)'],
  ['COMMENT', ' ', 'The text you entered is too short. 0 (Min: 1)'],
])(
  "a %s outside the limits is a userError with the spec's message; nothing is stored",
  async (type, value, message) => {
    const before = await count();
    const { body } = await helen.gql(CREATE, { input: { imageId: page, type, value, rect } });
    expect(body.errors).toBeUndefined();
    expect(body.data.createAnnotation).toEqual({
      annotation: null,
      userErrors: [{ field: ['input', 'value'], message, code: 'BAD_USER_INPUT' }],
    });
    expect(await count()).toBe(before);
  },
);

test('the author changes an annotation, staff may delete it, and the page answers without it', async () => {
  const open = fixture.images.pensionCard;
  const { body } = await helen.gql(CREATE, { input: { imageId: open, type: 'DATE', value: 'July 1861', rect } });
  const id = body.data.createAnnotation.annotation.annotationId;
  const tooLong = await helen.gql(UPDATE, { id, input: { label: 'x'.repeat(33) } });
  expect(tooLong.body.errors).toBeUndefined();
  expect(tooLong.body.data.updateAnnotation).toEqual({
    annotation: null,
    userErrors: [
      { field: ['input', 'label'], message: 'The text you entered is too long. 33 (Max: 32)', code: 'BAD_USER_INPUT' },
    ],
  });
  const changed = await helen.gql(UPDATE, {
    id,
    input: { type: 'LOCATION', value: 'Boston', rect: { ...rect, rotation: 90 } },
  });
  expect(changed.body.data.updateAnnotation.userErrors).toEqual([]);
  expect(changed.body.data.updateAnnotation.annotation).toMatchObject({
    type: 'LOCATION',
    value: 'Boston',
    rect: { ...rect, rotation: 90 },
  });
  expect(
    (await archivist.gql(READ, { id: open })).body.data.image.annotations.find(
      (a: { annotationId: number }) => a.annotationId === id,
    ).editable,
  ).toBe(true);
  const deleted = await archivist.gql(DELETE, { id });
  expect(deleted.body.errors).toBeUndefined();
  expect(
    deleted.body.data.deleteAnnotation.annotations.map((a: { annotationId: number }) => a.annotationId),
  ).not.toContain(id);
  expect((await helen.gql(DELETE, { id })).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
});

test("the W3C export is served on the gateway's origin, as the caller", async () => {
  const response = await other.fetch(`/annotations/${page}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/ld+json');
  const exported = await response.json();
  const origin = new URL(stack.url).host;
  expect(exported).toMatchObject({
    '@context': 'http://www.w3.org/ns/anno.jsonld',
    type: 'AnnotationPage',
    id: `http://${origin}/annotations/${page}`,
  });
  expect(exported.items[0]).toMatchObject({
    type: 'Annotation',
    motivation: 'identifying',
    body: expect.arrayContaining([expect.objectContaining({ type: 'TextualBody', value: 'Josiah Whitcomb' })]),
    target: {
      source: `http://${origin}/image/${page}`,
      selector: { type: 'FragmentSelector', value: `xywh=pixel:${rect.x},${rect.y},${rect.w},${rect.h}` },
    },
  });
  expect((await new Browser(stack.url).fetch(`/annotations/${page}`)).status).toBe(403);
});
