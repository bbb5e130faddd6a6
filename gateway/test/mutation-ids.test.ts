import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, setPassword, signedIn } from './accounts-helpers';

/**
 * Mutations by global id (issue 14 point 5): every mutation that took a content object's number takes its global
 * id beside it, the number deprecated; exactly one of the two, of the right type, or BAD_USER_INPUT naming the
 * argument. Who may do what is unchanged: a visitor and another (Basic) member are refused as before.
 */
const stack = useStack({ gateway: { warmCache: false } });
const PASSWORD = 'Global-Ids-2026';
const { pensionCard: open, first: page } = fixture.images;
const RECORD = `INDEX_RECORD:${fixture.josiahRecordId}`;
const rect = { x: 40, y: 60, w: 200, h: 80 };

type Body = { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: Record<string, any> };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

async function member(userId: number, username: string): Promise<Browser> {
  await setPassword(stack.db.db, userId, PASSWORD);
  return signedIn(stack.url, { username, password: PASSWORD });
}

let helen: Browser;
/** A Basic member (and staff), who may not annotate a subscriber's page. */
let basic: Browser;
/** Another subscriber, who may not change Helen's annotations or memorials. */
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
  helen = await member(fixture.user.id, fixture.user.username);
  basic = await member(2, 'archivist');
  other = await member(3, 'otheruser');
});

