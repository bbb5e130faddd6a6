import sharp from 'sharp';
import { rebuildSearchIndex } from '@muster/services/search';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, REGISTER, newMember, setPassword, signedIn } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Issue point 5: a member's private upload stays theirs on every path that lists or shows images. Helen uploads three
 * pictures (the first and last private, the middle one public), puts the private one on a public memorial as its cover
 * and honor image, tags and annotates it. Another member, a visitor and staff then ask every public surface and get
 * nothing of it: not its title, its size, its address, its id in a list, nor a count that moves. Helen still sees it.
 */
let services: TestServices;
let gateway: TestGateway;
let helen: Browser;
let other: Browser;
let staff: Browser;
let visitor: Browser;
/** The private upload (P1), the public one after it (P2) and the private one after that (P3). */
let p1: number;
let p2: number;
let p3: number;
let helenRoll: number;
let memorialId: number;
/** Another member's roll holding nothing but a private upload. */
let otherRoll: number;
let otherPrivate: number;

const P1_TITLE = 'Zebulon discharge papers';
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .toBuffer();

async function upload(browser: Browser, filename: string, width: number, height: number): Promise<number> {
  const sent = await browser.fetch(`/gallery/upload?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    body: new Uint8Array(await jpeg(width, height)),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { imageId: number }).imageId;
}

async function ok(browser: Browser, query: string, variables?: Record<string, unknown>) {
  const { body } = await browser.gql(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Nothing of P1 (or P3) in an answer: not the id, the title, nor the odd size it was uploaded at. */
function expectNoTrace(answer: unknown, ...ids: number[]): void {
  const text = JSON.stringify(answer);
  for (const id of ids) expect(text).not.toMatch(new RegExp(`(?<![0-9])${id}(?![0-9])`));
  expect(text).not.toContain(P1_TITLE);
  expect(text).not.toContain('1234');
}

beforeAll(async () => {
  services = await startServices();
  await setPassword(services.db.db, 1, 'Subscriber-1862');
  await setPassword(services.db.db, 2, 'Archivist-1863');
  await services.db.db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', 2).execute();
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
  helen = await signedIn(gateway.url, { username: fixture.user.username, password: 'Subscriber-1862' });
  staff = await signedIn(gateway.url, { username: 'archivist', password: 'Archivist-1863' });
  other = new Browser(gateway.url);
  expect((await other.gql(REGISTER, { input: newMember() })).body.errors).toBeUndefined();
  visitor = new Browser(gateway.url);

  p1 = await upload(helen, `${P1_TITLE}.jpg`, 1234, 777);
  p2 = await upload(helen, 'Regiment reunion 1890.jpg', 640, 480);
  p3 = await upload(helen, 'Family bible page.jpg', 1234, 900);
  await ok(
    helen,
    `mutation { updateUpload(imageId: ${p2}, title: "Regiment reunion 1890", public: true) { upload { public } } }`,
  );
  helenRoll = (
    await services.db.db.selectFrom('images').select('roll_id').where('id', '=', p1).executeTakeFirstOrThrow()
  ).roll_id;
  otherPrivate = await upload(other, 'My own secret.jpg', 320, 240);
  otherRoll = (
    await services.db.db.selectFrom('images').select('roll_id').where('id', '=', otherPrivate).executeTakeFirstOrThrow()
  ).roll_id;

  // Member Uploads takes no annotations; opened here so Helen can annotate her private upload.
  await services.db.db
    .updateTable('publications')
    .set({ allow_annotations: 1 })
    .where('slug', '=', 'member-uploads')
    .execute();
  await ok(
    helen,
    `mutation($input: CreateAnnotationInput!) { createAnnotation(input: $input) { annotation { annotationId } } }`,
    {
      input: { imageId: p1, type: 'NAME', value: 'Zebulon Whitcomb', rect: { x: 10, y: 10, w: 100, h: 40 } },
    },
  );
  await ok(helen, `mutation { tagImage(imageId: ${p1}, name: "Zebulon Whitcomb") { image { imageId } } }`);

  const created = await ok(
    helen,
    `mutation { createMemorial(input: { type: PERSON, title: "Zebulon Whitcomb", description: "Private, 20th Mass.", primaryMilitaryEvent: "Civil War" }) { memorial { memorialId } } }`,
  );
  memorialId = created.createMemorial.memorial.memorialId;
  await ok(
    helen,
    `mutation($id: Int!, $elements: [MemorialElementInput!]) { changeMemorialElements(memorialId: $id, newElements: $elements) { memorial { memorialId } } }`,
    {
      id: memorialId,
      elements: [
        { kind: 'COVER_IMAGE', image: { reference: `IMAGE:${p1}`, rect: { x: 0, y: 0, w: 600, h: 700 } } },
        { kind: 'IMAGE', image: { reference: `IMAGE:${p2}`, caption: 'The reunion' } },
        { kind: 'HONOR_IMAGE', image: { reference: `IMAGE:${p1}` } },
      ],
    },
  );
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const others = () =>
  [
    ['another member', other],
    ['a visitor', visitor],
    ['staff', staff],
  ] as const;

describe('roll manifests', () => {
  it('list only the pages the caller may see, privately cached when the answer depends on who asks', async () => {
    const mine = await helen.fetch(`/iiif/manifest/roll/${helenRoll}`);
    const manifest = await mine.json();
    expect(manifest.items.map((c: { label: { en: string[] } }) => c.label.en[0])).toEqual([
      P1_TITLE,
      'Regiment reunion 1890',
      'Family bible page',
    ]);
    expect(mine.headers.get('cache-control')).toMatch(/^private/);
    for (const [, browser] of others()) {
      const answer = await browser.fetch(`/iiif/manifest/roll/${helenRoll}`);
      const seen = await answer.json();
      expect(seen.items.map((c: { id: string }) => c.id)).toEqual([
        expect.stringMatching(new RegExp(`/canvas/${p2}$`)),
      ]);
      expect(seen.summary.en[0]).toMatch(/^1 pages/);
      expect(answer.headers.get('cache-control')).toMatch(/^private/);
      expectNoTrace(seen, p1, p3);
    }
  });

  it("do not exist for a roll holding nothing but another member's private uploads", async () => {
    expect((await other.fetch(`/iiif/manifest/roll/${otherRoll}`)).status).toBe(200);
    for (const browser of [helen, visitor, staff])
      expect((await browser.fetch(`/iiif/manifest/roll/${otherRoll}`)).status).toBe(404);
  });
});

describe('memorial manifests', () => {
  it('leave out pictures that are private uploads, which only their owner sees', async () => {
    const mine = await (await helen.fetch(`/iiif/manifest/memorial/${memorialId}`)).json();
    expect(mine.items.map((c: { label: { en: string[] } }) => c.label.en[0])).toEqual([
      `Cover image: ${P1_TITLE}`,
      'Image image: Regiment reunion 1890',
      `Honor image: ${P1_TITLE}`,
    ]);
    for (const [, browser] of others()) {
      const answer = await browser.fetch(`/iiif/manifest/memorial/${memorialId}`);
      const seen = await answer.json();
      expect(seen.items.map((c: { label: { en: string[] } }) => c.label.en[0])).toEqual([
        'Image image: Regiment reunion 1890',
      ]);
      expect(answer.headers.get('cache-control')).toMatch(/^private/);
      expectNoTrace(seen, p1, p3);
    }
  });
});

describe('annotation pages', () => {
  it('are not there for a private upload, nor can anyone else annotate it', async () => {
    const mine = await helen.fetch(`/annotations/${p1}`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain('Zebulon Whitcomb');
    for (const [, browser] of others()) {
      const answer = await browser.fetch(`/annotations/${p1}`);
      expect(answer.status).toBe(404);
      expectNoTrace(await answer.text(), p3);
      const read = await browser.gql(`{ image(id: ${p1}) { annotations { value } } }`);
      expect(read.body.data.image).toBeNull();
    }
    const drawn = await other.gql(
      `mutation($input: CreateAnnotationInput!) { createAnnotation(input: $input) { annotation { annotationId } } }`,
      { input: { imageId: p1, type: 'NAME', value: 'Mine', rect: { x: 1, y: 1, w: 10, h: 10 } } },
    );
    expect(drawn.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expectNoTrace(drawn.body, p3);
  });
});

describe('memorial elements', () => {
  const READ = `query($id: Int!) { memorial(id: $id) {
    coverImage { reference } honorImage { reference } images { reference caption thumbnail { url } }
    elements { ... on MemorialImage { kind reference rect { w h } } } thumbnail { url } } }`;

  it('show a private upload on a public memorial to its owner only', async () => {
    const mine = await ok(helen, READ, { id: memorialId });
    expect(mine.memorial.coverImage).toEqual({ reference: `IMAGE:${p1}` });
    expect(mine.memorial.honorImage).toEqual({ reference: `IMAGE:${p1}` });
    expect(mine.memorial.thumbnail).not.toBeNull();
    for (const [, browser] of others()) {
      const seen = await ok(browser, READ, { id: memorialId });
      expect(seen.memorial).toMatchObject({
        coverImage: null,
        honorImage: null,
        images: [{ reference: `IMAGE:${p2}`, caption: 'The reunion' }],
      });
      expect(seen.memorial.elements.filter((e: object) => 'kind' in e)).toHaveLength(1);
      // Its cover and honor picture are both the private upload: nothing pictures the memorial for anyone else.
      expect(seen.memorial.thumbnail).toBeNull();
      expectNoTrace(seen, p1, p3);
    }
  });

  it("answer a comment by someone else without the owner's private picture", async () => {
    const { changeMemorialElements } = await ok(
      other,
      `mutation($id: Int!) { changeMemorialElements(memorialId: $id, newElements: [{ kind: COMMENT, comment: { text: "A fine page" } }]) {
      memorial { coverImage { reference } elements { ... on MemorialImage { reference } } } } }`,
      { id: memorialId },
    );
    expect(changeMemorialElements.memorial.coverImage).toBeNull();
    expectNoTrace(changeMemorialElements, p1, p3);
  });

  it("cannot put another member's private upload on a memorial, nor learn its size from the refusal", async () => {
    const own = (
      await ok(
        other,
        `mutation { createMemorial(input: { type: TOPIC, title: "Borrowed pictures", description: "x" }) { memorial { memorialId } } }`,
      )
    ).createMemorial.memorial.memorialId;
    for (const image of [
      { reference: `IMAGE:${p1}` },
      { reference: `IMAGE:${p1}`, rect: { x: 0, y: 0, w: 5000, h: 5000 } },
    ]) {
      const { body } = await other.gql(
        `mutation($id: Int!, $image: MemorialImageInput!) { changeMemorialElements(memorialId: $id, newElements: [{ kind: COVER_IMAGE, image: $image }]) { memorial { memorialId } userErrors { field message code } } }`,
        { id: own, image },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.changeMemorialElements.userErrors).toEqual([
        { field: expect.any(Array), message: `There is no picture IMAGE:${p1}`, code: 'BAD_USER_INPUT' },
      ]);
    }
    // Its owner may use it on a memorial of their own.
    const mine = (
      await ok(
        helen,
        `mutation { createMemorial(input: { type: TOPIC, title: "My pictures", description: "x", privacyMode: PRIVATE }) { memorial { memorialId } } }`,
      )
    ).createMemorial.memorial.memorialId;
    await ok(
      helen,
      `mutation($id: Int!) { changeMemorialElements(memorialId: $id, newElements: [{ kind: IMAGE, image: { reference: "IMAGE:${p1}" } }]) { memorial { memorialId } } }`,
      { id: mine },
    );
  });
});

describe('filmstrip, neighbours and positions', () => {
  const READ = `query($id: Int!) { image(id: $id) { ordinal file { imageCount images { imageId } pages { totalCount nodes { imageId } } } filmstrip(count: 9) { imageId }
    previousImage { imageId } nextImage { imageId } } }`;

  it('count and step over private uploads for everyone but their owner', async () => {
    const mine = await ok(helen, READ, { id: p2 });
    expect(mine.image).toEqual({
      ordinal: 2,
      file: {
        imageCount: 3,
        images: [{ imageId: p1 }, { imageId: p2 }, { imageId: p3 }],
        pages: { totalCount: 3, nodes: [{ imageId: p1 }, { imageId: p2 }, { imageId: p3 }] },
      },
      filmstrip: [{ imageId: p1 }, { imageId: p2 }, { imageId: p3 }],
      previousImage: { imageId: p1 },
      nextImage: { imageId: p3 },
    });
    for (const [, browser] of others()) {
      const seen = await ok(browser, READ, { id: p2 });
      expect(seen.image).toEqual({
        ordinal: 1,
        file: { imageCount: 1, images: [{ imageId: p2 }], pages: { totalCount: 1, nodes: [{ imageId: p2 }] } },
        filmstrip: [{ imageId: p2 }],
        previousImage: null,
        nextImage: null,
      });
    }
  });
});

describe('files and publications (browse)', () => {
  const FILE = `query($id: Int!) { file(id: $id) { title imageCount thumbnail { url } } }`;
  const PUBLICATIONS = `{ publications { title imageCount } }`;
  const uploadsCount = (data: { publications: { title: string; imageCount: number }[] }) =>
    data.publications.find((p) => p.title === 'Member Uploads')!.imageCount;

  it("show a member's roll without their private uploads, and no roll of nothing else", async () => {
    expect((await ok(helen, FILE, { id: helenRoll })).file.imageCount).toBe(3);
    expect((await ok(other, FILE, { id: otherRoll })).file.imageCount).toBe(1);
    for (const [, browser] of others()) {
      const seen = await ok(browser, FILE, { id: helenRoll });
      expect(seen.file.imageCount).toBe(1);
      expect(seen.file.thumbnail.url).toContain(`/thumbnail/${p2}/`);
    }
    for (const browser of [helen, visitor, staff]) expect((await ok(browser, FILE, { id: otherRoll })).file).toBeNull();
  });

  it('count only public uploads in the publication list, the same for everybody, whatever is uploaded privately', async () => {
    const before = await Promise.all(
      [helen, other, visitor, staff].map(async (b) => uploadsCount(await ok(b, PUBLICATIONS))),
    );
    expect(new Set(before)).toEqual(new Set([1]));
    await gateway.stop();
    gateway = await startGateway({ servicesUrl: services.url, warmCache: false }); // a fresh gateway: no cached list
    for (const browser of [helen, other, staff, visitor]) browser.at(gateway.url);
    await upload(helen, 'Another private one.jpg', 300, 200);
    expect(uploadsCount(await ok(visitor, PUBLICATIONS))).toBe(1);
  });
});

describe('search', () => {
  it("never finds a private upload, its tags or a roll of nothing but private uploads; the owner's own tag is hers", async () => {
    await rebuildSearchIndex(services.db.db); // as after an import: every document written afresh
    for (const browser of [helen, other, visitor, staff]) {
      const found = await ok(
        browser,
        `{ search(query: { keywords: "Zebulon discharge", maxCount: 100 }) { hits { doc { id } } } }`,
      );
      expect(
        found.search.hits.map((h: { doc: { id: string } }) => h.doc.id).filter((id: string) => id.startsWith('IMAGE:')),
      ).toEqual([]);
      const rolls = await ok(
        browser,
        `{ search(query: { keywords: "Uploads", maxCount: 100 }) { hits { doc { id } } } }`,
      );
      const files = rolls.search.hits.map((h: { doc: { id: string } }) => h.doc.id);
      expect(files).toContain(`FILE:${helenRoll}`);
      expect(files).not.toContain(`FILE:${otherRoll}`);
    }
    expect((await ok(helen, `{ tagSuggestions(prefix: "zebulon") { name } }`)).tagSuggestions).toEqual([
      { name: 'Zebulon Whitcomb' },
    ]);
    for (const [, browser] of others())
      expect((await ok(browser, `{ tagSuggestions(prefix: "zebulon") { name } }`)).tagSuggestions).toEqual([]);
  });
});

describe('honor wall', () => {
  it('never shows a private upload as an honor image, not even to its owner (one wall for everybody)', async () => {
    for (const browser of [helen, other, visitor, staff]) {
      const wall = await ok(
        browser,
        `{ honorWall(limit: 100) { total images { memorial { memorialId } thumbnail { url } } } }`,
      );
      expect(
        wall.honorWall.images.map((i: { memorial: { memorialId: number } }) => i.memorial.memorialId),
      ).not.toContain(memorialId);
      expect(wall.honorWall.total).toBe(wall.honorWall.images.length);
      expectNoTrace(wall, p1, p3);
    }
  });
});

describe('tiles, downloads and galleries', () => {
  it('close once an upload is made private again, even with an address signed while it was public', async () => {
    const p4 = await upload(helen, 'Briefly shared.jpg', 400, 300);
    await ok(
      helen,
      `mutation { updateUpload(imageId: ${p4}, title: "Briefly shared", public: true) { upload { public } } }`,
    );
    const seen = await ok(other, `{ image(id: ${p4}) { tileSource thumbnail(width: 100, height: 100) { url } } }`);
    expect((await other.fetch(seen.image.tileSource)).status).toBe(200);
    // Even a preview of a public upload is never left in a shared cache, which would go on showing it.
    const preview = await other.fetch(seen.image.thumbnail.url);
    expect([preview.status, preview.headers.get('cache-control')]).toEqual([200, expect.stringMatching(/^private/)]);
    await ok(other, `mutation { addToGallery(imageId: ${p4}) { added } }`);
    await ok(other, `mutation { tagImage(imageId: ${p4}, name: "Shared picture") { image { imageId } } }`);

    await ok(
      helen,
      `mutation { updateUpload(imageId: ${p4}, title: "Briefly shared", public: false) { upload { public } } }`,
    );
    expect((await other.fetch(seen.image.tileSource)).status).toBe(404);
    expect((await other.fetch(seen.image.thumbnail.url)).status).toBe(404);
    const lists = await ok(
      other,
      `{ gallery { nodes { image { imageId } } } recentlyTagged { nodes { image { imageId } } } myTags { nodes { name count } } }`,
    );
    expect(lists).toEqual({ gallery: { nodes: [] }, recentlyTagged: { nodes: [] }, myTags: { nodes: [] } });
    const pdf = await other.gql(`mutation { requestPdf(imageId: ${p4}) { id } }`);
    expect(pdf.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await ok(helen, `{ image(id: ${p4}) { tileSource } }`)).image.tileSource).toBeTruthy();
  });
});
