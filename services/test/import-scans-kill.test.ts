import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { IMPORT_PUB, as, call, waitFor } from './import-helpers';
import { ServicesProcess } from './services-process';

const SCANS = 16;
const WIDTH = 1600;
const HEIGHT = 1200;
const name = (n: number) => `page-${String(n).padStart(2, '0')}.jpg`;

/** Pages of a pyramid of a width × height scan: halved until it fits one 512-pixel tile. */
function levelsOf(width: number, height: number): number {
  let levels = 1;
  for (let side = Math.max(width, height); side > 512; side = Math.ceil(side / 2)) levels++;
  return levels;
}

/**
 * The kill test of the scans phase (issue 15 point 2, docs/decisions/imports.md "Scans"): the services process is
 * killed with SIGKILL twice while the import stores and tiles its scans, started again each time, and the import must
 * end with every scan stored once, as one page, with a whole tile pyramid, and nothing half-written left on disk.
 */
describe.each(backends)('an import killed while it tiles its scans on %s', (backend) => {
  let t: TestDb;
  let services: ServicesProcess;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    services = new ServicesProcess(t);
    await services.init(backend);
  });
  afterAll(async () => {
    await services.kill();
    await t.dispose();
  });

  it('resumes after kill -9 mid-scans: every scan once, its pyramid whole, its records on it', async () => {
    const folder = path.join(t.dataDir, 'imports', 'server', 'kill');
    fs.mkdirSync(path.join(folder, 'scans'), { recursive: true });
    // Noise: each scan costs a real decode, encode and pyramid, so the phase lasts long enough to be killed in.
    for (let n = 1; n <= SCANS; n++)
      await sharp({
        create: {
          width: WIDTH,
          height: HEIGHT,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 90 })
        .toFile(path.join(folder, 'scans', name(n)));
    const rows = ['Surname,Given Name,Image File,Roll'];
    // Two records per page, so a doubled page would show as records split over two.
    for (let n = 1; n <= SCANS; n++) rows.push(`Kill,First${n},${name(n)},Box A`, `Kill,Second${n},${name(n)},Box A`);
    fs.writeFileSync(path.join(folder, 'rows.csv'), rows.join('\n') + '\n');

    await services.start();
    const made = await call(services.base, 'POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'kill/rows.csv',
      scansServerPath: 'kill/scans',
      settings: { mapping: { 'Image File': 'image_file', Roll: 'roll' } },
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const db = t.db.db;

    // Killed twice in the scans phase: after a few scans, and again after some more once resumed.
    for (const tiled of [3, 10]) {
      for (;;) {
        const r = await call(services.base, 'GET', `/import/jobs/${id}`, as.admin);
        if (r.body.progress?.scansTiled >= tiled) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await services.kill();
      const killed = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect([killed.state, killed.rows_written, killed.scans_tiled < SCANS]).toEqual(['running', 0, true]);
      await services.start();
    }

    const done = await waitFor(services.base, id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { rowsRead: SCANS * 2, rowsWritten: SCANS * 2, rowsRejected: 0, scansTiled: SCANS, scansTotal: SCANS },
    });

    // Every scan once: one import_scans row, one page, tiled, no problem.
    const scans = await db.selectFrom('import_scans').selectAll().where('import_id', '=', id).execute();
    expect(scans.map((s) => s.file_name).sort()).toEqual(Array.from({ length: SCANS }, (_, i) => name(i + 1)));
    expect(scans.every((s) => s.tiled === 1 && s.problem === null)).toBe(true);
    expect(new Set(scans.map((s) => s.image_id)).size).toBe(SCANS);
    const pages = await db
      .selectFrom('images')
      .select(['id', 'title', 'file_path', 'width', 'height'])
      .where('file_path', 'like', `uploads/imports/${id}/%`)
      .execute();
    expect(pages.map((p) => p.title).sort()).toEqual(scans.map((s) => s.file_name.replace('.jpg', '')).sort());
    expect(pages.every((p) => p.width === WIDTH && p.height === HEIGHT)).toBe(true);

    // Both records of a scan hang on its one page.
    const records = await db
      .selectFrom('import_rows')
      .innerJoin('index_records as r', 'r.id', 'import_rows.record_id')
      .innerJoin('images as i', 'i.id', 'r.image_id')
      .select(['r.given_name', 'i.title'])
      .where('import_rows.import_id', '=', id)
      .execute();
    expect(records).toHaveLength(SCANS * 2);
    for (const r of records)
      expect(r.title).toBe(`page-${r.given_name.replace(/^(First|Second)/, '').padStart(2, '0')}`);

    // Each pyramid whole: every level there and decodable, the full level the scan's size.
    const pyramids = path.join(t.dataDir, 'pyramids', 'uploads', 'imports', String(id));
    for (const page of pages) {
      const file = path.join(t.dataDir, 'pyramids', `${page.file_path}.tif`);
      const meta = await sharp(file).metadata();
      expect([page.title, meta.pages, meta.width, meta.height]).toEqual([
        page.title,
        levelsOf(WIDTH, HEIGHT),
        WIDTH,
        HEIGHT,
      ]);
      for (let level = 0; level < meta.pages!; level++) {
        const { info } = await sharp(file, { page: level }).raw().toBuffer({ resolveWithObject: true });
        expect(info.width).toBe(Math.ceil(WIDTH / 2 ** level));
      }
    }
    // Nothing half-written or stray left behind: one scan and one pyramid per page.
    expect(fs.readdirSync(pyramids).sort()).toEqual(pages.map((p) => `${path.basename(p.file_path)}.tif`).sort());
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'imports', String(id))).sort()).toEqual(
      pages.map((p) => path.basename(p.file_path)).sort(),
    );
  }, 600_000);
});
