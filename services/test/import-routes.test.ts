import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type TestServices, backends, startServices } from '@muster/testkit';
import { IMPORT_PUB, PAGES, SECRET, as, authHeader, call, waitFor, writeCsv } from './import-helpers';

describe.each(backends)('import routes on %s', (backend) => {
  let h: TestServices;
  let root: string;
  const api = (method: string, url: string, caller: Parameters<typeof call>[3], body?: unknown) =>
    call(h.url, method, url, caller, body);
  beforeAll(async () => {
    h = await startServices({ backend, settings: { internalSecret: SECRET } });
    root = path.join(h.dataDir, 'imports', 'server');
  });
  afterAll(() => h.stop());

  const recordsOf = async (importId: number) =>
    Number(
      (
        await h.db.db
          .selectFrom('import_rows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('import_id', '=', importId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const countRecords = async () =>
    Number(
      (
        await h.db.db
          .selectFrom('index_records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuse visitors (401), members and staff without the imports ability (403), changing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/import/upload?name=x.csv'],
      ['POST', '/import/jobs', { publicationId: IMPORT_PUB, serverPath: 'x.csv' }],
      ['GET', '/import/jobs'],
      ['GET', '/import/jobs/1'],
      ['GET', '/import/jobs/1/errors'],
      ['GET', '/import/jobs/1/errors.csv'],
      ['POST', '/import/jobs/1/cancel'],
      ['POST', '/import/jobs/1/undo'],
      ['GET', `/import/mappings/${IMPORT_PUB}`],
      ['PUT', `/import/mappings/${IMPORT_PUB}`, { mapping: { Surname: 'surname' } }],
    ];
    for (const [method, url, body] of calls) {
      const statuses = [];
      for (const caller of [undefined, as.member, as.support])
        statuses.push((await api(method, url, caller, body)).status);
      expect([method, url, ...statuses]).toEqual([method, url, 401, 403, 403]);
    }
    expect(await h.db.db.selectFrom('imports').selectAll().execute()).toEqual([]);
    expect(await h.db.db.selectFrom('import_mappings').selectAll().execute()).toEqual([]);
  });

  it('refuse bad input with a code: a path outside the imports root, no source, an unknown publication, bad settings', async () => {
    fs.mkdirSync(root, { recursive: true });
    const outside = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: '../../etc/passwd',
    });
    expect([outside.status, outside.body.code]).toEqual([400, 'PATH_OUTSIDE_ROOT']);
    const absolute = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: '/etc/hosts',
    });
    expect([absolute.status, absolute.body.code]).toEqual([400, 'PATH_OUTSIDE_ROOT']);
    const none = await api('POST', '/import/jobs', as.admin, { publicationId: IMPORT_PUB });
    expect([none.status, none.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const missing = await api('POST', '/import/jobs', as.admin, { publicationId: IMPORT_PUB, serverPath: 'nope.csv' });
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([400, 'BAD_USER_INPUT', 'serverPath']);
    const pub = await api('POST', '/import/jobs', as.admin, { publicationId: 987654, serverPath: 'x.csv' });
    expect([pub.status, pub.body.code, pub.body.field]).toEqual([400, 'BAD_USER_INPUT', 'publicationId']);
    const settings = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'x.csv',
      settings: { maxErrors: -1 },
    });
    expect(settings.status).toBe(400);
    const type = await fetch(`${h.url}/import/upload?name=x.pdf`, {
      method: 'POST',
      headers: authHeader(as.admin),
      body: 'x',
    });
    expect(type.status).toBe(400);
    expect((await api('GET', '/import/jobs/987654', as.admin)).status).toBe(404);
  });

  it('import a streamed upload as a content editor: searchable records, their findings, the mapping remembered', async () => {
    const file = path.join(h.dataDir, 'small.csv');
    writeCsv(file, 30, 10, true);
    const up = await fetch(`${h.url}/import/upload?name=soldiers.csv`, {
      method: 'POST',
      headers: { ...authHeader(as.content), 'content-type': 'text/csv' },
      body: fs.readFileSync(file),
    });
    expect(up.status).toBe(201);
    const upload = await up.json();
    expect(upload.headings).toEqual([
      'Surname',
      'Given Name',
      'Birth',
      'Enlisted',
      'Image ID',
      'Rank',
      'Gender',
      'Service No',
    ]);
    const mapping = { Birth: 'birth_date', Enlisted: 'enlistment_date' };
    const made = await api('POST', '/import/jobs', as.content, {
      publicationId: IMPORT_PUB,
      upload: upload.upload,
      settings: { mapping },
    });
    expect([made.status, made.body.fileName]).toEqual([201, 'soldiers.csv']);
    const done = await waitFor(h.url, made.body.id);
    expect(done).toMatchObject({ state: 'done', progress: { rowsRead: 30, rowsWritten: 27, rowsRejected: 3 } });
    expect((await api('GET', `/import/mappings/${IMPORT_PUB}`, as.content)).body.mapping).toEqual(mapping);

    const errors = await api('GET', `/import/jobs/${made.body.id}/errors?level=error`, as.content);
    expect(errors.body.total).toBe(3);
    expect(
      errors.body.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]),
    ).toEqual([
      [10, 'Birth', 'Birth "sometime" is not a date: write it as 1862, 1862-09 or 1862-09-17'],
      [20, 'Image ID', 'Image ID "301" is not a page of this publication'],
      [30, 'Surname', 'The row has no surname'],
    ]);
    // Every written record has its search document, with the fields search filters on.
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_docs d JOIN import_rows r
      ON d.content_type = 'INDEX_RECORD' AND d.object_id = r.record_id AND r.import_id = ${made.body.id}
      WHERE d.surname LIKE 'Imp%' AND d.birth_year IS NOT NULL`.execute(h.db.db);
    expect(Number(rows[0].n)).toBe(27);
    // Found by search at once, with its publication counted in the facets.
    const row7 = await h.db.db
      .selectFrom('import_rows')
      .select('record_id')
      .where('import_id', '=', made.body.id)
      .where('row_number', '=', 7)
      .executeTakeFirstOrThrow();
    const search = await h.post('/fold31-search/doc-search', { keywords: 'Imp7', maxCount: 10 });
    expect(search.body.hits.map((x: { doc: unknown }) => x.doc)).toEqual([
      { contentType: 'INDEX_RECORD', objectId: row7.record_id },
    ]);
    const titles = search.body.facets.find((f: { type: string }) => f.type === 'general.title.id');
    expect(titles.values.map((v: { value: string; count: number }) => [v.value, v.count])).toEqual([
      [String(IMPORT_PUB), 1],
    ]);

    const audit = await h.db.db
      .selectFrom('staff_audit')
      .select(['action', 'detail'])
      .where('action', 'like', 'import%')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['import-started']);
  });

  it('import 100,000 rows with 1% bad from a server file: the good rows written, the bad ones reported, the report as CSV', async () => {
    const { bad } = writeCsv(path.join(root, 'big', 'roll.csv'), 100_000);
    const before = await countRecords();
    const made = await api('POST', '/import/jobs', as.admin, { publicationId: IMPORT_PUB, serverPath: 'big/roll.csv' });
    expect(made.status).toBe(201);
    const done = await waitFor(h.url, made.body.id);
    expect(done).toMatchObject({
      state: 'done',
      progress: { rowsRead: 100_000, rowsWritten: 99_000, rowsRejected: 1_000 },
    });
    expect(await recordsOf(made.body.id)).toBe(99_000);
    const page = await api('GET', `/import/jobs/${made.body.id}/errors?level=error&offset=990&limit=20`, as.admin);
    expect(page.body.total).toBe(1000);
    expect(page.body.errors.map((e: { row: number }) => e.row)).toEqual(bad.slice(990));
    const csv = await api('GET', `/import/jobs/${made.body.id}/errors.csv`, as.admin);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\n');
    expect(lines[0]).toBe('row,level,check,column,value,message');
    expect(lines.filter((l) => l.includes(',error,')).length).toBe(1000);
    expect(lines).toContain(
      '100,error,bad-date,Birth,sometime,"Birth ""sometime"" is not a date: write it as 1862, 1862-09 or 1862-09-17"',
    );

    // Undo removes the records and their documents, and is audited.
    const undone = await api('POST', `/import/jobs/${made.body.id}/undo`, as.admin);
    expect([undone.status, undone.body.state]).toEqual([200, 'undone']);
    expect(await countRecords()).toBe(before);
    const docs = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM search_docs WHERE content_type = 'INDEX_RECORD'`.execute(h.db.db);
    expect(Number(docs.rows[0].n)).toBe(before);
    expect((await api('POST', `/import/jobs/${made.body.id}/undo`, as.admin)).status).toBe(409);
    const audit = await h.db.db
      .selectFrom('staff_audit')
      .select('detail')
      .where('action', '=', 'import-undone')
      .execute();
    expect(audit[0].detail).toContain('99000 records removed');
  }, 300_000);

  it('validate only, first records, filters and levels; correct by id; cancel', async () => {
    writeCsv(path.join(root, 'try.csv'), 200, 10);
    const trial = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'try.csv',
      settings: {
        validateOnly: true,
        firstRecords: 100,
        filters: [{ column: 'Gender', op: 'equals', value: 'F' }],
        levels: { 'bad-date': 'warning' },
      },
    });
    const t = await waitFor(h.url, trial.body.id);
    // 100 rows read, the 50 women skipped; of the other 50 (odd rows) the bad ones: 10,30,50,70,90 are even.
    expect(t.progress).toMatchObject({ rowsRead: 100, rowsSkipped: 50, rowsWritten: 0, rowsRejected: 0 });
    expect(await recordsOf(trial.body.id)).toBe(0);

    const [record] = await h.db.db
      .selectFrom('index_records')
      .select(['id', 'surname'])
      .where('publication_id', '=', IMPORT_PUB)
      .limit(1)
      .execute();
    // Staff corrected this record's rank (SUPER, the default): correctById replaces its other fields but not that one.
    const staffFix = await api(
      'POST',
      `/fold31-index-record/index-record/metadata/INDEX_RECORD/${record.id}/rank`,
      as.admin,
      { value: 'Corporal' },
    );
    expect(staffFix.status).toBe(200);
    fs.writeFileSync(
      path.join(root, 'fix.csv'),
      `ID,Surname,Rank\n${record.id},Corrected,Sergeant\n987654,Nobody,Private\n`,
    );
    const fix = await api('POST', '/import/jobs', as.admin, {
      publicationId: IMPORT_PUB,
      serverPath: 'fix.csv',
      settings: { correctById: true, mapping: { ID: 'id', Surname: 'surname', Rank: 'rank' } },
    });
    const f = await waitFor(h.url, fix.body.id);
    expect(f.progress).toMatchObject({ rowsWritten: 1, rowsRejected: 1 });
    const after = await h.db.db
      .selectFrom('index_records')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect([after.surname, after.rank, after.full_name.endsWith('Corrected')]).toEqual(['Corrected', 'Corporal', true]);
    await api('POST', `/import/jobs/${fix.body.id}/undo`, as.admin);
    const restored = await h.db.db
      .selectFrom('index_records')
      .select('surname')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(restored.surname).toBe(record.surname);

    writeCsv(path.join(root, 'long.csv'), 300_000);
    const long = await api('POST', '/import/jobs', as.admin, { publicationId: IMPORT_PUB, serverPath: 'long.csv' });
    const cancelled = await api('POST', `/import/jobs/${long.body.id}/cancel`, as.admin);
    expect(cancelled.status).toBe(200);
    const c = await waitFor(h.url, long.body.id);
    expect(c.state).toBe('cancelled');
    expect(c.progress.rowsRead).toBeLessThan(300_000);
    expect((await api('POST', `/import/jobs/${long.body.id}/cancel`, as.admin)).status).toBe(409);
    expect(PAGES.length).toBe(3);
  }, 300_000);
});
