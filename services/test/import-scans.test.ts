import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import sharp from 'sharp';
import { signImageAccessToken } from '@muster/contract/node';
import { type TestServices, backends, startServices } from '@muster/testkit';
import { runImport } from '../src/import/import-run';
import { IMPORT_PUB, SECRET, as, authHeader, call, waitFor } from './import-helpers';

const SIGNING = 'import-scans-signing';

const scan = (color: string, format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 1200, height: 900, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

// Issue 15 points 1–2: an import with a ZIP or folder of its scans; each scan a row names becomes a page of the
// publication, stored and tiled in the job the way members' uploads are (docs/decisions/imports.md "Scans").
describe.each(backends)('import with scans on %s', (backend) => {
  let h: TestServices;
  let root: string;
  const api = (method: string, url: string, caller: Parameters<typeof call>[3], body?: unknown) =>
    call(h.url, method, url, caller, body);
  beforeAll(async () => {
    h = await startServices({ backend, settings: { internalSecret: SECRET, urlSigningSecret: SIGNING } });
    root = path.join(h.dataDir, 'imports', 'server');
  });
  afterAll(() => h.stop());

  const upload = async (name: string, body: Uint8Array | string, type: string) => {
    const res = await fetch(`${h.url}/import/upload?name=${name}`, {
      method: 'POST',
      headers: { ...authHeader(as.admin), 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: res.status, body: await res.json() };
  };

  it('a ZIP of scans: records hang on the new pages, tiles answer, a missing or non-image file is a finding, undo removes them', async () => {
    const zip = new JSZip();
    zip.file('page-1.jpg', await scan('#c0a080', 'jpeg'));
    zip.file('box/page-2.png', await scan('#8090a0', 'png'));
    zip.file('notes.txt', 'not a scan');
    // A name leaving the folder (zip slip) is never read, whatever a row says.
    zip.file('../evil.jpg', await scan('#000000', 'jpeg'));
    const zipped = await zip.generateAsync({ type: 'nodebuffer' });
    const csv = [
      'Surname,Given Name,Image File,Roll',
      'Scanlon,Amos,page-1.jpg,Box 1',
      'Scanlon,Bertha,page-1.jpg,Box 1',
      'Tiler,Cyrus,page-2.png,Box 2',
      'Gone,Dora,page-9.jpg,Box 2',
      'Text,Ezra,notes.txt,Box 2',
      'Slip,Fern,../evil.jpg,Box 2',
    ].join('\n');
    const scans = await upload('scans.zip', zipped, 'application/octet-stream');
    expect([scans.status, scans.body.headings]).toEqual([201, []]);
    const rows = await upload('rows.csv', csv, 'text/csv');
    expect(rows.status).toBe(201);
    const made = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      upload: rows.body.upload,
      scansUpload: scans.body.upload,
      settings: { mapping: { 'Image File': 'image_file', Roll: 'roll' } },
    });
    expect(made.status).toBe(201);
    const done = await waitFor(h.url, made.body.id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { rowsRead: 6, rowsWritten: 3, rowsRejected: 3, scansTiled: 2, scansTotal: 3 },
    });
    const errors = await api('GET', `/import/jobs/${made.body.id}/errors`, as.admin);
    expect(
      errors.body.errors.map((e: { row: number; column: string; value: string; message: string }) => [
        e.row,
        e.column,
        e.value,
        e.message,
      ]),
    ).toEqual([
      [4, 'Image File', 'page-9.jpg', 'Image File "page-9.jpg" is not in the scans given with the import'],
      [5, 'Image File', 'notes.txt', expect.stringMatching(/^"notes.txt" is not a scan we can store/)],
      [
        6,
        'Image File',
        '../evil.jpg',
        '"../evil.jpg" leaves the folder of scans; name the file by its place inside it',
      ],
    ]);

    const records = await h.db.db
      .selectFrom('index_records')
      .innerJoin('import_rows', 'import_rows.record_id', 'index_records.id')
      .innerJoin('images', 'images.id', 'index_records.image_id')
      .innerJoin('rolls', 'rolls.id', 'images.roll_id')
      .select(['index_records.given_name', 'images.id as imageId', 'images.publication_id', 'rolls.name as roll'])
      .where('import_rows.import_id', '=', made.body.id)
      .orderBy('index_records.given_name')
      .execute();
    expect(records.map((r) => [r.given_name, r.publication_id, r.roll])).toEqual([
      ['Amos', IMPORT_PUB, 'Box 1'],
      ['Bertha', IMPORT_PUB, 'Box 1'],
      ['Cyrus', IMPORT_PUB, 'Box 2'],
    ]);
    expect(records[0].imageId).toBe(records[1].imageId);
    const page = records[2].imageId;
    // The page's tiles answer through IIIF, from the pyramid the job wrote.
    const staff = { userId: 2, accountStatus: 'subscriber', roles: ['admin'], institutionId: null };
    const token = signImageAccessToken(page, 2, SIGNING, Date.now());
    const info = await fetch(`${h.url}/fold31-image-data/iiif/3/${page}/info.json?token=${token}`, {
      headers: authHeader(staff),
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ width: 1200, height: 900 });
    const tile = await fetch(
      `${h.url}/fold31-image-data/iiif/3/${page}/0,0,512,512/512,/0/default.jpg?token=${token}`,
      {
        headers: authHeader(staff),
      },
    );
    expect([tile.status, (await sharp(Buffer.from(await tile.arrayBuffer())).metadata()).width]).toEqual([200, 512]);
    const stored = await h.db.db.selectFrom('import_scans').selectAll().where('import_id', '=', made.body.id).execute();
    const files = stored.filter((s) => s.file_path).map((s) => path.join(h.dataDir, s.file_path!));
    expect(files.map((f) => fs.existsSync(f))).toEqual([true, true]);
    expect(fs.existsSync(path.join(h.dataDir, 'pyramids', `${stored.find((s) => s.file_path)!.file_path}.tif`))).toBe(
      true,
    );

    // A job resumed after a crash (here: after its first scan's pyramid was lost) neither doubles nor loses a scan.
    const pyramid = path.join(h.dataDir, 'pyramids', `${stored.find((s) => s.file_path)!.file_path}.tif`);
    fs.rmSync(pyramid);
    await h.db.db
      .updateTable('import_scans')
      .set({ tiled: 0 })
      .where('file_path', '=', stored.find((s) => s.file_path)!.file_path)
      .execute();
    await h.db.db
      .updateTable('imports')
      .set({ state: 'running', scans_tiled: 1 })
      .where('id', '=', made.body.id)
      .execute();
    const imagesBefore = await h.db.db.selectFrom('images').select('id').execute();
    await runImport(h.db.db, made.body.id, {
      scans: { dataDir: h.dataDir, limits: { maxBytes: 25 * 1024 ** 2, maxFiles: 100 } },
    });
    expect(await h.db.db.selectFrom('images').select('id').execute()).toEqual(imagesBefore);
    expect((await api('GET', `/import/jobs/${made.body.id}`, as.admin)).body).toMatchObject({
      message: null,
      state: 'done',
      progress: { rowsWritten: 3, scansTiled: 2, scansTotal: 3 },
    });
    expect(fs.existsSync(pyramid)).toBe(true);

    const undone = await api('POST', `/import/jobs/${made.body.id}/undo`, as.admin);
    expect([undone.status, undone.body.state]).toEqual([200, 'undone']);
    const left = await h.db.db
      .selectFrom('images')
      .select('id')
      .where(
        'id',
        'in',
        records.map((r) => r.imageId),
      )
      .execute();
    expect(left).toEqual([]);
    expect(await h.db.db.selectFrom('rolls').select('id').where('name', 'in', ['Box 1', 'Box 2']).execute()).toEqual(
      [],
    );
    expect(files.map((f) => fs.existsSync(f))).toEqual([false, false]);
  });

  it('a folder of scans under the imports root; a scans path leaving the root is refused', async () => {
    fs.mkdirSync(path.join(root, 'batch', 'scans'), { recursive: true });
    fs.writeFileSync(path.join(root, 'batch', 'scans', 'a.png'), await scan('#405060', 'png'));
    fs.writeFileSync(path.join(root, 'batch', 'rows.csv'), 'Surname,Given Name,imageFile\nFolder,Faye,a.png\n');
    const outside = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'batch/rows.csv',
      scansServerPath: '../../',
    });
    expect([outside.status, outside.body.code, outside.body.field]).toEqual([
      400,
      'PATH_OUTSIDE_ROOT',
      'scansServerPath',
    ]);
    const made = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'batch/rows.csv',
      scansServerPath: 'batch/scans',
      settings: { mapping: { imageFile: 'image_file' } },
    });
    expect(made.status).toBe(201);
    const done = await waitFor(h.url, made.body.id);
    expect(done).toMatchObject({ state: 'done', progress: { rowsWritten: 1, scansTiled: 1, scansTotal: 1 } });
    const roll = await h.db.db
      .selectFrom('import_rolls')
      .innerJoin('rolls', 'rolls.id', 'import_rolls.roll_id')
      .select('rolls.name')
      .where('import_id', '=', made.body.id)
      .execute();
    expect(roll).toEqual([{ name: 'rows.csv' }]);
    // Only staff with the imports ability start an import with scans.
    for (const caller of [undefined, as.member, as.support])
      expect(
        (
          await api('POST', '/import/jobs', caller, {
            publicationId: IMPORT_PUB,
            serverPath: 'batch/rows.csv',
            scansServerPath: 'batch/scans',
          })
        ).status,
      ).toBe(caller ? 403 : 401);
  });
});
