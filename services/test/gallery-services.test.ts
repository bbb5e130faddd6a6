import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import { rebuildSearchIndex } from '../src/search/index-build';
import { type AccountsServices, asMember, header, members, startAccounts } from '@muster/testkit/accounts';
import { images, publications, rolls } from '@muster/testkit/fixtures';
import { backends } from '@muster/testkit';

const helen = asMember(members.helen);
const legacy = asMember(members.legacy);
const picture = (format: 'jpeg' | 'png' | 'webp' | 'tiff' | 'gif') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d3b' } })
    .toFormat(format)
    .toBuffer();

describe.each(backends)('galleries, uploads and tags on %s', (backend) => {
  let h: AccountsServices;
  let base: string;
  const upload = async (bytes: Buffer, filename: string, as: object | null = helen, type = 'image/jpeg') => {
    const res = await fetch(`${base}/document/upload?filename=${encodeURIComponent(filename)}`, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'content-type': type, ...(as ? { 'x-muster-auth': header(as) } : {}) },
    });
    return { status: res.status, body: await res.json() };
  };
  const count = async (table: 'images' | 'user_uploads' | 'tags' | 'gallery_items') =>
    Number(
      (
        await h.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    h = await startAccounts({ backend });
    base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
    await h.db.db.insertInto('publications').values(publications).execute();
    await h.db.db.insertInto('rolls').values(rolls).execute();
    await h.db.db.insertInto('images').values(images).execute();
  });
  afterAll(() => h.stop());

  it("stores JPEG, PNG, WebP and TIFF uploads as the member's private scans, opened like any image", async () => {
    for (const format of ['jpeg', 'png', 'webp', 'tiff'] as const) {
      const made = await upload(await picture(format), `Letter home.${format}`, helen, `image/${format}`);
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({
        title: 'Letter home',
        width: 640,
        height: 480,
        upload: { userId: 1, filename: `Letter home.${format}`, format, public: false },
      });
      const file = await h.db.db
        .selectFrom('images')
        .select('file_path')
        .where('id', '=', made.body.imageId)
        .executeTakeFirstOrThrow();
      expect(file.file_path).toBe(`uploads/members/1/${made.body.imageId}.jpg`);
      expect((await sharp(fs.readFileSync(path.join(h.dataDir, file.file_path))).metadata()).format).toBe('jpeg');
    }
    const mine = await h.call('GET', '/document/uploads', { as: helen });
    expect(mine.body.map((u: { format: string }) => u.format).sort()).toEqual(['jpeg', 'png', 'tiff', 'webp']);
    const id = mine.body[0].imageId;
    // The owner sees it in the viewer; anyone else gets 404 everywhere, thumbnails included.
    expect((await h.call('GET', `/document/viewer-image?id=${id}`, { as: helen })).body).toMatchObject({
      imageId: id,
      breadcrumbs: expect.any(Array),
    });
    expect((await h.call('GET', `/document/viewer-image?id=${id}`, { as: legacy })).status).toBe(404);
    expect((await h.call('GET', `/document/image/${id}`)).status).toBe(404);
    expect(
      (await h.call('GET', `/fold31-image-data/thumbnail/${id}/100/100/0_0_0_0/0.jpg`, { as: legacy })).status,
    ).toBe(404);
    expect(
      (await h.call('GET', `/fold31-image-data/thumbnail/${id}/100/100/0_0_0_0/0.jpg`, { as: helen })).status,
    ).toBe(200);
    expect((await h.call('GET', '/document/uploads?userId=1', { as: legacy })).body).toEqual([]);
  });

  it('refuses other files, empty and too-large ones and visitors, storing nothing', async () => {
    const before = [await count('images'), await count('user_uploads')];
    const gif = await upload(await picture('gif'), 'scan.gif');
    expect(gif).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'UPLOAD_INVALID',
        code: 'UPLOAD_INVALID',
        message: 'The file is not a JPEG, PNG, WebP or TIFF image',
      },
    });
    expect((await upload(Buffer.from('%PDF-1.4 not an image'), 'scan.jpg')).body.message).toBe(
      'The file is not a JPEG, PNG, WebP or TIFF image',
    );
    expect((await upload(Buffer.alloc(0), 'scan.jpg')).status).toBe(400);
    const big = await upload(Buffer.alloc(UPLOAD_MAX_BYTES + 1), 'huge.jpg');
    expect(big).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        error: 'UPLOAD_TOO_LARGE',
        code: 'UPLOAD_TOO_LARGE',
        message: 'The file is too large (max 25 MB)',
      },
    });
    expect((await upload(await picture('jpeg'), 'x.jpg', null)).status).toBe(401);
    expect((await upload(await picture('jpeg'), '')).status).toBe(400);
    expect([await count('images'), await count('user_uploads')]).toEqual(before);
  });

  it('edits metadata, makes an upload public, and lets only its owner change or delete it', async () => {
    const made = (await upload(await picture('jpeg'), 'Portrait.jpg')).body;
    const id = made.imageId;
    const edited = await h.call('POST', `/document/upload-metadata/${id}`, {
      as: helen,
      body: { title: 'Pvt. Josiah Whitcomb', description: 'Tintype, 1861', public: true },
    });
    expect(edited.body).toMatchObject({ imageId: id, description: 'Tintype, 1861', public: true });
    expect((await h.call('GET', `/document/image/${id}`, { as: legacy })).body).toMatchObject({
      title: 'Pvt. Josiah Whitcomb',
    });
    expect(
      (await h.call('GET', '/document/uploads?userId=1', { as: legacy })).body.map(
        (u: { imageId: number }) => u.imageId,
      ),
    ).toEqual([id]);
    // Bad input and other members change nothing.
    expect(
      (await h.call('POST', `/document/upload-metadata/${id}`, { as: helen, body: { title: '  ' } })).body.message,
    ).toBe('The title you entered is too short. 0 (Min: 1)');
    expect(
      (await h.call('POST', `/document/upload-metadata/${id}`, { as: helen, body: { title: 'x'.repeat(257) } })).body
        .message,
    ).toBe('The title you entered is too long. 257 (Max: 256)');
    expect(
      (await h.call('POST', `/document/upload-metadata/${id}`, { as: legacy, body: { title: 'Mine now' } })).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/document/userUpload/${id}`, { as: legacy })).status).toBe(403);
    expect(
      (await h.call('POST', '/document/upload-metadata/987654', { as: helen, body: { title: 'Nothing' } })).status,
    ).toBe(404);
    expect((await h.call('GET', `/document/image/${id}`, { as: helen })).body.title).toBe('Pvt. Josiah Whitcomb');

    await h.call('PUT', `/user/tag/family?x=1`, { as: helen, body: { objectId: id } });
    await h.call('PUT', `/document/gallery/image/${id}`, { as: helen });
    const file = path.join(h.dataDir, `uploads/members/1/${id}.jpg`);
    expect(fs.existsSync(file)).toBe(true);
    expect((await h.call('DELETE', `/document/userUpload/${id}`, { as: helen })).status).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    expect((await h.call('GET', `/document/image/${id}`, { as: helen })).status).toBe(404);
    expect(await h.db.db.selectFrom('tags').selectAll().where('object_id', '=', id).execute()).toEqual([]);
    expect((await h.call('DELETE', `/document/userUpload/${id}`, { as: helen })).status).toBe(404);
  });

  it("keeps a gallery per member: add, list, remove; unknown and other members' private images are refused", async () => {
    expect((await h.call('PUT', '/document/gallery/image/101', { as: legacy })).body).toMatchObject({
      contentType: 'IMAGE',
      objectId: 101,
    });
    expect((await h.call('PUT', '/document/gallery/IMAGE/101', { as: legacy })).status).toBe(200);
    expect((await h.call('PUT', '/document/gallery/image/201', { as: legacy })).status).toBe(200);
    expect(
      (await h.call('GET', '/document/gallery', { as: legacy })).body
        .map((g: { objectId: number }) => g.objectId)
        .sort(),
    ).toEqual([101, 201]);
    expect((await h.call('GET', '/document/gallery', { as: helen })).body).toEqual([]);
    expect((await h.call('PUT', '/document/gallery/image/987654', { as: legacy })).status).toBe(404);
    expect((await h.call('PUT', '/document/gallery/memorial/1', { as: legacy })).body.message).toBe(
      'Only images can be added to a gallery, not memorial',
    );
    const hidden = (await upload(await picture('png'), 'private.png', helen, 'image/png')).body.imageId;
    expect((await h.call('PUT', `/document/gallery/image/${hidden}`, { as: legacy })).status).toBe(404);
    expect((await h.call('PUT', '/document/gallery/image/101')).status).toBe(401);
    expect((await h.call('DELETE', '/document/gallery/image/201', { as: legacy })).status).toBe(204);
    expect((await h.call('DELETE', '/document/gallery/image/201', { as: legacy })).status).toBe(404);
    expect(
      (await h.call('GET', '/document/gallery', { as: legacy })).body.map((g: { objectId: number }) => g.objectId),
    ).toEqual([101]);
  });

  it("tags images publicly or privately, lists a member's tags with counts and finds names by prefix", async () => {
    const put = (name: string, objectId: number, as = helen, isPrivate = false) =>
      h.call('PUT', `/user/tag/${encodeURIComponent(name)}`, { as, body: { objectId, private: isPrivate } });
    expect((await put('Gettysburg', 101)).body).toMatchObject({
      name: 'Gettysburg',
      type: 'PUBLIC',
      doc: 'IMAGE:101',
      userId: 1,
      ordinal: 1,
    });
    await put('  Gettysburg ', 101); // the same tag again: one row
    await put('Gettysburg', 102);
    await put('bookmarks', 101, helen, true);
    await put('Gettysburg', 103, legacy);
    await put('George Washington', 104, legacy, true);
    expect((await h.call('GET', '/user/tag', { as: helen })).body).toEqual([
      { name: 'Gettysburg', count: 2 },
      { name: 'bookmarks', count: 1 },
    ]);
    // Prefix look-up: public names of everyone plus the caller's private ones, most used first.
    expect((await h.call('GET', '/user/tag-counts?prefix=ge', { as: helen })).body).toEqual([
      { name: 'Gettysburg', count: 3 },
    ]);
    expect((await h.call('GET', '/user/tag-counts?prefix=GE', { as: legacy })).body).toEqual([
      { name: 'Gettysburg', count: 3 },
      { name: 'George Washington', count: 1 },
    ]);
    expect((await h.call('GET', '/user/tag-counts?prefix=book')).body).toEqual([]);
    expect((await h.call('GET', '/user/tag-counts?prefix=%25')).body).toEqual([]);
    for (let i = 0; i < 12; i++) await put(`Maine ${String(i).padStart(2, '0')}`, 201);
    expect((await h.call('GET', '/user/tag-counts?prefix=maine')).body).toHaveLength(10);
    // Tags on images: public ones and the caller's own.
    const onFirst = await h.call('GET', '/user/tag-docs?doc=IMAGE:101&doc=IMAGE:104', { as: legacy });
    expect(onFirst.body.map((t: { name: string; doc: string }) => `${t.doc} ${t.name}`)).toEqual([
      'IMAGE:101 Gettysburg',
      'IMAGE:104 George Washington',
    ]);
    const tagged = (await h.call('GET', '/user/tag/Gettysburg/objects', { as: helen })).body;
    expect(tagged.total).toBe(2);
    expect(tagged.items.map((o: { doc: string }) => o.doc).sort()).toEqual(['IMAGE:101', 'IMAGE:102']);
    // A slice anywhere in the list, with the list's length: the whole list can be walked.
    const second = (await h.call('GET', '/user/tag/Gettysburg/objects?limit=1&offset=1', { as: helen })).body;
    expect(second).toEqual({ items: [tagged.items[1]], total: 2 });
    const recent = (await h.call('GET', '/user/tag-recent?limit=2', { as: helen })).body;
    expect(recent.items).toHaveLength(2);
    expect(recent.total).toBeGreaterThan(2);
    expect((await h.call('GET', '/user/tag-recent?offset=-1', { as: helen })).status).toBe(400);
    expect((await h.call('GET', '/user/tag-recent?limit=1001', { as: helen })).status).toBe(400);
  });

  it('refuses bad tags, changing nothing', async () => {
    const before = await count('tags');
    const put = (name: string, body: object, as: object | null = helen) =>
      h.call('PUT', `/user/tag/${encodeURIComponent(name)}`, { as: as ?? undefined, body });
    expect((await put(' ', { objectId: 101 })).body).toMatchObject({
      error: 'TAG_INVALID',
      message: 'The tag you entered is too short. 0 (Min: 1)',
    });
    expect((await put('x'.repeat(101), { objectId: 101 })).body.message).toBe(
      'The tag you entered is too long. 101 (Max: 100)',
    );
    expect((await put('mine:12', { objectId: 101 })).body.message).toBe('A tag may not end with a colon and a number');
    expect((await put('unknown', { objectId: 987654 })).status).toBe(404);
    expect((await put('unknown', { objectId: 101, contentType: 'MEMORIAL' })).status).toBe(400);
    expect((await put('visitor', { objectId: 101 }, null)).status).toBe(401);
    const hidden = (await upload(await picture('jpeg'), 'hidden.jpg')).body.imageId;
    expect((await put('nosy', { objectId: hidden }, legacy)).status).toBe(404);
    expect(await count('tags')).toBe(before);
  });

  it("removes a tag from one image or from all of the member's images", async () => {
    const put = (name: string, objectId: number) =>
      h.call('PUT', `/user/tag/${name}`, { as: legacy, body: { objectId } });
    await put('to-research', 101);
    await put('to-research', 102);
    await put('to-research', 103);
    expect((await h.call('DELETE', '/user/tag/to-research?objectId=101', { as: legacy })).body).toEqual({
      name: 'to-research',
      deleted: 1,
    });
    expect((await h.call('DELETE', '/user/tag/to-research?objectId=101', { as: legacy })).status).toBe(404);
    expect((await h.call('DELETE', '/user/tag/to-research', { as: helen })).status).toBe(404); // not hers
    expect((await h.call('DELETE', '/user/tag/to-research', { as: legacy })).body).toEqual({
      name: 'to-research',
      deleted: 2,
    });
  });

  it('keeps private uploads out of the search index; public ones are found', async () => {
    const hidden = (await upload(await picture('jpeg'), 'Secret letter.jpg')).body.imageId;
    const shown = (await upload(await picture('jpeg'), 'Shared letter.jpg')).body.imageId;
    await h.call('POST', `/document/upload-metadata/${shown}`, {
      as: helen,
      body: { title: 'Shared letter', public: true },
    });
    await rebuildSearchIndex(h.db.db);
    const indexed = await h.db.db
      .withTables<{ search_docs: { content_type: string; object_id: number } }>()
      .selectFrom('search_docs')
      .select('object_id')
      .where('content_type', '=', 'IMAGE')
      .where('object_id', 'in', [hidden, shown])
      .execute();
    expect(indexed.map((r) => r.object_id)).toEqual([shown]);
  });

  it('lets staff with the tags ability list tag names by prefix and delete one for everyone, audited', async () => {
    const staff = asMember(members.staff);
    const tag = (userId: number, name: string, objectId: number, isPrivate = 0) => ({
      user_id: userId,
      name,
      content_type: 'IMAGE',
      object_id: objectId,
      private: isPrivate,
      created: '2026-01-01T00:00:00.000Z',
    });
    await h.db.db
      .insertInto('tags')
      .values([tag(3, 'Spam offer', 301), tag(4, 'spam offer', 302, 1), tag(4, 'Spam offer', 302)])
      .execute();
    expect((await h.call('GET', '/user/tag-admin?prefix=spam', { as: helen })).status).toBe(403);
    expect((await h.call('GET', '/user/tag-admin?prefix=spam')).status).toBe(401);
    expect((await h.call('DELETE', '/user/tag-admin/Spam%20offer', { as: helen })).status).toBe(403);
    expect((await h.call('GET', '/user/tag-admin?prefix=SPAM', { as: staff })).body).toEqual([
      { name: 'Spam offer', count: 2 },
      { name: 'spam offer', count: 1 },
    ]);
    expect((await h.call('DELETE', '/user/tag-admin/Spam%20offer', { as: staff })).body).toEqual({
      name: 'Spam offer',
      deleted: 2,
    });
    expect((await h.call('DELETE', '/user/tag-admin/Spam%20offer', { as: staff })).status).toBe(404);
    expect((await h.call('GET', '/user/tag-admin?prefix=spam', { as: staff })).body).toEqual([
      { name: 'spam offer', count: 1 },
    ]);
    const audited = await h.db.db.selectFrom('staff_audit').select(['action', 'detail']).execute();
    expect(audited).toEqual([{ action: 'tag-deleted', detail: 'Spam offer (2)' }]);
  });
});
