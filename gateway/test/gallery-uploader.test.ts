import sharp from 'sharp';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { useStack } from '@muster/testkit';

/**
 * Image.uploader (content spec §2.4): the member behind an uploaded image, named as the viewer's
 * '{name}'s Uploads' link shows them; null for scans and for uploads the caller may not see.
 */
const stack = useStack({ gateway: { warmCache: false } });
const HELEN = { username: fixture.user.username, password: 'Subscriber-1862' };
const OTHER = { username: 'archivist', password: 'Archivist-1863' };
const UPLOADER = `query Uploader($id: Int!) { image(id: $id) { imageId uploader { userId username displayName name } } }`;

beforeAll(async () => {
  await setPassword(stack.db.db, 1, HELEN.password);
  await setPassword(stack.db.db, 2, OTHER.password);
});

async function signedIn(who: { username: string; password: string }): Promise<Browser> {
  const browser = new Browser(stack.url);
  expect((await browser.gql(SIGN_IN, who)).body.errors).toBeUndefined();
  return browser;
}

async function upload(browser: Browser, filename: string, makePublic: boolean): Promise<number> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .toBuffer();
  const sent = await browser.fetch(`/gallery/upload?filename=${encodeURIComponent(filename)}`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(sent.status).toBe(201);
  const { imageId } = (await sent.json()) as { imageId: number };
  if (makePublic)
    await browser.gql(
      `mutation { updateUpload(imageId: ${imageId}, title: "${filename}", public: true) { upload { public } } }`,
    );
  return imageId;
}

describe('Image.uploader', () => {
  it('names the member who uploaded a public image, to anyone who may open it', async () => {
    const helen = await signedIn(HELEN);
    const imageId = await upload(helen, 'Tintype', true);
    const other = await signedIn(OTHER);
    const seen = (await other.gql(UPLOADER, { id: imageId })).body;
    expect(seen.errors).toBeUndefined();
    // Without a display name the username is the name.
    expect(seen.data.image.uploader).toEqual({ userId: 1, username: 'hwhitcomb', displayName: '', name: 'hwhitcomb' });

    await helen.gql(`mutation { updateProfile(input: { displayName: "Helen Whitcomb" }) { account { userId } } }`);
    expect((await other.gql(UPLOADER, { id: imageId })).body.data.image.uploader).toEqual({
      userId: 1,
      username: 'hwhitcomb',
      displayName: 'Helen Whitcomb',
      name: 'Helen Whitcomb',
    });
  });

  it("is null for a scan, and a private upload is its owner's alone", async () => {
    const helen = await signedIn(HELEN);
    expect((await helen.gql(UPLOADER, { id: fixture.images.first })).body.data.image).toEqual({
      imageId: fixture.images.first,
      uploader: null,
    });
    const hidden = await upload(helen, 'Diary', false);
    expect((await helen.gql(UPLOADER, { id: hidden })).body.data.image.uploader).toMatchObject({ userId: 1 });
    expect((await (await signedIn(OTHER)).gql(UPLOADER, { id: hidden })).body.data.image).toBeNull();
  });

  it('answers many images of one request together, each with its own uploader or none', async () => {
    const helen = await signedIn(HELEN);
    const other = await signedIn(OTHER);
    const mine = await upload(helen, 'Letter', true);
    const theirs = await upload(other, 'Flag', true);
    const query = `{ a: image(id: ${mine}) { uploader { userId } } b: image(id: ${theirs}) { uploader { userId } }
      c: image(id: ${fixture.images.second}) { uploader { userId } } }`;
    stack.resetServiceRequests();
    const res = (await helen.gql(query)).body;
    expect(res.errors).toBeUndefined();
    // One call for the three images, not one each.
    expect(stack.serviceRequests.filter((r) => r.startsWith('GET /document/uploaders'))).toHaveLength(1);
    expect(res.data).toEqual({ a: { uploader: { userId: 1 } }, b: { uploader: { userId: 2 } }, c: { uploader: null } });
  });
});
