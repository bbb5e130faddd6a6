import fs from 'node:fs';
import path from 'node:path';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { fixture } from '@muster/testkit/fixtures';
import { Browser, setPassword, signedIn, sleep } from './accounts-helpers';

/**
 * Bulk imports through GraphQL (issue 15 points 1–3): staff with the imports ability start an import of a file in the
 * imports folder, follow its progress and findings, cancel and undo it; visitors, Basic members, other members and
 * staff without the ability are refused; bad input is a user error naming the field.
 */
let services: TestServices;
let gateway: TestGateway;
const ADMIN = { id: 2, username: 'archivist', password: 'Archivist-1863' };
const CONTENT = { id: 63, username: 'editor', password: 'Editor-1866' };
const SUPPORT = { id: 62, username: 'helpdesk', password: 'Helpdesk-1864' };
const BASIC = { id: 61, username: 'basicmember', password: 'Basic-Member-1865' };
const SUBSCRIBER = { id: 64, username: 'subscriber', password: 'Subscriber-1867' };

const START = `mutation Start($input: StartImportInput!) {
  startImport(input: $input) { importJob { id state fileName validateOnly } userErrors { field message code } }
}`;
const JOB = `query Job($id: ID!) {
  importJob(id: $id) {
    id state message reportPath progress { rowsRead rowsWritten rowsRejected rowsWarned rowsSkipped }
    findings(level: ERROR, first: 5) { totalCount nodes { row level check column value message } }
  }
}`;
const JOBS = `query Jobs { importJobs(first: 10) { totalCount nodes { id state } } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelImport(id: $id) { importJob { id state } userErrors { field message code } } }`;
const UNDO = `mutation Undo($id: ID!) { undoImport(id: $id) { importJob { id state message } userErrors { field message code } } }`;

/** The status of an answer, its body read so the connection is free again. */
const statusOf = async (answer: Promise<Response>) => {
  const r = await answer;
  await r.arrayBuffer();
  return r.status;
};
const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  await db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', ADMIN.id).execute();
  const member = (id: number, username: string, status: string, roles = '[]') => ({
    id,
    username,
    email: `${username}@example.org`,
    password_hash: '!',
    account_status: status,
    confirmed: 1,
    roles,
    institution_id: null,
    join_date: '2026-01-01T00:00:00.000Z',
  });
  await db
    .insertInto('users')
    .values([
      member(BASIC.id, BASIC.username, 'non-subscriber'),
      member(SUPPORT.id, SUPPORT.username, 'non-subscriber', '["support"]'),
      member(CONTENT.id, CONTENT.username, 'non-subscriber', '["content"]'),
      member(SUBSCRIBER.id, SUBSCRIBER.username, 'annual-subscriber'),
    ])
    .execute();
  for (const who of [ADMIN, BASIC, SUPPORT, CONTENT, SUBSCRIBER]) await setPassword(db, who.id, who.password);
  const folder = path.join(services.dataDir, 'imports', 'server');
  fs.mkdirSync(folder, { recursive: true });
  const [a, b] = [fixture.images.first, fixture.images.second];
  fs.writeFileSync(
    path.join(folder, 'roll.csv'),
    `Surname,Given Name,Birth,Image ID\nQuartermain,Eli,1840,${a}\n,Nobody,1841,${b}\nQuartermain,Asa,born 1842,${b}\n`,
  );
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function waitForEnd(staff: Browser, id: string) {
  for (let i = 0; i < 300; i++) {
    const { body } = await staff.gql(JOB, { id });
    if (!['QUEUED', 'RUNNING'].includes(body.data.importJob.state)) return body.data.importJob;
    await sleep(100);
  }
  throw new Error('the import did not end');
}

