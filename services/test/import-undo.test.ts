import fs from 'node:fs';
import path from 'node:path';
import type { IndexRecordAdminDto } from '@muster/contract';
import { type TestServices, backends, startServices } from '@muster/testkit';
import { IMPORT_PUB, SECRET, as, call, waitFor } from './import-helpers';

// Issue 15 Precisions "an import can be undone (its records removed, corrections kept)": undo of a correctById import
// gives back what only the import changed and keeps what staff corrected since (docs/decisions/imports.md "Undo").
describe.each(backends)('undo of a correcting import on %s', (backend) => {
  let h: TestServices;
  const api = (method: string, url: string, caller: Parameters<typeof call>[3], body?: unknown) =>
    call(h.url, method, url, caller, body);
  const record = async (id: number) =>
    h.db.db.selectFrom('index_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  beforeAll(async () => {
    h = await startServices({ backend, settings: { internalSecret: SECRET } });
  });
  afterAll(() => h.stop());

  it('puts back a field only the import changed, keeps the fields staff corrected since, and the history shows it', async () => {
    const [{ id }] = await h.db.db
      .selectFrom('index_records')
      .select('id')
      .where('publication_id', '=', IMPORT_PUB)
      .orderBy('id')
      .limit(1)
      .execute();
    const before = await record(id);
    fs.mkdirSync(path.join(h.dataDir, 'imports', 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(h.dataDir, 'imports', 'server', 'fix.csv'),
      `ID,Surname,Rank,Birth,Unit\n${id},Imported,Sergeant,1799,Imported Unit\n`,
    );
    const made = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'fix.csv',
      settings: {
        correctById: true,
        mapping: { ID: 'id', Surname: 'surname', Rank: 'rank', Birth: 'birth_date', Unit: 'unit' },
      },
    });
    expect(made.status).toBe(201);
    expect((await waitFor(h.url, made.body.id)).progress).toMatchObject({ rowsWritten: 1, rowsRejected: 0 });
    expect(await record(id)).toMatchObject({
      surname: 'Imported',
      rank: 'Sergeant',
      birth_date: '1799',
      unit: 'Imported Unit',
    });

    // Since the import, staff corrected the rank (SUPER, the default) and the unit (NORMAL: a later import may change
    // it, but it is still the staff's value, not the import's).
    const fix = (field: string, value: string, query = '') =>
      api('POST', `/fold31-index-record/index-record/metadata/INDEX_RECORD/${id}/${field}${query}`, as.support, {
        value,
      });
    expect((await fix('rank', 'Major')).status).toBe(200);
    expect((await fix('unit', 'Staff Unit', '?stickiness=NORMAL')).status).toBe(200);

    const undone = await api('POST', `/import/jobs/${made.body.id}/undo`, as.admin);
    expect([undone.status, undone.body.state]).toEqual([200, 'undone']);
    const after = await record(id);
    expect(after).toMatchObject({
      surname: before.surname,
      birth_date: before.birth_date,
      birth_year: before.birth_year,
      full_name: before.full_name,
      title: before.title,
      rank: 'Major',
      unit: 'Staff Unit',
    });

    const admin = await api('GET', `/fold31-index-record/admin/getIndexRecord/${id}`, as.support);
    const history = (admin.body as IndexRecordAdminDto).history.map((c) => [
      c.field,
      c.oldValue,
      c.newValue,
      c.stickiness,
      c.staff.username,
    ]);
    // Newest first: the undo's two fields (by the archivist who undid it), then the staff corrections, kept.
    expect(history.slice(2)).toEqual([
      ['unit', 'Imported Unit', 'Staff Unit', 'NORMAL', 'archivist'],
      ['rank', 'Sergeant', 'Major', 'SUPER', 'archivist'],
    ]);
    expect(history.slice(0, 2).sort()).toEqual([
      ['birthDate', '1799', before.birth_date, 'NORMAL', 'archivist'],
      ['surname', 'Imported', before.surname, 'NORMAL', 'archivist'],
    ]);
    // The record's search document follows the name back.
    const doc = await h.db.db
      .withTables<{ search_docs: { content_type: string; object_id: number; title: string } }>()
      .selectFrom('search_docs')
      .select('title')
      .where('content_type', '=', 'INDEX_RECORD')
      .where('object_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(doc.title).toBe(before.title);
  });
});
