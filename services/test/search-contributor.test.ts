import sharp from 'sharp';
import { rebuildSearchIndex } from '../src/search/index-build';
import { type AccountsServices, asMember, header, members, startAccounts } from '@muster/testkit/accounts';
import { images, publications, rolls } from '@muster/testkit/fixtures';
import { backends } from '@muster/testkit';

const helen = asMember(members.helen);
const legacy = asMember(members.legacy);
const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .toBuffer();
const contributor = (ids: number[], exclude = false) => ({
  type: 'general.contributor',
  values: ids.map((id) => ({ value: String(id) })),
  exclude,
});

describe.each(backends)('general.contributor filter on %s', (backend) => {
  let h: AccountsServices;
  let base: string;
  const mine: number[] = [];
  let theirs: number;
  let hidden: number;

  const upload = async (filename: string, as: object, makePublic: boolean) => {
    const res = await fetch(`${base}/document/upload?filename=${encodeURIComponent(filename)}`, {
      method: 'POST',
      body: new Uint8Array(await jpeg()),
      headers: { 'content-type': 'image/jpeg', 'x-muster-auth': header(as) },
    });
    const { imageId } = (await res.json()) as { imageId: number };
    if (makePublic)
      await h.call('POST', `/document/upload-metadata/${imageId}`, {
        as,
        body: { title: filename.replace('.jpg', ''), public: true },
      });
    return imageId;
  };
  const search = (body: object, as: object | null = legacy) =>
    h.call('POST', '/fold31-search/doc-search', { as: as ?? undefined, body });
  const ids = (body: { hits: { doc: { contentType: string; objectId: number } }[] }) =>
    body.hits.map((hit) => `${hit.doc.contentType}:${hit.doc.objectId}`);

  beforeAll(async () => {
    h = await startAccounts({ backend });
    base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
    await h.db.db.insertInto('publications').values(publications).execute();
    await h.db.db.insertInto('rolls').values(rolls).execute();
    await h.db.db.insertInto('images').values(images).execute();
    await h.db.db
      .updateTable('users')
      .set({ display_name: 'Helen Whitcomb' })
      .where('id', '=', members.helen.id)
      .execute();
    // Each upload a minute after the last, so last-modified order is upload order.
    for (const name of ['Tintype.jpg', 'Furlough letter.jpg']) {
      mine.push(await upload(name, helen, true));
      h.clock.now += 60_000;
    }
    theirs = await upload('Regimental flag.jpg', legacy, true);
    hidden = await upload('Private diary.jpg', helen, false);
    await rebuildSearchIndex(h.db.db);
  }, 60_000);
  afterAll(() => h.stop());

  it('finds only the images one member uploaded, most recently modified first', async () => {
    const res = await search({ filters: [contributor([members.helen.id])], sortOrder: 'LAST_MODIFIED' });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([`IMAGE:${mine[1]}`, `IMAGE:${mine[0]}`]);
    expect(res.body.total).toBe(2);
    const other = await search({ filters: [contributor([members.legacy.id])], sortOrder: 'LAST_MODIFIED' }, null);
    expect(ids(other.body)).toEqual([`IMAGE:${theirs}`]);
    const both = await search({
      filters: [contributor([members.helen.id, members.legacy.id])],
      sortOrder: 'LAST_MODIFIED',
    });
    expect(ids(both.body)).toEqual([`IMAGE:${theirs}`, `IMAGE:${mine[1]}`, `IMAGE:${mine[0]}`]);
  });

  it('pages the uploads list by cursor in the same order', async () => {
    const first = await search({ filters: [contributor([members.helen.id])], sortOrder: 'LAST_MODIFIED', maxCount: 1 });
    expect(ids(first.body)).toEqual([`IMAGE:${mine[1]}`]);
    const next = await search({
      filters: [contributor([members.helen.id])],
      sortOrder: 'LAST_MODIFIED',
      maxCount: 1,
      after: first.body.endCursor,
    });
    expect(ids(next.body)).toEqual([`IMAGE:${mine[0]}`]);
  });

  it("excludes a member's uploads and keeps everything else", async () => {
    const nobody = await search({ filters: [contributor([999])], sortOrder: 'LAST_MODIFIED', maxCount: 100 }, helen);
    const res = await search(
      { filters: [contributor([members.helen.id], true)], sortOrder: 'LAST_MODIFIED', maxCount: 100 },
      helen,
    );
    expect(nobody.body.total).toBe(0);
    expect(ids(res.body)).toContain(`IMAGE:${theirs}`);
    expect(ids(res.body)).toContain(`IMAGE:${images[0].id}`);
    for (const id of [...mine, hidden]) expect(ids(res.body)).not.toContain(`IMAGE:${id}`);
  });

  it('never shows a private upload, not even to its owner', async () => {
    const res = await search({ filters: [contributor([members.helen.id])] }, helen);
    expect(ids(res.body)).not.toContain(`IMAGE:${hidden}`);
    const anyone = await search({ filters: [contributor([members.helen.id], true)], maxCount: 100 }, legacy);
    expect(ids(anyone.body)).not.toContain(`IMAGE:${hidden}`);
  });

  it('counts uploads per member as a facet labelled with their name', async () => {
    const res = await search({
      filters: [contributor([members.helen.id, members.legacy.id])],
      facetRequests: [{ type: 'general.contributor' }],
    });
    const facet = res.body.facets.find((f: { type: string }) => f.type === 'general.contributor');
    expect(facet.values).toEqual([
      expect.objectContaining({ value: String(members.helen.id), label: 'Helen Whitcomb', count: 2 }),
      expect.objectContaining({ value: String(members.legacy.id), label: 'legacy', count: 1 }),
    ]);
  });

  it('takes a PREFIX filter as the start of usernames, in any case', async () => {
    const res = await search({
      filters: [{ type: 'general.contributor', filterType: 'PREFIX', values: [{ value: 'HWHIT' }] }],
      sortOrder: 'LAST_MODIFIED',
    });
    expect(ids(res.body)).toEqual([`IMAGE:${mine[1]}`, `IMAGE:${mine[0]}`]);
  });

  it('refuses a contributor that is not a member id, with a reason', async () => {
    const res = await search({ filters: [{ type: 'general.contributor', values: [{ value: 'helen' }] }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('general.contributor values must be member ids (got helen)');
  });

  it('finds an upload as soon as it is made public, and loses it when made private or deleted (no rebuild)', async () => {
    const found = async () =>
      ids((await search({ filters: [contributor([members.legacy.id])], maxCount: 100 }, legacy)).body);
    const fresh = await upload('Camp sketch.jpg', legacy, false);
    expect(await found()).not.toContain(`IMAGE:${fresh}`);
    await h.call('POST', `/document/upload-metadata/${fresh}`, {
      as: legacy,
      body: { title: 'Camp sketch', public: true },
    });
    expect(await found()).toContain(`IMAGE:${fresh}`);
    expect(ids((await search({ keywords: 'sketch' }, null)).body)).toContain(`IMAGE:${fresh}`);
    await h.call('POST', `/document/upload-metadata/${fresh}`, {
      as: legacy,
      body: { title: 'Camp sketch', public: false },
    });
    expect(await found()).not.toContain(`IMAGE:${fresh}`);
    await h.call('POST', `/document/upload-metadata/${fresh}`, {
      as: legacy,
      body: { title: 'Camp sketch', public: true },
    });
    expect((await h.call('DELETE', `/document/userUpload/${fresh}`, { as: legacy })).status).toBeLessThan(300);
    expect(await found()).not.toContain(`IMAGE:${fresh}`);
  });
});
