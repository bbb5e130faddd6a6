import { spawnSync } from 'node:child_process';
import { jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATION_NAMES, openDb } from '@muster/services/db';
import { type TestDb, type TestServices, openTestDb, startServices } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { backup } from './backup';
import { type Site, dataEntries } from './data-folder';
import { MANIFEST, type Manifest, filesUnder, sha256Of } from './manifest';
import { restore } from './restore';

jest.setTimeout(120_000);

const SECRETS = 'dev-secrets.json';

/** Every row of every table (sorted, so row order does not count) and every backed-up file's checksum. */
async function snapshot(site: Site): Promise<{ rows: Record<string, string[]>; files: Record<string, string> }> {
  const db = openDb({ sqliteFile: site.sqliteFile });
  const rows: Record<string, string[]> = {};
  try {
    const { rows: tables } = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(db.db);
    for (const { name } of tables) {
      const { rows: all } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(db.db);
      rows[name] = all.map((row) => JSON.stringify(row)).sort();
    }
  } finally {
    await db.close();
  }
  const files: Record<string, string> = {};
  for (const entry of await dataEntries(site)) {
    const full = path.join(site.dataDir, entry);
    const inside = fs.statSync(full).isDirectory() ? (await filesUnder(full)).map((f) => `${entry}/${f}`) : [entry];
    for (const rel of inside) files[rel] = await sha256Of(path.join(site.dataDir, rel));
  }
  return { rows, files };
}

/** A site as `npm start` leaves one: the database, scans, members' uploads and the development secrets. */
async function newSite(): Promise<{ t: TestDb; site: Site }> {
  const t = await openTestDb('sqlite');
  await seedFixtures(t.db.db, t.dataDir);
  fs.mkdirSync(path.join(t.dataDir, 'uploads', 'profile'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'profile', '7-abc.jpg'), 'a portrait');
  fs.writeFileSync(path.join(t.dataDir, SECRETS), JSON.stringify({ SESSION_SECRET: 'before' }), { mode: 0o600 });
  fs.mkdirSync(path.join(t.dataDir, 'cache', 'iiif'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'cache', 'iiif', 'tile.jpg'), 'rebuilt on demand');
  return { t, site: { dataDir: t.dataDir, sqliteFile: path.join(t.dataDir, 'test.sqlite') } };
}

const tempFolder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'muster-backup-'));

