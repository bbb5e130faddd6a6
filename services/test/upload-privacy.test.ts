import sharp from 'sharp';
import { type AccountsServices, asMember, header, members, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

/**
 * Issue point 5 on the services' own routes that the gateway calls for many callers at once and that no GraphQL
 * field shows whole (gateway/test/upload-privacy.test.ts covers the public surface): the content loader behind
 * thumbnails and search hits, the tag cloud and find in page. Another member, a visitor and staff get nothing of
 * Helen's private upload from them; she does.
 */
const helen = asMember(members.helen);
const legacy = asMember(members.legacy);
const staff = asMember(members.staff);
const TITLE = 'Zebulon discharge papers';

describe.each(backends)("private uploads on the services' own routes on %s", (backend) => {
  let h: AccountsServices;
  let hidden: number;
  let shown: number;
  let roll: number;
  const callers = () =>
    [
      ['another member', legacy],
      ['a visitor', undefined],
      ['staff', staff],
    ] as const;

  beforeAll(async () => {
    h = await startAccounts({ backend });
    const base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
    const upload = async (filename: string) => {
      const bytes = await sharp({ create: { width: 1234, height: 777, channels: 3, background: '#6b4f2a' } })
        .jpeg()
        .toBuffer();
      const res = await fetch(`${base}/document/upload?filename=${encodeURIComponent(filename)}`, {
        method: 'POST',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/jpeg', 'x-muster-auth': header(helen) },
      });
      return ((await res.json()) as { imageId: number }).imageId;
    };
    hidden = await upload(`${TITLE}.jpg`);
    shown = await upload('Regiment reunion.jpg');
    await h.call('POST', `/document/upload-metadata/${shown}`, {
      as: helen,
      body: { title: 'Regiment reunion', public: true },
    });
    await h.call('PUT', '/user/tag/Zebulon%20Whitcomb', {
      as: helen,
      body: { contentType: 'IMAGE', objectId: hidden, private: false },
    });
    roll = (await h.db.db.selectFrom('images').select('roll_id').where('id', '=', hidden).executeTakeFirstOrThrow())
      .roll_id;
  });
  afterAll(() => h.stop());

  it('the content loader (mcontent, obj-ref/content, content) answers null for it and pictures its roll with a public page', async () => {
    const refs = [
      { contentType: 'IMAGE', objectId: hidden },
      { contentType: 'FILE', objectId: roll },
      { contentType: 'IMAGE', objectId: shown },
    ];
    const mine = await h.call('POST', '/fold31-api/obj-ref/mcontent/', { as: helen, body: refs });
    expect(mine.body[0]).toMatchObject({ title: TITLE });
    expect(mine.body[1].thumbnail.url).toContain(`/thumbnail/${hidden}/`);
    for (const [, as] of callers()) {
      const seen = await h.call('POST', '/fold31-api/obj-ref/mcontent/', { as, body: refs });
      expect(seen.body[0]).toBeNull();
      expect(seen.body[1].thumbnail.url).toContain(`/thumbnail/${shown}/`);
      expect(seen.body[2]).toMatchObject({ title: 'Regiment reunion' });
      expect(JSON.stringify(seen.body)).not.toContain(TITLE);
      expect((await h.call('GET', `/fold31-api/obj-ref/content/IMAGE/${hidden}`, { as })).status).toBe(404);
      expect((await h.call('GET', `/fold31-api/content/IMAGE/${hidden}`, { as })).status).toBe(404);
    }
  });

  it('the tag cloud and tag look-ups leave out the tags on it for everybody else', async () => {
    const cloud = await h.call('GET', '/fold31-search/search-util/tag', { as: helen });
    expect(JSON.stringify(cloud.body)).not.toContain('Zebulon');
    expect((await h.call('GET', '/user/tag-counts?prefix=zeb', { as: helen })).body).toEqual([
      { name: 'Zebulon Whitcomb', count: 1 },
    ]);
    for (const [, as] of callers()) {
      expect((await h.call('GET', '/user/tag-counts?prefix=zeb', { as })).body).toEqual([]);
      expect((await h.call('GET', `/user/tag-docs?doc=IMAGE:${hidden}`, { as })).body).toEqual([]);
    }
  });

  it('find in page answers 404 for it, as for a page that does not exist', async () => {
    expect((await h.call('GET', `/document/ocr-text/${hidden}`, { as: helen })).status).toBe(200);
    for (const [, as] of callers()) {
      expect((await h.call('GET', `/document/ocr-text/${hidden}`, { as })).status).toBe(404);
      expect((await h.call('GET', `/document/doc-token/${hidden}?token=zebulon`, { as })).status).toBe(404);
    }
  });
});
