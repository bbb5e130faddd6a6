import sharp from 'sharp';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * 'Manage this image' through GraphQL and the scan upload route (issue 15 point 6, content §2.4): only staff whose
 * roles grant `images` get the admin link and may change a page; old image addresses stop giving the old scan.
 */
let services: TestServices;
let gateway: TestGateway;
const card = fixture.images.pensionCard;
const cardId = `IMAGE:${card}`;
const HELEN = { username: fixture.user.username, password: 'Subscriber-1862' };
const BASIC = { username: 'archivist', password: 'Archivist-1863' };
const CONTENT = { username: 'curator', password: 'Curator-1864' };
const SUPPORT = { username: 'helpdesk', password: 'Helpdesk-1865' };
const IMAGE = `query Page($id: Int!) { image(id: $id) { imageId title hidden adminLink tileSource
  management { title position pageCount revision hidden width height } } }`;
const PAYLOAD = `image { imageId title ordinal width height hidden management { position revision hidden } } userErrors { field code message }`;
const MUTATIONS: [string, string, Record<string, unknown>][] = [
  [
    'rotateImage',
    `mutation R($input: RotateImageInput!) { rotateImage(input: $input) { ${PAYLOAD} } }`,
    { degrees: 90 },
  ],
  [
    'setImageVisibility',
    `mutation V($input: SetImageVisibilityInput!) { setImageVisibility(input: $input) { ${PAYLOAD} } }`,
    { hidden: true },
  ],
  ['moveImage', `mutation M($input: MoveImageInput!) { moveImage(input: $input) { ${PAYLOAD} } }`, { ordinal: 1 }],
  [
    'retitleImage',
    `mutation T($input: RetitleImageInput!) { retitleImage(input: $input) { ${PAYLOAD} } }`,
    { title: 'New title' },
  ],
];
// A 1×1 PNG.
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
MUTATIONS.push([
  'replaceImageScan',
  `mutation S($input: ReplaceImageScanInput!) { replaceImageScan(input: $input) { ${PAYLOAD} } }`,
  { scanBase64: TINY_PNG },
]);
const mutation = (name: string) => MUTATIONS.find(([n]) => n === name)!;
const run = (browser: Browser, name: string, input: Record<string, unknown>, imageGlobalId = cardId) =>
  browser.gql(mutation(name)[1], { input: { imageGlobalId, ...input } });

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  await db
    .insertInto('users')
    .values(
      [
        [20, 'curator', '["content"]'],
        [21, 'helpdesk', '["support"]'],
      ].map(([id, username, roles]) => ({
        id: id as number,
        username: username as string,
        email: `${username}@example.org`,
        password_hash: 'scrypt$fixture',
        account_status: 'non-subscriber',
        confirmed: 1,
        roles: roles as string,
        institution_id: null,
        join_date: '2024-01-01T00:00:00.000Z',
      })),
    )
    .execute();
  for (const [id, who] of [
    [1, HELEN],
    [2, BASIC],
    [20, CONTENT],
    [21, SUPPORT],
  ] as const)
    await setPassword(db, id, who.password);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const audits = () => services.db.db.selectFrom('staff_audit').select(['action', 'detail']).orderBy('id').execute();

test('visitors, Basic members, other members and support staff get no admin link and may change nothing', async () => {
  const callers: [Browser, string][] = [
    [new Browser(gateway.url), 'UNAUTHENTICATED'],
    [await signedIn(gateway.url, BASIC), 'FORBIDDEN'],
    [await signedIn(gateway.url, HELEN), 'FORBIDDEN'],
    [await signedIn(gateway.url, SUPPORT), 'FORBIDDEN'],
  ];
  for (const [browser, code] of callers) {
    const page = (await browser.gql(IMAGE, { id: card })).body.data.image;
    expect([page.adminLink, page.management, page.hidden]).toEqual([null, null, false]);
    for (const [name, , input] of MUTATIONS) {
      const answer = await run(browser, name, input);
      expect([name, answer.body.errors?.[0]?.extensions?.code]).toEqual([name, code]);
    }
    const upload = await browser.fetch(`/staff/images/${card}/scan`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
    });
    expect(upload.status).toBe(code === 'UNAUTHENTICATED' ? 401 : 403);
  }
  expect(await audits()).toEqual([]);
});