describe('npm run backup and npm run restore on the embedded SQLite', () => {
  let t: TestDb;
  let site: Site;
  let services: TestServices | undefined;
  const folders: string[] = [];
  beforeAll(async () => {
    ({ t, site } = await newSite());
    services = await startServices({ db: t });
  });
  afterAll(async () => {
    await services?.stop();
    await t.dispose();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while the site runs and restores rows and files exactly, the changes since gone', async () => {
    const before = await snapshot(site);
    const to = path.join(tempFolder(), 'nightly');
    folders.push(path.dirname(to));
    const { manifest } = await backup({ ...site, to });
    expect(manifest.migration).toBe(MIGRATION_NAMES.at(-1));
    expect(manifest.database).toEqual({ kind: 'sqlite', file: 'database/test.sqlite' });
    expect(manifest.entries).toEqual(expect.arrayContaining([SECRETS, 'scans', 'uploads']));
    expect(manifest.entries).not.toContain('cache');
    expect(manifest.files.find((f) => f.path === `data/${SECRETS}`)).toMatchObject({ mode: 0o600 });
    expect(fs.statSync(to).mode & 0o777).toBe(0o700);

    // After the backup: a memorial edited, a member's upload, a secret changed.
    const memorial = await t.db.db
      .selectFrom('memorials')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.db
      .updateTable('memorials')
      .set({ title: 'Edited after the backup' })
      .where('id', '=', memorial.id)
      .execute();
    fs.writeFileSync(path.join(site.dataDir, 'uploads', 'profile', '9-new.jpg'), 'uploaded after the backup');
    fs.writeFileSync(path.join(site.dataDir, SECRETS), JSON.stringify({ SESSION_SECRET: 'after' }));

    // Refused while the site runs on the data folder, and nothing touched.
    await expect(restore({ ...site, from: to })).rejects.toThrow(/Muster is running on .*stop it/);
    expect(fs.readFileSync(path.join(site.dataDir, SECRETS), 'utf8')).toContain('after');

    await services!.stop();
    services = undefined;
    await t.db.close();
    await restore({ ...site, from: to });

    expect(await snapshot(site)).toEqual(before);
    const db = openDb({ sqliteFile: site.sqliteFile });
    const back = await db.db.selectFrom('memorials').select('title').where('id', '=', memorial.id).executeTakeFirst();
    await db.close();
    expect(back?.title).toBe(memorial.title);
    expect(fs.existsSync(path.join(site.dataDir, 'uploads', 'profile', '9-new.jpg'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(site.dataDir, SECRETS), 'utf8'))).toEqual({ SESSION_SECRET: 'before' });
    expect(fs.statSync(path.join(site.dataDir, SECRETS)).mode & 0o777).toBe(0o600);
    // The cache was not in the backup and is left alone; no work folder is left behind.
    expect(fs.existsSync(path.join(site.dataDir, 'cache', 'iiif', 'tile.jpg'))).toBe(true);
    expect(fs.readdirSync(site.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

describe('a restore refuses a bad backup and changes nothing', () => {
  let t: TestDb;
  let site: Site;
  let good: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  const root = tempFolder();
  beforeAll(async () => {
    ({ t, site } = await newSite());
    good = path.join(root, 'good');
    await backup({ ...site, to: good });
    // The site then moves on, so a restore that went ahead would show.
    await t.db.db.updateTable('memorials').set({ title: 'Moved on' }).execute();
    fs.writeFileSync(path.join(site.dataDir, SECRETS), JSON.stringify({ SESSION_SECRET: 'later' }));
    await t.db.close();
    before = await snapshot(site);
  });
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const damaged = (name: string, damage: (folder: string, manifest: Manifest) => void) => {
    const folder = path.join(root, name);
    fs.cpSync(good, folder, { recursive: true });
    damage(folder, JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest);
    return folder;
  };
  const rewrite = (folder: string, manifest: Manifest) =>
    fs.writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest));

  it.each([
    ['a folder that does not exist', () => path.join(root, 'nowhere'), /no backup at .*manifest\.json is missing/],
    [
      'a manifest cut short',
      () => damaged('cut', (f) => fs.writeFileSync(path.join(f, MANIFEST), '{"format":"muster-backup","files":[')),
      /not valid JSON/,
    ],
    [
      'a scan whose bytes changed',
      () =>
        damaged('flipped', (f, m) => {
          const scan = m.files.find((file) => file.path.startsWith('data/scans/'))!;
          const full = path.join(f, scan.path);
          const bytes = fs.readFileSync(full);
          bytes[bytes.length - 1] ^= 0xff;
          fs.writeFileSync(full, bytes);
        }),
      /data\/scans\/.* does not match its checksum/,
    ],
    [
      'a missing database copy',
      () => damaged('no-db', (f) => fs.rmSync(path.join(f, 'database'), { recursive: true })),
      /database\/test\.sqlite is missing/,
    ],
    [
      'a path that leaves the folder',
      () => damaged('escape', (f, m) => rewrite(f, { ...m, entries: [...m.entries, '../../etc'] })),
      /outside the data folder/,
    ],
    [
      'a backup from newer code',
      () => damaged('newer', (f, m) => rewrite(f, { ...m, migration: '999_from_the_future' })),
      /migration 999_from_the_future, which this checkout does not know/,
    ],
  ])('%s', async (_, folderOf, message) => {
    await expect(restore({ ...site, from: folderOf() })).rejects.toThrow(message);
    expect(await snapshot(site)).toEqual(before);
    expect(fs.readdirSync(site.dataDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('says so on the command line, exiting 1', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup/cli.ts', 'restore', path.join(root, 'nowhere')],
      {
        env: { ...process.env, DATA_DIR: site.dataDir, SQLITE_FILE: site.sqliteFile, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^restore: no backup at .*; nothing was changed/m);
  });

  it('restores the good backup over the same site', async () => {
    await restore({ ...site, from: good });
    expect(await snapshot(site)).not.toEqual(before);
    expect(JSON.parse(fs.readFileSync(path.join(site.dataDir, SECRETS), 'utf8'))).toEqual({ SESSION_SECRET: 'before' });
  });
});

const pgOnly = process.env.DATABASE_URL ? describe : describe.skip;

pgOnly('backup and restore of the files when the site runs on PostgreSQL', () => {
  it('keeps the files and the migration level, and leaves the database to pg_dump', async () => {
    const t = await openTestDb('postgres');
    const root = tempFolder();
    try {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.db.db);
      await seedFixtures(t.db.db, t.dataDir);
      fs.writeFileSync(path.join(t.dataDir, SECRETS), '{"SESSION_SECRET":"before"}');
      const site = { dataDir: t.dataDir };
      const lines: string[] = [];
      const { manifest } = await backup({
        ...site,
        to: path.join(root, 'files'),
        databaseUrl: process.env.DATABASE_URL,
        pgSchema: rows[0]!.schema,
        log: (line) => lines.push(line),
      });
      expect(manifest.database).toEqual({ kind: 'postgres' });
      expect(manifest.migration).toBe(MIGRATION_NAMES.at(-1));
      expect(manifest.files.some((f) => f.path.startsWith('database/'))).toBe(false);
      expect(lines.join('\n')).toMatch(/pg_dump/);
      const scans = (await filesUnder(path.join(t.dataDir, 'scans'))).length;
      expect(scans).toBeGreaterThan(0);

      fs.rmSync(path.join(t.dataDir, 'scans'), { recursive: true });
      fs.writeFileSync(path.join(t.dataDir, SECRETS), '{"SESSION_SECRET":"after"}');
      await restore({ ...site, from: path.join(root, 'files'), filesOnly: true });
      expect((await filesUnder(path.join(t.dataDir, 'scans'))).length).toBe(scans);
      expect(fs.readFileSync(path.join(t.dataDir, SECRETS), 'utf8')).toContain('before');
    } finally {
      await t.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