describe('imports through GraphQL', () => {
  it('are refused to visitors, Basic members, subscribers and staff without the imports ability', async () => {
    const callers = [
      new Browser(gateway.url),
      await signedIn(gateway.url, BASIC),
      await signedIn(gateway.url, SUBSCRIBER),
      await signedIn(gateway.url, SUPPORT),
    ];
    for (const caller of callers) {
      const input = { publicationId: fixture.publications.serviceRecords, serverPath: 'roll.csv' };
      expect(codeOf((await caller.gql(START, { input })).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(JOBS)).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(JOB, { id: '1' })).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(CANCEL, { id: '1' })).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(UNDO, { id: '1' })).body)).toBe('FORBIDDEN');
    }
    expect(await services.db.db.selectFrom('imports').selectAll().execute()).toEqual([]);
  });

  it('take a streamed upload through the gateway from staff with the imports ability only', async () => {
    const body = 'Surname,Image ID\nUploadman,' + fixture.images.first + '\n';
    const send = (who: Browser, type = 'text/csv') =>
      who.fetch('/admin/imports/upload?name=up.csv', { method: 'POST', headers: { 'content-type': type }, body });
    expect(await statusOf(send(new Browser(gateway.url)))).toBe(401);
    expect(await statusOf(send(await signedIn(gateway.url, BASIC)))).toBe(403);
    expect(await statusOf(send(await signedIn(gateway.url, SUPPORT)))).toBe(403);
    const editor = await signedIn(gateway.url, CONTENT);
    expect(await statusOf(send(editor, 'text/plain'))).toBe(415);
    const answer = await send(editor);
    expect(answer.status).toBe(201);
    const upload = await answer.json();
    expect(upload).toMatchObject({ fileName: 'up.csv', headings: ['Surname', 'Image ID'] });
    const started = await editor.gql(START, {
      input: { publicationId: fixture.publications.serviceRecords, upload: upload.upload, validateOnly: true },
    });
    expect(started.body.data.startImport).toMatchObject({ importJob: { validateOnly: true }, userErrors: [] });
    const job = await waitForEnd(editor, started.body.data.startImport.importJob.id);
    expect(job.progress).toMatchObject({ rowsRead: 1, rowsWritten: 0, rowsRejected: 0 });
    await services.db.db.deleteFrom('import_errors').execute();
    await services.db.db.deleteFrom('imports').execute();
  });

  it('run for a content editor: progress, findings in plain words, undo; bad input is a user error', async () => {
    const editor = await signedIn(gateway.url, CONTENT);
    const pub = fixture.publications.serviceRecords;
    const outside = await editor.gql(START, { input: { publicationId: pub, serverPath: '../../secret.csv' } });
    expect(outside.body.data.startImport.userErrors).toEqual([
      { field: ['input', 'serverPath'], code: 'BAD_USER_INPUT', message: expect.stringContaining('imports folder') },
    ]);
    const noPub = await editor.gql(START, { input: { publicationId: 987654, serverPath: 'roll.csv' } });
    expect(noPub.body.data.startImport.userErrors[0]).toMatchObject({ field: ['input', 'publicationId'] });

    const { body } = await editor.gql(START, {
      input: { publicationId: pub, serverPath: 'roll.csv', mapping: [{ column: 'Birth', field: 'birth_date' }] },
    });
    expect(body.data.startImport).toMatchObject({
      importJob: { state: 'QUEUED', fileName: 'roll.csv' },
      userErrors: [],
    });
    const id = body.data.startImport.importJob.id;
    const job = await waitForEnd(editor, id);
    expect(job).toMatchObject({ state: 'DONE', progress: { rowsRead: 3, rowsWritten: 1, rowsRejected: 2 } });
    expect(job.findings).toEqual({
      totalCount: 2,
      nodes: [
        {
          row: 2,
          level: 'ERROR',
          check: 'missing-surname',
          column: 'Surname',
          value: null,
          message: 'The row has no surname',
        },
        {
          row: 3,
          level: 'ERROR',
          check: 'bad-date',
          column: 'Birth',
          value: 'born 1842',
          message: 'Birth "born 1842" is not a date: write it as 1862, 1862-09 or 1862-09-17',
        },
      ],
    });
    // The report downloads from the gateway, for staff with the ability only.
    const report = await editor.fetch(job.reportPath);
    expect([report.status, report.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect((await report.text()).split('\n')[2]).toBe(
      '3,error,bad-date,Birth,born 1842,"Birth ""born 1842"" is not a date: write it as 1862, 1862-09 or 1862-09-17"',
    );
    const support = await signedIn(gateway.url, SUPPORT);
    expect(await statusOf(support.fetch(job.reportPath))).toBe(403);
    expect(await statusOf(new Browser(gateway.url).fetch(job.reportPath))).toBe(401);
    expect((await editor.gql(JOBS)).body.data.importJobs).toEqual({ totalCount: 1, nodes: [{ id, state: 'DONE' }] });
    const late = await editor.gql(CANCEL, { id });
    expect(late.body.data.cancelImport.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: null });
    const undone = await editor.gql(UNDO, { id });
    expect(undone.body.data.undoImport.importJob).toMatchObject({
      state: 'UNDONE',
      message: expect.stringContaining('1 records removed'),
    });
    expect(
      await services.db.db.selectFrom('index_records').select('id').where('surname', '=', 'Quartermain').execute(),
    ).toEqual([]);
  });

  it('take a folder of scans the rows name by file: new pages, a missing scan is a finding, a path out is a user error', async () => {
    const editor = await signedIn(gateway.url, CONTENT);
    const pub = fixture.publications.serviceRecords;
    const folder = path.join(services.dataDir, 'imports', 'server', 'scans');
    fs.mkdirSync(folder, { recursive: true });
    const sharp = (await import('sharp')).default;
    fs.writeFileSync(
      path.join(folder, 'p1.png'),
      await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a09080' } })
        .png()
        .toBuffer(),
    );
    fs.writeFileSync(
      path.join(services.dataDir, 'imports', 'server', 'scanned.csv'),
      'Surname,Given Name,Image File\nPageman,Ida,p1.png\nPageman,Jo,p2.png\n',
    );
    const input = {
      publicationId: pub,
      serverPath: 'scanned.csv',
      mapping: [{ column: 'Image File', field: 'image_file' }],
    };
    const outside = await editor.gql(START, { input: { ...input, scansServerPath: '../..' } });
    expect(outside.body.data.startImport.userErrors).toEqual([
      {
        field: ['input', 'scansServerPath'],
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('imports folder'),
      },
    ]);
    const { body } = await editor.gql(START, { input: { ...input, scansServerPath: 'scans' } });
    expect(body.data.startImport.userErrors).toEqual([]);
    const id = body.data.startImport.importJob.id;
    await waitForEnd(editor, id);
    const { body: done } = await editor.gql(
      `query Job($id: ID!) { importJob(id: $id) { state progress { rowsWritten rowsRejected scansTiled scansTotal }
        findings(level: ERROR, first: 5) { nodes { row check column value message } } } }`,
      { id },
    );
    expect(done.data.importJob).toEqual({
      state: 'DONE',
      progress: { rowsWritten: 1, rowsRejected: 1, scansTiled: 1, scansTotal: 1 },
      findings: {
        nodes: [
          {
            row: 2,
            check: 'unknown-scan',
            column: 'Image File',
            value: 'p2.png',
            message: 'Image File "p2.png" is not in the scans given with the import',
          },
        ],
      },
    });
    const undone = await editor.gql(UNDO, { id });
    expect(undone.body.data.undoImport.importJob.message).toContain('1 records removed');
  });
});