async function ok(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const { body } = (await browser.gql(query, variables)) as { body: Body };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('by global id and by the deprecated number', () => {
  test('gallery: tag, untag, add and remove an image by imageGlobalId as by imageId', async () => {
    const tagged = await ok(
      helen,
      `mutation {
        g: tagImage(imageGlobalId: "IMAGE:${open}", name: "by global id") { image { imageId tags { name } } }
        n: tagImage(imageId: ${open}, name: "by number") { image { imageId tags { name } } }
      }`,
    );
    expect(tagged.n.image.imageId).toBe(open);
    expect(tagged.n.image.tags.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['by global id', 'by number']),
    );
    const untagged = await ok(
      helen,
      `mutation { untagImage(imageGlobalId: "IMAGE:${open}", name: "by global id") { tags { name } } }`,
    );
    expect(untagged.untagImage.tags).toEqual([{ name: 'by number' }]);

    const added = await ok(helen, `mutation { addToGallery(imageGlobalId: "IMAGE:${open}") { image { inGallery } } }`);
    expect(added.addToGallery.image.inGallery).toBe(true);
    const removed = await ok(helen, `mutation { removeFromGallery(imageGlobalId: "IMAGE:${open}") { inGallery } }`);
    expect(removed.removeFromGallery.inGallery).toBe(false);
  });

  test('uploads: updateUpload and deleteUpload read imageGlobalId (an image that is no upload is NOT_FOUND)', async () => {
    for (const mutation of [
      `updateUpload(imageGlobalId: "IMAGE:${open}", title: "Mine") { upload { filename } }`,
      `deleteUpload(imageGlobalId: "IMAGE:${open}")`,
    ]) {
      const { body } = await helen.gql(`mutation { ${mutation} }`);
      expect(body.errors?.[0]).toMatchObject({
        message: `No upload with id ${open}`,
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  test('requestPdf takes imageGlobalId', async () => {
    const data = await ok(helen, `mutation { requestPdf(imageGlobalId: "IMAGE:${open}") { imageId state } }`);
    expect(data.requestPdf).toEqual({ imageId: open, state: 'SUBMITTED' });
  });

  test('annotations: drawn on input.imageGlobalId, changed and deleted by annotationGlobalId or number', async () => {
    const created = await ok(
      helen,
      `mutation($input: CreateAnnotationInput!) { createAnnotation(input: $input) { annotation { id annotationId imageId } } }`,
      { input: { imageGlobalId: `IMAGE:${page}`, type: 'NAME', value: 'Josiah', rect } },
    );
    const { id, annotationId, imageId } = created.createAnnotation.annotation;
    expect(imageId).toBe(page);
    expect(id).toBe(`ANNOTATION:${annotationId}`);

    // Another member may not touch it, by either id.
    const refused = await other.gql(`mutation { deleteAnnotation(annotationGlobalId: "${id}") { imageId } }`);
    expect(codeOf(refused.body)).toBe('FORBIDDEN');

    const byGlobal = await ok(
      helen,
      `mutation { updateAnnotation(annotationGlobalId: "${id}", input: { value: "Josiah W." }) { annotation { value } } }`,
    );
    expect(byGlobal.updateAnnotation.annotation.value).toBe('Josiah W.');
    const byNumber = await ok(
      helen,
      `mutation { updateAnnotation(annotationId: ${annotationId}, input: { label: "J" }) { annotation { value label } } }`,
    );
    expect(byNumber.updateAnnotation.annotation).toEqual({ value: 'Josiah W.', label: 'J' });
    const deleted = await ok(
      helen,
      `mutation { deleteAnnotation(annotationGlobalId: "${id}") { imageId annotations { id } } }`,
    );
    expect(deleted.deleteAnnotation.annotations).not.toContainEqual({ id });
  });

  test('memorials: made from a record, edited, reordered, imported into, disconnected and deleted by global id', async () => {
    const made = await ok(
      helen,
      `mutation { createMemorialFromRecord(recordGlobalId: "${RECORD}") { memorial { id memorialId indexRecord { id } } } }`,
    );
    const { id, memorialId } = made.createMemorialFromRecord.memorial;
    expect(made.createMemorialFromRecord.memorial.indexRecord).toEqual({ id: RECORD });

    // A visitor and another member are refused by global id as they were by number.
    const UPDATE = `mutation { updateMemorial(globalId: "${id}", input: { title: "Not yours" }) { memorial { title } } }`;
    expect(codeOf((await stack.gql(UPDATE)).body)).toBe('UNAUTHENTICATED');
    expect(codeOf((await other.gql(UPDATE)).body)).toBe('FORBIDDEN');
    expect(codeOf((await other.gql(`mutation { deleteMemorial(globalId: "${id}") }`)).body)).toBe('FORBIDDEN');

    const renamed = await ok(
      helen,
      `mutation {
        g: updateMemorial(globalId: "${id}", input: { title: "Josiah" }) { memorial { title } }
        n: updateMemorial(id: ${memorialId}, input: { description: "Of the 12th" }) { memorial { title description } }
      }`,
    );
    expect(renamed.n.memorial).toEqual({ title: 'Josiah', description: 'Of the 12th' });

    const added = await ok(
      helen,
      `mutation { changeMemorialElements(memorialGlobalId: "${id}", newElements: [
        { kind: STORY, story: { title: "One", content: "a" } }, { kind: STORY, story: { title: "Two", content: "b" } }
      ]) { memorial { stories { id } } } }`,
    );
    const storyIds = added.changeMemorialElements.memorial.stories.map((s: { id: string }) => s.id);
    const reordered = await ok(
      helen,
      `mutation($ids: [ID!]!) { reorderMemorialElements(memorialGlobalId: "${id}", elementIds: $ids) { elements { id } } }`,
      { ids: await elementIdsWith(id, storyIds.reverse()) },
    );
    expect(reordered.reorderMemorialElements.elements.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining(storyIds),
    );

    await ok(
      helen,
      `mutation { importFactsFromRecord(memorialGlobalId: "${id}", recordGlobalId: "${RECORD}") { memorialId } }`,
    );
    const disconnected = await ok(
      helen,
      `mutation { disconnectMemorialRecord(memorialGlobalId: "${id}", recordGlobalId: "${RECORD}") { indexRecord { id } } }`,
    );
    expect(disconnected.disconnectMemorialRecord.indexRecord).toBeNull();
    expect((await ok(helen, `mutation { deleteMemorial(globalId: "${id}") }`)).deleteMemorial).toBe(true);
  });
});

/** The memorial's element ids in their order, with the stories in `stories`' order. */
async function elementIdsWith(memorialGlobalId: string, stories: string[]): Promise<string[]> {
  const data = await ok(helen, `query { memorial(globalId: "${memorialGlobalId}") { elements { id } } }`);
  const others = data.memorial.elements.map((e: { id: string }) => e.id).filter((e: string) => !stories.includes(e));
  return [...others, ...stories];
}

describe('refusals', () => {
  const REFUSED: [string, string, string][] = [
    ['a wrong type', `addToGallery(imageGlobalId: "FILE:${open}") { image { id } }`, 'imageGlobalId'],
    ['both', `addToGallery(imageGlobalId: "IMAGE:${open}", imageId: ${open}) { image { id } }`, 'imageGlobalId'],
    ['neither', `tagImage(name: "x") { image { id } }`, 'imageGlobalId'],
    ['a malformed id', `requestPdf(imageGlobalId: "image:${open}") { id }`, 'imageGlobalId'],
    ['a wrong type', `deleteMemorial(globalId: "${RECORD}")`, 'globalId'],
    ['neither', `updateMemorial(input: { title: "x" }) { memorial { id } }`, 'globalId'],
    [
      'a wrong type',
      `createMemorialFromRecord(recordGlobalId: "STORY_PAGE:${fixture.memorialId}") { memorial { id } }`,
      'recordGlobalId',
    ],
    [
      'both',
      `disconnectMemorialRecord(memorialGlobalId: "STORY_PAGE:1", memorialId: 1, recordId: 1) { id }`,
      'memorialGlobalId',
    ],
    ['a wrong type', `deleteAnnotation(annotationGlobalId: "IMAGE:${page}") { id }`, 'annotationGlobalId'],
    [
      'a wrong type',
      `createAnnotation(input: { imageGlobalId: "PUBLICATION:1", type: NAME, value: "x", rect: { x: 1, y: 1, w: 5, h: 5 } }) { annotation { id } }`,
      'input.imageGlobalId',
    ],
    [
      'neither',
      `createAnnotation(input: { type: NAME, value: "x", rect: { x: 1, y: 1, w: 5, h: 5 } }) { annotation { id } }`,
      'input.imageGlobalId',
    ],
  ];

  test.each(REFUSED)('%s: %s is BAD_USER_INPUT naming %s', async (_, mutation, argument) => {
    const { body } = (await helen.gql(`mutation { ${mutation} }`)) as { body: Body };
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(body.errors?.[0]?.message).toContain(argument);
  });

  test('a visitor may not tag or annotate by global id; a Basic member may not annotate a subscriber page', async () => {
    const TAG = `mutation { tagImage(imageGlobalId: "IMAGE:${open}", name: "visitor") { image { id } } }`;
    expect(codeOf((await stack.gql(TAG)).body)).toBe('UNAUTHENTICATED');
    const ANNOTATE = `mutation { createAnnotation(input: { imageGlobalId: "IMAGE:${page}", type: NAME, value: "x", rect: { x: 1, y: 1, w: 5, h: 5 } }) { annotation { id } } }`;
    expect(codeOf((await stack.gql(ANNOTATE)).body)).toBe('FORBIDDEN');
    expect(codeOf((await basic.gql(ANNOTATE)).body)).toBe('FORBIDDEN');
  });
});