test('content staff get the admin link; bad input comes back as userErrors', async () => {
  const staff = await signedIn(gateway.url, CONTENT);
  const page = (await staff.gql(IMAGE, { id: card })).body.data.image;
  expect(page.adminLink).toBe(`/image/${card}?manage=1`);
  expect(page.management).toEqual({
    title: page.title,
    position: 1,
    pageCount: 2,
    revision: 0,
    hidden: false,
    width: 600,
    height: 900,
  });
  const refusals: [string, Record<string, unknown>, string, string[]][] = [
    ['moveImage', { ordinal: 9 }, 'BAD_ORDINAL', ['input', 'ordinal']],
    ['rotateImage', { degrees: 45 }, 'BAD_ROTATION', ['input', 'degrees']],
    ['retitleImage', { title: '  ' }, 'BAD_TITLE', ['input', 'title']],
    ['replaceImageScan', { scanBase64: 'not base64!' }, 'UPLOAD_INVALID', ['input', 'scanBase64']],
    [
      'replaceImageScan',
      { scanBase64: Buffer.from('not an image').toString('base64') },
      'UPLOAD_INVALID',
      ['input', 'scanBase64'],
    ],
  ];
  for (const [name, input, code, field] of refusals) {
    const payload = (await run(staff, name, input)).body.data[name];
    expect([name, payload.image, payload.userErrors[0].code, payload.userErrors[0].field]).toEqual([
      name,
      null,
      code,
      field,
    ]);
  }
  const unknown = await run(staff, 'rotateImage', { degrees: 90 }, `IMAGE:${fixture.missingId}`);
  expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(await audits()).toEqual([]);
});

