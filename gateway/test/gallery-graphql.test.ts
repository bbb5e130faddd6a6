import sharp from 'sharp';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Galleries, bookmarks, tags and uploads through GraphQL and the upload route (issue 6 §4, content spec §7.5,
 * §7.8): what a member adds shows on their pages, another member never sees their private things.
 */
let services: TestServices;
let gateway: TestGateway;
const HELEN = { username: fixture.user.username, password: 'Subscriber-1862' };
const OTHER = { username: 'archivist', password: 'Archivist-1863' };
const IMAGE_TAGS = `query Tags($id: Int!) { image(id: $id) { imageId inGallery tags { name type doc userId ordinal mine } } }`;
const TAG = `mutation Tag($id: Int!, $name: String!, $private: Boolean) { tagImage(imageId: $id, name: $name, private: $private) { image { imageId tags { name type mine } } userErrors { field message code } } }`;
const LISTS = `{ myTags { nodes { name count } } taggedImages(name: "bookmarks") { nodes { image { imageId } } }
  recentlyTagged { nodes { image { imageId } } } gallery { nodes { image { imageId title } } } }`;
const UPLOADS = `{ myUploads { nodes { filename description public format image { imageId title tileSource thumbnail(width: 100, height: 100) { url } } } } }`;

beforeAll(async () => {
  services = await startServices();
  await setPassword(services.db.db, 1, HELEN.password);
  await setPassword(services.db.db, 2, OTHER.password);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const jpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .toBuffer();
const send = (browser: Browser, bytes: Buffer | Uint8Array, filename: string, type = 'image/jpeg') =>
  browser.fetch(`/gallery/upload?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': type },
  });

describe('tags and bookmarks', () => {
  it('tags an image publicly and privately; others see only the public tag', async () => {
    const helen = await signedIn(gateway.url, HELEN);
    const id = fixture.images.pensionCard;
    const tagged = await helen.gql(TAG, { id, name: 'Mary Whitcomb' });
    expect(tagged.body.data.tagImage.userErrors).toEqual([]);
    expect(tagged.body.data.tagImage.image.tags).toEqual([{ name: 'Mary Whitcomb', type: 'PUBLIC', mine: true }]);
    await helen.gql(TAG, { id, name: 'bookmarks', private: true });
    expect(
      (await helen.gql(IMAGE_TAGS, { id })).body.data.image.tags.map((t: { name: string; ordinal: number }) => [
        t.name,
        t.ordinal,
      ]),
    ).toEqual([
      ['Mary Whitcomb', 1],
      ['bookmarks', 2],
    ]);
    const other = await signedIn(gateway.url, OTHER);
    expect((await other.gql(IMAGE_TAGS, { id })).body.data.image.tags).toEqual([
      { name: 'Mary Whitcomb', type: 'PUBLIC', doc: `IMAGE:${id}`, userId: 1, ordinal: 1, mine: false },
    ]);
    const lists = (await helen.gql(LISTS)).body.data;
    expect(lists.myTags.nodes).toEqual([
      { name: 'Mary Whitcomb', count: 1 },
      { name: 'bookmarks', count: 1 },
    ]);
    expect(lists.taggedImages.nodes).toEqual([{ image: { imageId: id } }]);
    expect(lists.recentlyTagged.nodes).toEqual([{ image: { imageId: id } }]);
    // Autocomplete: the caller's private names too, never someone else's.
    expect((await helen.gql(`{ tagSuggestions(prefix: "b") { name count } }`)).body.data.tagSuggestions).toEqual([
      { name: 'bookmarks', count: 1 },
    ]);
    expect((await other.gql(`{ tagSuggestions(prefix: "b") { name } }`)).body.data.tagSuggestions).toEqual([]);
    expect(
      (await new Browser(gateway.url).gql(`{ tagSuggestions(prefix: "mary") { name count } }`)).body.data
        .tagSuggestions,
    ).toEqual([{ name: 'Mary Whitcomb', count: 1 }]);
  });

  it('answers a bad tag name as a userError naming the field, and refuses visitors', async () => {
    const helen = await signedIn(gateway.url, HELEN);
    const refusal = (message: string) => ({
      image: null,
      userErrors: [{ field: ['name'], message, code: 'TAG_INVALID' }],
    });
    const empty = await helen.gql(TAG, { id: fixture.images.first, name: '  ' });
    expect(empty.body.errors).toBeUndefined();
    expect(empty.body.data.tagImage).toEqual(refusal('The tag you entered is too short. 0 (Min: 1)'));
    const long = await helen.gql(TAG, { id: fixture.images.first, name: 'x'.repeat(101) });
    expect(long.body.errors).toBeUndefined();
    expect(long.body.data.tagImage).toEqual(refusal('The tag you entered is too long. 101 (Max: 100)'));
    expect((await helen.gql(TAG, { id: fixture.missingId, name: 'lost' })).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await new Browser(gateway.url).gql(TAG, { id: fixture.images.first, name: 'x' })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    expect((await helen.gql(IMAGE_TAGS, { id: fixture.images.first })).body.data.image.tags).toEqual([]);
  });

  it('removes a tag from an image', async () => {
    const helen = await signedIn(gateway.url, HELEN);
    const id = fixture.images.second;
    await helen.gql(TAG, { id, name: 'to research' });
    const untagged = await helen.gql(`mutation { untagImage(imageId: ${id}, name: "to research") { tags { name } } }`);
    expect(untagged.body.data.untagImage.tags).toEqual([]);
    expect(
      (await helen.gql(`mutation { untagImage(imageId: ${id}, name: "to research") { imageId } }`)).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
  });
});

describe('gallery', () => {
  it('adds and removes images, once each', async () => {
    const other = await signedIn(gateway.url, OTHER);
    const add = `mutation { addToGallery(imageId: ${fixture.images.first}) { added image { imageId inGallery } } }`;
    expect((await other.gql(add)).body.data.addToGallery.image).toEqual({
      imageId: fixture.images.first,
      inGallery: true,
    });
    await other.gql(add);
    expect((await other.gql(LISTS)).body.data.gallery.nodes).toEqual([
      { image: { imageId: fixture.images.first, title: 'Company A muster roll, page 1' } },
    ]);
    const removed = await other.gql(
      `mutation { removeFromGallery(imageId: ${fixture.images.first}) { imageId inGallery } }`,
    );
    expect(removed.body.data.removeFromGallery).toEqual({ imageId: fixture.images.first, inGallery: false });
    expect((await other.gql(LISTS)).body.data.gallery.nodes).toEqual([]);
    expect(
      (await new Browser(gateway.url).gql(`{ gallery { nodes { added } } }`)).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('paging', () => {
  /** `list` is a field name, with its own arguments after a space: `taggedImages name: "walked"`. */
  const PAGE = (list: string) => `query P($first: Int, $after: String, $last: Int, $before: String) {
    list: ${list.split(' ')[0]}(${list.split(' ').slice(1).join(' ')} first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { image { imageId } } } } }`;
  type Page = {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
    edges: { node: { image: { imageId: number } } }[];
  };
  /** A list read one image at a time, forward with first/after or backward with last/before. */
  async function walk(browser: Browser, list: string, backward = false): Promise<number[]> {
    const ids: number[] = [];
    for (let cursor: string | null = null; ;) {
      const { body } = await browser.gql(
        PAGE(list),
        backward ? { last: 1, before: cursor } : { first: 1, after: cursor },
      );
      expect(body.errors).toBeUndefined();
      const page = body.data.list as Page;
      const here = page.edges.map((e) => e.node.image.imageId);
      if (backward) ids.unshift(...here);
      else ids.push(...here);
      if (!(backward ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage)) return ids;
      cursor = backward ? page.pageInfo.startCursor : page.pageInfo.endCursor;
    }
  }

  it("walks a member's gallery and tag lists to their ends both ways; another member sees none of it", async () => {
    const other = await signedIn(gateway.url, OTHER);
    const images = [fixture.images.first, fixture.images.second, fixture.images.third];
    for (const id of images) {
      await other.gql(`mutation { addToGallery(imageId: ${id}) { added } }`);
      await other.gql(TAG, { id, name: 'walked', private: true });
    }
    for (const list of ['gallery', 'taggedImages name: "walked"', 'recentlyTagged']) {
      const forward = await walk(other, list);
      expect([...forward].sort()).toEqual([...images].sort());
      expect(await walk(other, list, true)).toEqual(forward);
    }
    const helen = await signedIn(gateway.url, HELEN);
    const hers = (await helen.gql(PAGE('taggedImages name: "walked"'), { first: 100 })).body.data.list as Page;
    expect(hers.totalCount).toBe(0);
    expect(await walk(helen, 'gallery')).not.toContain(fixture.images.third);
    const refused = (await other.gql(PAGE('gallery'), { first: 101 })).body.errors?.[0];
    expect(refused?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'first', maximum: 100 });
    for (const id of images) await other.gql(`mutation { removeFromGallery(imageId: ${id}) { imageId } }`);
    await other.gql('mutation { removeTag(name: "walked") }');
  });
});

describe('uploads', () => {
  it('uploads a file that opens with tiles for its owner only, then edits and deletes it', async () => {
    const helen = await signedIn(gateway.url, HELEN);
    const sent = await send(helen, await jpeg(), 'Josiah tintype.jpg');
    expect(sent.status).toBe(201);
    const { imageId } = (await sent.json()) as { imageId: number };
    const [mine] = (await helen.gql(UPLOADS)).body.data.myUploads.nodes;
    expect(mine).toMatchObject({
      filename: 'Josiah tintype.jpg',
      public: false,
      format: 'jpeg',
      image: { imageId, title: 'Josiah tintype' },
    });
    const info = await helen.fetch(mine.image.tileSource);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ width: 800, height: 600 });
    expect((await helen.fetch(mine.image.thumbnail.url)).status).toBe(200);

    const other = await signedIn(gateway.url, OTHER);
    expect((await other.gql(`{ image(id: ${imageId}) { imageId } }`)).body.data.image).toBeNull();
    expect((await other.fetch(mine.image.tileSource)).status).toBe(403);
    expect(
      (await other.gql(`mutation { updateUpload(imageId: ${imageId}, title: "Mine") { upload { public } } }`)).body
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await other.gql(`mutation { deleteUpload(imageId: ${imageId}) }`)).body.errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );

    const edit = `mutation { updateUpload(imageId: ${imageId}, title: "Pvt. Josiah Whitcomb", description: "Tintype, 1861", public: true) { upload { public description image { title } } userErrors { field } } }`;
    expect((await helen.gql(edit)).body.data.updateUpload).toEqual({
      upload: { public: true, description: 'Tintype, 1861', image: { title: 'Pvt. Josiah Whitcomb' } },
      userErrors: [],
    });
    expect((await other.gql(`{ image(id: ${imageId}) { title } }`)).body.data.image).toEqual({
      title: 'Pvt. Josiah Whitcomb',
    });
    expect(
      (await other.gql(`mutation { updateUpload(imageId: ${imageId}, title: "Mine") { upload { public } } }`)).body
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const UPDATE = `mutation($id: Int!, $title: String!, $description: String) {
      updateUpload(imageId: $id, title: $title, description: $description) { upload { public } userErrors { field message code } } }`;
    const blank = await helen.gql(UPDATE, { id: imageId, title: '' });
    expect(blank.body.errors).toBeUndefined();
    expect(blank.body.data.updateUpload).toEqual({
      upload: null,
      userErrors: [
        { field: ['title'], message: 'The title you entered is too short. 0 (Min: 1)', code: 'UPLOAD_INVALID' },
      ],
    });
    const long = await helen.gql(UPDATE, { id: imageId, title: 'Tintype', description: 'd'.repeat(65_536) });
    expect(long.body.data.updateUpload.userErrors).toEqual([
      {
        field: ['description'],
        message: 'The description you entered is too long. 65536 (Max: 65535)',
        code: 'UPLOAD_INVALID',
      },
    ]);

    expect((await helen.gql(`mutation { deleteUpload(imageId: ${imageId}) }`)).body.data.deleteUpload).toBe(true);
    expect((await helen.gql(UPLOADS)).body.data.myUploads.nodes).toEqual([]);
  });

  it('refuses other files, too-large files, wrong body types and visitors', async () => {
    const helen = await signedIn(gateway.url, HELEN);
    const gif = await send(
      helen,
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer(),
      'a.gif',
      'image/gif',
    );
    expect([gif.status, await gif.json()]).toEqual([
      400,
      expect.objectContaining({ message: 'The file is not a JPEG, PNG, WebP or TIFF image' }),
    ]);
    const big = await send(helen, new Uint8Array(25 * 1024 * 1024 + 1), 'big.jpg');
    expect([big.status, (await big.json()).message]).toEqual([413, 'The file is too large (max 25 MB)']);
    const form = await helen.fetch('/gallery/upload?filename=a.jpg', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    expect((await send(new Browser(gateway.url), await jpeg(), 'a.jpg')).status).toBe(401);
    expect((await helen.gql(UPLOADS)).body.data.myUploads.nodes).toEqual([]);
  });
});
