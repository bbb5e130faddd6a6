import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestDb, openTestDb } from '@muster/testkit';
import { seedFixtures } from '@muster/testkit/fixtures';
import { migrateAndFillOnce } from './fill-once';

/**
 * A kept database whose scans are in another folder (the cluster's PostgreSQL database outlives the checkout that
 * filled it) is kept, and the start says why the viewer will answer "not found" and what to do.
 */
describe('a database already filled, kept by npm start and npm run cluster', () => {
  let t: TestDb;
  let elsewhere: string;

  beforeAll(async () => {
    t = await openTestDb('sqlite');
    await seedFixtures(t.db.db, t.dataDir);
    elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-other-data-'));
  });
  afterAll(async () => {
    fs.rmSync(elsewhere, { recursive: true, force: true });
    await t.dispose();
  });

  const startLog = async (dataDir: string) => {
    const lines: string[] = [];
    await migrateAndFillOnce(t.db.db, { size: 'tiny', dataDir, log: (line) => lines.push(line) });
    return lines.join('\n');
  };

  it('says nothing more when its scans are in the data folder', async () => {
    const log = await startLog(t.dataDir);
    expect(log).toMatch(/already holds \d+ publications; keeping it/);
    expect(log).not.toMatch(/warning/);
  });

  it('warns, naming the folder and the missing scan, when they are not', async () => {
    const log = await startLog(elsewhere);
    expect(log).toMatch(/already holds \d+ publications; keeping it/);
    expect(log).toContain(`warning: the database's scans are not under ${elsewhere}`);
    expect(log).toMatch(/scans\/\d+\/\d+\/\d+\.jpg is missing/);
    expect(log).toContain('Set DATA_DIR to that folder, or drop the database');
  });
});
