import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@muster/services/db';
import { aggregateSuggestions, rebuildSuggestions } from '@muster/services/suggest';
import { type TestServices, backends, startServices } from '@muster/testkit';
import { fixture } from '@muster/testkit/fixtures';
import { IMPORT_PUB, SECRET, as, call, waitFor } from './import-helpers';

/**
 * What an import's finishing step keeps true (import/import-settle.ts): the suggestion tables say what a full rebuild
 * would count, after an import that made records, one that corrected a record by id, and the undo of each; and the
 * versions GET /cache/versions answers move with imports, undos and publication edits, however they were made.
 */
describe.each(backends)('an import settled on %s', (backend) => {
  let h: TestServices;
  let root: string;
  const api = (method: string, url: string, body?: unknown) => call(h.url, method, url, as.admin, body);

  beforeAll(async () => {
    h = await startServices({ backend, settings: { internalSecret: SECRET } });
    root = path.join(h.dataDir, 'imports', 'server');
    fs.mkdirSync(root, { recursive: true });
    await rebuildSuggestions(h.db.db);
  });
  afterAll(() => h.stop());

  /** The suggestion tables in a stable order, with what a rebuild from the records would put in them. */
  async function tablesAndRebuild(db: Kysely<Database>) {
    const t = db.withTables<{
      surname_counts: { surname: string; record_count: number };
      full_name_counts: { given_name: string; surname: string; record_count: number };
      place_counts: { path: string; record_count: number };
      date_counts: { span: string; year: number; record_count: number };
    }>();
    const tables = {
      surnames: (await t.selectFrom('surname_counts').select(['surname', 'record_count']).execute())
        .map((r) => `${r.surname} ${r.record_count}`)
        .sort(),
      fullNames: (await t.selectFrom('full_name_counts').select(['given_name', 'surname', 'record_count']).execute())
        .map((r) => `${r.given_name} ${r.surname} ${r.record_count}`)
        .sort(),
      places: (await t.selectFrom('place_counts').select(['path', 'record_count']).execute())
        .map((r) => `${r.path} ${r.record_count}`)
        .sort(),
      dates: (await t.selectFrom('date_counts').select(['span', 'year', 'record_count']).execute())
        .map((r) => `${r.span} ${r.year} ${r.record_count}`)
        .sort(),
    };
    const rows = await aggregateSuggestions(db);
    const rebuilt = {
      surnames: rows.surnames.map((r) => `${r.surname} ${r.record_count}`).sort(),
      fullNames: rows.fullNames.map((r) => `${r.given_name} ${r.surname} ${r.record_count}`).sort(),
      places: rows.places.map((r) => `${r.path} ${r.record_count}`).sort(),
      dates: rows.dates.map((r) => `${r.span} ${r.year} ${r.record_count}`).sort(),
    };
    return { tables, rebuilt };
  }

  async function runImport(file: string, text: string, settings: Record<string, unknown> = {}) {
    fs.writeFileSync(path.join(root, file), text);
    const started = await api('POST', '/import/jobs', { publicationId: IMPORT_PUB, serverPath: file, settings });
    expect(started.status).toBe(201);
    const done = await waitFor(h.url, started.body.id);
    expect(done.state).toBe('done');
    return started.body.id as number;
  }

  const versions = async () => (await h.get('/cache/versions')).body as { records: string; catalogue: string };

  it('counts made and corrected records in the suggestion tables as a rebuild would, and undo takes them back', async () => {
    const start = await tablesAndRebuild(h.db.db);
    expect(start.tables).toEqual(start.rebuilt);
    const v0 = await versions();

    const page = fixture.images.first;
    const made = await runImport(
      'made.csv',
      'Surname,Given Name,Birth,Enlisted,Residence Place,Image ID\n' +
        `Zebulonson,Ezra,1801,1822-05-01,"United States,Massachusetts",${page}\n` +
        `Zebulonson,Ezra,1801,1823,,${page}\n` +
        `Whitcomb,Ansel,1802,,,${page}\n`,
      { mapping: { 'Residence Place': 'residence_place' } },
    );
    const afterMade = await tablesAndRebuild(h.db.db);
    expect(afterMade.tables).toEqual(afterMade.rebuilt);
    expect(afterMade.tables.surnames).toContain('Zebulonson 2');
    expect(afterMade.tables.dates).toEqual(expect.arrayContaining(['YEAR 1801 2', 'DECADE 1800 3', 'YEAR 1822 1']));
    const v1 = await versions();
    expect(v1.records).not.toBe(v0.records);
    expect(v1.catalogue).not.toBe(v0.catalogue);

    // Josiah Whitcomb's record renamed and moved by a correctById row: one count moves from his names and place to the new.
    const corrected = await runImport(
      'fix.csv',
      `ID,Surname,Given Name,Residence Place\n${fixture.josiahRecordId},Zebulonson,Josias,"United States,Ohio"\n`,
      {
        correctById: true,
        mapping: { ID: 'id' },
      },
    );
    const afterFix = await tablesAndRebuild(h.db.db);
    expect(afterFix.tables).toEqual(afterFix.rebuilt);
    expect(afterFix.tables.surnames).toContain('Zebulonson 3');
    expect(afterFix.tables.places).not.toEqual(afterMade.tables.places);

    expect((await api('POST', `/import/jobs/${corrected}/undo`)).status).toBe(200);
    const undoneFix = await tablesAndRebuild(h.db.db);
    expect(undoneFix.tables).toEqual(afterMade.tables);
    expect((await api('POST', `/import/jobs/${made}/undo`)).status).toBe(200);
    expect((await tablesAndRebuild(h.db.db)).tables).toEqual(start.tables);
    const v2 = await versions();
    expect([v2.records === v1.records, v2.catalogue === v1.catalogue]).toEqual([false, false]);
  });

  it('moves the catalogue version on a publication edit made straight to the service', async () => {
    const before = await versions();
    const edit = await api('PUT', `/publication/pub-edit/${fixture.publications.draftCards}`, {
      shortDescription: 'Cards of the 1917 and 1918 registrations',
    });
    expect(edit.status).toBe(200);
    const after = await versions();
    expect(after.catalogue).not.toBe(before.catalogue);
    expect(after.records).toBe(before.records);
  });
});
