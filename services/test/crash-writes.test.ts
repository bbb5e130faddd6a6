import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'kysely';
import { type Identity, signIdentity } from '../src/auth/identity';
import { pyramidPathFor } from '../src/iiif/pyramid-file';
import { type TestDb, backends, openTestDb } from '@muster/testkit';
import { fixture, seedFixtures } from '@muster/testkit/fixtures';
import { ServicesProcess } from './services-process';

const SECRET = 'crash-test-secret';
const member = { userId: 1, accountStatus: 'annual-subscriber', roles: [], institutionId: null } satisfies Identity;
const staff = { userId: 2, accountStatus: 'non-subscriber', roles: ['admin'], institutionId: null } satisfies Identity;
const visitor = { userId: null, accountStatus: 'non-subscriber', roles: [], institutionId: null } satisfies Identity;
const PAGES = [fixture.images.first, fixture.images.second, fixture.images.third, fixture.images.pensionCard];
/** Each memorial is saved with these elements: five facts and a source, one save. */
const ELEMENTS = [
  ...[
    ['rank', 'Private'],
    ['unit', 'Co. A, 15th Massachusetts'],
    ['date.vital.birth', '3 March 1840'],
    ['place.vital.birth', 'Worcester'],
    ['occupation', 'Farmer'],
  ].map(([type, value]) => ({ type: 'FACT', element: { type, name: type, value } })),
  { type: 'SOURCE', element: { comment: 'the muster roll' } },
];
/** Uploads per member (the hourly limit is 60). */
const UPLOADS_EACH = 20;

/** Refusals seen, for the report of a test that times out. */
const statuses: string[] = [];