test('rotating and replacing: the old tile address no longer gives the old pixels, the new one gives the new', async () => {
  const staff = await signedIn(gateway.url, CONTENT);
  const visitor = new Browser(gateway.url);
  const tileOf = (source: string) => source.replace('/info.json?', '/full/max/0/default.jpg?');
  const before = tileOf((await visitor.gql(IMAGE, { id: card })).body.data.image.tileSource);
  expect(before).not.toContain('v=');
  const oldTile = await visitor.fetch(before);
  expect((await sharp(Buffer.from(await oldTile.arrayBuffer())).metadata()).width).toBe(600);

  // Record 13's line box on the card: its picture is a crop address.
  const RECORD = `query R($id: ID!) { indexRecord(globalId: $id) { thumbnail(width: 200, height: 200) { url } } }`;
  const cropOf = async () => (await visitor.gql(RECORD, { id: 'INDEX_RECORD:13' })).body.data.indexRecord.thumbnail.url;
  const oldCrop = await cropOf();
  expect(oldCrop).toBe('/reference/INDEX_RECORD/13?width=200&height=200');

  const turned = (await run(staff, 'rotateImage', { degrees: 90 })).body.data.rotateImage;
  expect(turned).toMatchObject({ image: { width: 900, height: 600, management: { revision: 1 } }, userErrors: [] });
  // The crop address given before leads, through the gateway, to the current revision's; GraphQL gives that one now.
  const led = await visitor.fetch(oldCrop, { redirect: 'manual' });
  expect([led.status, new URL(led.headers.get('location')!, gateway.url + oldCrop).href]).toEqual([
    302,
    `${gateway.url}/reference/INDEX_RECORD/13?width=200&height=200&v=1`,
  ]);
  const followed = await visitor.fetch(oldCrop);
  expect([followed.status, followed.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  expect(await cropOf()).toBe('/reference/INDEX_RECORD/13?width=200&height=200&v=1');
  // The tile of the old scan, kept by the gateway as public, is no longer sent.
  const gone = await visitor.fetch(before);
  expect([gone.status, (await gone.json()).code]).toEqual([410, 'IMAGE_REVISED']);
  const after = tileOf((await visitor.gql(IMAGE, { id: card })).body.data.image.tileSource);
  expect(after).toContain('&v=1');
  const newTile = await visitor.fetch(after);
  const turnedTile = await sharp(Buffer.from(await newTile.arrayBuffer())).metadata();
  // Turned a quarter: the page is now wider than tall.
  expect([newTile.status, turnedTile.width! > turnedTile.height!]).toEqual([200, true]);

  const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const replaced = await staff.fetch(`/staff/images/${card}/scan`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(red),
  });
  expect([replaced.status, await replaced.json()]).toEqual([200, expect.objectContaining({ revision: 2, width: 300 })]);
  const stale = await visitor.fetch(after);
  expect([stale.status, (await stale.json()).code]).toEqual([410, 'IMAGE_REVISED']);
  const latest = tileOf((await visitor.gql(IMAGE, { id: card })).body.data.image.tileSource);
  const fresh = await sharp(Buffer.from(await (await visitor.fetch(latest)).arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([fresh.info.width, fresh.data[0]! > 200, fresh.data[1]! < 60]).toEqual([300, true, true]);
  // Through GraphQL too, for a file within its body limit.
  const blue = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const again = (
    await run(staff, 'replaceImageScan', { scanBase64: `data:image/png;base64,${blue.toString('base64')}` })
  ).body.data.replaceImageScan;
  expect(again).toMatchObject({ image: { width: 40, height: 30, management: { revision: 3 } }, userErrors: [] });
  expect((await visitor.fetch(latest)).status).toBe(410);
  expect((await audits()).map((row) => row.action)).toEqual(['image-rotated', 'image-replaced', 'image-replaced']);
});

test('hiding, moving and retitling: hidden pages are not found by members, staff see them marked', async () => {
  const staff = await signedIn(gateway.url, CONTENT);
  const helen = await signedIn(gateway.url, HELEN);
  const hidden = (await run(staff, 'setImageVisibility', { hidden: true })).body.data.setImageVisibility;
  expect(hidden.image).toMatchObject({ hidden: true, management: { hidden: true } });
  expect((await helen.gql(IMAGE, { id: card })).body.data.image).toBeNull();
  expect((await new Browser(gateway.url).gql(IMAGE, { id: card })).body.data.image).toBeNull();
  expect((await staff.gql(IMAGE, { id: card })).body.data.image.hidden).toBe(true);
  await run(staff, 'setImageVisibility', { hidden: false });
  expect((await helen.gql(IMAGE, { id: card })).body.data.image.hidden).toBe(false);

  const third = `IMAGE:${fixture.images.third}`;
  const moved = (await run(staff, 'moveImage', { ordinal: 1 }, third)).body.data.moveImage;
  expect(moved.image).toMatchObject({ ordinal: 1, management: { position: 1 } });
  const NEIGHBOURS = `query N($id: Int!) { image(id: $id) { previousImage { imageId } nextImage { imageId } } }`;
  expect((await helen.gql(NEIGHBOURS, { id: fixture.images.first })).body.data.image).toEqual({
    previousImage: { imageId: fixture.images.third },
    nextImage: { imageId: fixture.images.second },
  });
  const retitled = (await run(staff, 'retitleImage', { title: 'Casualty list' }, third)).body.data.retitleImage;
  expect(retitled.image.title).toBe('Casualty list');
  expect((await audits()).map((row) => row.action).slice(-4)).toEqual([
    'image-hidden',
    'image-shown',
    'image-moved',
    'image-retitled',
  ]);
});