/** A request that may be cut off by the kill: its answer, or `lost` when the connection died. */
async function send(base: string, method: string, url: string, as: Identity, body?: unknown) {
  const binary = Buffer.isBuffer(body);
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        'x-muster-auth': signIdentity(as, SECRET),
        ...(body === undefined ? {} : { 'content-type': binary ? 'image/jpeg' : 'application/json' }),
      },
      ...(body === undefined ? {} : { body: binary ? new Uint8Array(body) : JSON.stringify(body) }),
    });
    const answer = { status: res.status, body: (await res.json().catch(() => null)) as any };
    if (res.status >= 400 && statuses.length < 20)
      statuses.push(`${method} ${url} ${res.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer;
  } catch {
    return { status: 'lost' as const, body: null };
  }
}

/** Waits until `check` answers true, polling. */
async function until(check: () => Promise<boolean>, what: string, ms: number, seen?: () => unknown): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (${JSON.stringify(seen?.() ?? null)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pdfRecords = (dataDir: string) => {
  const root = path.join(dataDir, 'cache', 'pdf');
  return (fs.existsSync(root) ? fs.readdirSync(root) : []).flatMap((owner) =>
    fs
      .readdirSync(path.join(root, owner))
      .filter((n) => n.endsWith('.json'))
      .map((n) => {
        const file = path.join(root, owner, n);
        return { file, record: JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; state: string } };
      }),
  );
};

/**
 * THE CRASH TEST (issue 17 point 4): memorial saves, uploads, PDF renders and tag edits run many at once against the
 * services as a process of their own; it is killed with SIGKILL while they are in flight (once a PDF is being
 * rendered) and started again. Each write is then whole or absent, and the renders and pyramids the dead process
 * left resume and finish.
 */
describe.each(backends)('writes cut off by kill -9 on %s', (backend) => {
  let t: TestDb;
  let services: ServicesProcess;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedFixtures(t.db.db, t.dataDir);
    // A tag on several members' pages, which staff delete everywhere during the storm (deletion and audit line).
    await t.db.db
      .insertInto('tags')
      .values(
        PAGES.map((objectId, n) => ({
          user_id: 1 + (n % 2),
          name: 'doomed',
          content_type: 'IMAGE',
          object_id: objectId,
          private: 0,
          created: new Date().toISOString(),
        })),
      )
      .execute();
    services = new ServicesProcess(t, { INTERNAL_AUTH_SECRET: SECRET, UPLOAD_ORPHAN_GRACE_MS: '0' });
    await services.init(backend);
  });
  afterAll(async () => {
    await services?.kill();
    await t?.dispose();
  });

  it('finds each memorial save, upload, PDF and tag edit whole or absent after a kill -9, and the jobs finished', async () => {
    // A photograph-sized upload, so decoding, storing and tiling each take a while.
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await services.start();
    const { base } = services;
    let killed = false;
    const answered = { memorial: [] as number[], upload: [] as number[], tag: [] as string[], pdf: [] as string[] };
    const lost = { memorial: 0, upload: 0, tag: 0 };

    // PDFs all along: each a new view of the page, asked again after a refusal for too many unfinished at once.
    let views = 0;
    const pdfs = async (as: Identity) => {
      while (!killed) {
        const r = await send(base, 'POST', '/fold31-image-data/pdf-request', as, {
          imageId: fixture.images.pensionCard,
          rotation: ++views,
        });
        if (r.status === 202) answered.pdf.push(r.body.id);
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    let saves = 0;
    const memorials = async () => {
      while (!killed) {
        const n = ++saves;
        const r = await send(base, 'POST', '/fold31-memorial/document', member, {
          document: { type: 'PERSON', title: `Crash ${n}`, description: 'Saved while the services died.' },
          elements: ELEMENTS,
        });
        if (r.status === 'lost') lost.memorial++;
        else if (r.status === 200) answered.memorial.push(r.body.memorialId);
      }
    };
    const uploads = async (as: Identity) => {
      for (let n = 0; n < UPLOADS_EACH && !killed; n++) {
        const r = await send(base, 'POST', `/document/upload?filename=crash-${n}.jpg`, as, photo);
        if (r.status === 'lost') lost.upload++;
        else if (r.status === 201) answered.upload.push(r.body.imageId);
      }
    };
    let edits = 0;
    const tags = async () => {
      while (!killed) {
        const n = ++edits;
        const name = `crash-${n}`;
        const r = await send(base, 'PUT', `/user/tag/${name}`, member, {
          contentType: 'IMAGE',
          objectId: PAGES[n % PAGES.length],
          private: false,
        });
        if (r.status === 'lost') lost.tag++;
        else if (r.status === 200) answered.tag.push(name);
      }
    };
    const storm = [
      pdfs(visitor),
      pdfs(member),
      pdfs(staff),
      memorials(),
      memorials(),
      memorials(),
      uploads(member),
      uploads(staff),
      tags(),
      tags(),
      send(base, 'DELETE', '/user/tag-admin/doomed', staff),
    ];

    // Killed once a PDF is being rendered and some uploads have committed, with the rest of the storm in flight.
    await until(
      async () => pdfRecords(t.dataDir).some((p) => p.record.state === 'PROCESSING') && answered.upload.length >= 3,
      'a PDF being rendered',
      120_000,
      () => ({ answered: Object.values(answered).map((a) => a.length), pdfs: pdfRecords(t.dataDir).length, statuses }),
    );
    await services.kill();
    killed = true;
    await Promise.all(storm);
    // The kill cut writes off mid-way: some requests never got their answer.
    expect(lost.memorial + lost.upload + lost.tag).toBeGreaterThan(0);
    const renderingAtKill = pdfRecords(t.dataDir).filter((p) => p.record.state === 'PROCESSING').length;
    expect(renderingAtKill).toBeGreaterThan(0);

    await services.start();
    const db = t.db.db;

    // Memorials: each one stored has all six elements and its search entry; each one answered is stored.
    const saved = await db
      .selectFrom('memorials')
      .select((eb) => [
        'id',
        eb
          .selectFrom('memorial_elements')
          .whereRef('memorial_id', '=', 'memorials.id')
          .select(eb.fn.countAll().as('n'))
          .as('elements'),
      ])
      .where('title', 'like', 'Crash %')
      .execute();
    expect(saved.length).toBeGreaterThanOrEqual(answered.memorial.length);
    expect(saved.map((m) => Number(m.elements))).toEqual(saved.map(() => ELEMENTS.length));
    expect(saved.map((m) => m.id)).toEqual(expect.arrayContaining(answered.memorial));
    const ids = saved.length ? saved.map((m) => m.id) : [0];
    const { rows: docs } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_docs
      WHERE content_type = 'STORY_PAGE' AND object_id IN (${sql.join(ids)})`.execute(db);
    expect(Number(docs[0]!.n)).toBe(saved.length);

    // Tags: each edit answered is stored; the staff deletion went with its audit line or not at all.
    const tagged = await db.selectFrom('tags').select('name').where('name', 'like', 'crash-%').execute();
    expect(tagged.map((r) => r.name)).toEqual(expect.arrayContaining(answered.tag));
    const doomed = await db.selectFrom('tags').select('id').where('name', '=', 'doomed').execute();
    const audited = await db.selectFrom('staff_audit').select('id').where('action', '=', 'tag-deleted').execute();
    if (doomed.length === 0) expect(audited.length).toBe(1);
    else expect([doomed.length, audited.length]).toEqual([PAGES.length, 0]);

    // Uploads: every row has its page and its scan, and gets its pyramid; every scan left on disk has its row.
    const uploadRows = await db
      .selectFrom('user_uploads')
      .innerJoin('images', 'images.id', 'user_uploads.image_id')
      .select(['images.id', 'images.file_path'])
      .where('user_uploads.filename', 'like', 'crash-%')
      .execute();
    expect(uploadRows.map((r) => r.id)).toEqual(expect.arrayContaining(answered.upload));
    const orphans = await db
      .selectFrom('user_uploads')
      .select('image_id')
      .where('image_id', 'not in', db.selectFrom('images').select('id'))
      .execute();
    expect(orphans).toEqual([]);
    for (const row of uploadRows) expect(fs.existsSync(path.join(t.dataDir, row.file_path))).toBe(true);
    const scanFolder = (userId: number) => path.join(t.dataDir, 'uploads', 'members', String(userId));
    const onDisk = () =>
      [1, 2].flatMap((userId) =>
        (fs.existsSync(scanFolder(userId)) ? fs.readdirSync(scanFolder(userId)) : []).map((n) =>
          path.posix.join('uploads', 'members', String(userId), n),
        ),
      );
    const stored = new Set(uploadRows.map((r) => r.file_path));
    await until(async () => onDisk().every((file) => stored.has(file)), 'the orphaned scans swept', 30_000);
    const pyramid = (file: string) =>
      pyramidPathFor(path.join(t.dataDir, 'pyramids'), t.dataDir, path.join(t.dataDir, file));
    await until(
      async () => uploadRows.every((r) => fs.existsSync(pyramid(r.file_path))),
      'every upload tiled',
      180_000,
    );
    for (const row of uploadRows) expect((await sharp(pyramid(row.file_path)).metadata()).pages).toBeGreaterThan(1);

    // PDFs: every request recorded (those answered among them) reaches READY with its PDF, the killed renders too.
    const recorded = pdfRecords(t.dataDir);
    expect(recorded.map((p) => p.record.id)).toEqual(expect.arrayContaining(answered.pdf));
    await until(async () => pdfRecords(t.dataDir).every((p) => p.record.state === 'READY'), 'every PDF ready', 180_000);
    for (const { file } of pdfRecords(t.dataDir))
      expect(
        fs
          .readFileSync(file.replace(/\.json$/, '.pdf'))
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    // No half-written file is left behind by the dead process once its jobs are done.
    const leftovers = (dir: string): string[] =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) =>
              e.isDirectory() ? leftovers(path.join(dir, e.name)) : /\.(tmp|partial)$/.test(e.name) ? [e.name] : [],
            )
        : [];
    expect(leftovers(path.join(t.dataDir, 'uploads'))).toEqual([]);
    expect(leftovers(path.join(t.dataDir, 'pyramids'))).toEqual([]);
  }, 600_000);
});
