import { fixture, users } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Record corrections through GraphQL (issue 15 point 5): who may do what, a correction that search and
 * suggestions follow at once (through the gateway's caches), and a member's proposal accepted or rejected by staff.
 */
let services: TestServices;
let gateway: TestGateway;
const SUPPORT = { id: 2, username: 'archivist', password: 'Archivist-1863' };
const SUBSCRIBER = { id: fixture.user.id, username: fixture.user.username, password: 'Subscriber-1862' };
const CURATOR = { id: 3, username: 'curator', password: 'Curator-1863-x' };
const BASIC = { id: 4, username: 'basic', password: 'Basic-1863-xyz' };
/** Amos Wheeler, in the PUBLIC pension index; Josiah Whitcomb, in the SUBSCRIBER service records. */
const AMOS = 14;
const JOSIAH = 1;

const ADMIN_VIEW = `query Admin($id: Int!) { indexRecordAdmin(id: $id) {
  id recordId title accessLevel fields { name value stickiness proposable }
  history { field oldValue newValue stickiness staffUsername proposalId }
  pendingProposals { feedbackId field value note username } } }`;
const CORRECT = `mutation Correct($input: CorrectIndexRecordInput!) { correctIndexRecord(input: $input) {
  record { fields { name value stickiness } } correction { field oldValue newValue stickiness staffUsername }
  userErrors { field code message } } }`;
const PROPOSE = `mutation Propose($input: ProposeRecordCorrectionInput!) { proposeRecordCorrection(input: $input) {
  proposal { field value state reason } userErrors { field code } } }`;
const ACCEPT = `mutation Accept($id: Int!) { acceptRecordCorrection(feedbackId: $id) {
  record { fields { name value } } correction { proposalId stickiness } userErrors { code } } }`;
const REJECT = `mutation Reject($id: Int!, $reason: String!) { rejectRecordCorrection(feedbackId: $id, reason: $reason) {
  proposal { field value state reason } userErrors { field code } } }`;
const QUEUE = `{ feedbackEntries(first: 50) { nodes { id type objectId correction { field value state reason } } } }`;
const SUGGEST = `query S($prefix: String!) { suggest(type: NAME, prefix: $prefix) { value count } }`;
const SEARCH = `query Find($surname: String!) { search(query: { fieldedKeywords: [{ type: SURNAME, texts: [$surname] }], facetRequests: [] }) { totalCount } }`;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  const base = users.find((u) => u.id === 2)!;
  await db
    .insertInto('users')
    .values(
      [CURATOR, BASIC].map((u) => ({
        ...base,
        id: u.id,
        username: u.username,
        email: `${u.username}@example.org`,
        roles: u === CURATOR ? '["content"]' : '[]',
      })),
    )
    .execute();
  await db.updateTable('users').set({ roles: '["support"]' }).where('id', '=', SUPPORT.id).execute();
  for (const u of [SUPPORT, SUBSCRIBER, CURATOR, BASIC]) await setPassword(db, u.id, u.password);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function signedIn(who: { username: string; password: string }): Promise<Browser> {
  const browser = new Browser(gateway.url);
  const { body } = await browser.gql(SIGN_IN, who);
  expect(body.errors).toBeUndefined();
  return browser;
}
const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

test('staff calls are refused to visitors, members and staff without the corrections ability', async () => {
  const calls: [string, Record<string, unknown>][] = [
    [ADMIN_VIEW, { id: AMOS }],
    [CORRECT, { input: { recordId: AMOS, field: 'surname', value: 'Nobody' } }],
    [ACCEPT, { id: 1 }],
    [REJECT, { id: 1, reason: 'no' }],
  ];
  const callers = [
    new Browser(gateway.url),
    await signedIn(BASIC),
    await signedIn(SUBSCRIBER),
    await signedIn(CURATOR),
  ];
  for (const [query, variables] of calls) {
    const codes = [];
    for (const caller of callers) codes.push(codeOf((await caller.gql(query, variables)).body));
    expect(codes).toEqual(['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN']);
  }
  const visitor = callers[0];
  expect(codeOf((await visitor.gql(PROPOSE, { input: { recordId: AMOS, field: 'surname', value: 'X' } })).body)).toBe(
    'UNAUTHENTICATED',
  );
  // A Basic member may not view the subscriber record, so may not propose on it.
  const basic = callers[1];
  expect(
    codeOf((await basic.gql(PROPOSE, { input: { recordId: JOSIAH, field: 'givenName', value: 'Josias' } })).body),
  ).toBe('FORBIDDEN');
  expect(await services.db.db.selectFrom('staff_audit').selectAll().execute()).toEqual([]);
});

test('staff correct a surname: search and suggestions follow at once, the history says who and when', async () => {
  const staff = await signedIn(SUPPORT);
  const visitor = new Browser(gateway.url);
  const found = async (surname: string) => (await visitor.gql(SEARCH, { surname })).body.data.search.totalCount;
  const suggested = async (prefix: string) =>
    (await visitor.gql(SUGGEST, { prefix })).body.data.suggest.map((s: { value: string }) => s.value);
  expect(await found('Wheeler')).toBeGreaterThan(0);
  // Primes the gateway's shared suggestion cache.
  expect(await suggested('Wheel')).toEqual(['Wheeler']);

  const refused = await staff.gql(CORRECT, { input: { recordId: AMOS, field: 'birthDate', value: '1838-13' } });
  expect(refused.body.data.correctIndexRecord).toEqual({
    record: null,
    correction: null,
    userErrors: [{ field: ['input', 'value'], code: 'VALUE_INVALID', message: expect.stringContaining('YYYY-MM-DD') }],
  });
  const unknown = await staff.gql(CORRECT, { input: { recordId: AMOS, field: 'title', value: 'x' } });
  expect(unknown.body.data.correctIndexRecord.userErrors[0]).toMatchObject({
    field: ['input', 'field'],
    code: 'FIELD_UNKNOWN',
  });

  const { body } = await staff.gql(CORRECT, { input: { recordId: AMOS, field: 'surname', value: 'Wheelwright' } });
  expect(body.errors).toBeUndefined();
  const done = body.data.correctIndexRecord;
  expect(done.userErrors).toEqual([]);
  expect(done.correction).toEqual({
    field: 'surname',
    oldValue: 'Wheeler',
    newValue: 'Wheelwright',
    stickiness: 'SUPER',
    staffUsername: 'archivist',
  });
  expect(done.record.fields).toContainEqual({ name: 'surname', value: 'Wheelwright', stickiness: 'SUPER' });
  expect(await found('Wheelwright')).toBe(1);
  expect(await found('Wheeler')).toBe(0);
  expect(await suggested('Wheel')).toEqual(['Wheelwright']);

  const view = (await staff.gql(ADMIN_VIEW, { id: AMOS })).body.data.indexRecordAdmin;
  expect(view).toMatchObject({ id: `INDEX_RECORD:${AMOS}`, recordId: AMOS, accessLevel: 'PUBLIC' });
  expect(view.history).toEqual([
    {
      field: 'surname',
      oldValue: 'Wheeler',
      newValue: 'Wheelwright',
      stickiness: 'SUPER',
      staffUsername: 'archivist',
      proposalId: null,
    },
  ]);
  expect(view.fields.find((f: { name: string }) => f.name === 'birthDate')).toEqual({
    name: 'birthDate',
    value: '1838',
    stickiness: null,
    proposable: true,
  });
  // Any record whole, whatever its level: the subscriber record's rank is there for staff without a subscription.
  const josiah = (await staff.gql(ADMIN_VIEW, { id: JOSIAH })).body.data.indexRecordAdmin;
  expect(josiah.fields.find((f: { name: string }) => f.name === 'rank').value).toBe('Private');
  expect((await staff.gql(ADMIN_VIEW, { id: 999999 })).body.data.indexRecordAdmin).toBeNull();
});

test('a member proposes; staff see it in the feedback queue and accept or reject it', async () => {
  const member = await signedIn(SUBSCRIBER);
  const staff = await signedIn(SUPPORT);
  const bad = await member.gql(PROPOSE, { input: { recordId: JOSIAH, field: 'rank', value: 'General' } });
  expect(bad.body.data.proposeRecordCorrection.userErrors).toEqual([
    { field: ['input', 'field'], code: 'FIELD_UNKNOWN' },
  ]);
  const first = await member.gql(PROPOSE, {
    input: { recordId: JOSIAH, field: 'givenName', value: 'Josias', note: 'The card reads Josias.' },
  });
  expect(first.body.data.proposeRecordCorrection).toEqual({
    proposal: { field: 'givenName', value: 'Josias', state: 'PENDING', reason: null },
    userErrors: [],
  });
  await member.gql(PROPOSE, { input: { recordId: JOSIAH, field: 'deathDate', value: '1862-09-17' } });

  const queue = (await staff.gql(QUEUE)).body.data.feedbackEntries.nodes.filter(
    (n: { correction: unknown }) => n.correction,
  );
  const [death, given] = queue;
  expect(given).toMatchObject({
    type: 'CORRECTION',
    objectId: JOSIAH,
    correction: { field: 'givenName', state: 'PENDING' },
  });
  const pending = (await staff.gql(ADMIN_VIEW, { id: JOSIAH })).body.data.indexRecordAdmin.pendingProposals;
  expect(pending.map((p: { field: string }) => p.field)).toEqual(['givenName', 'deathDate']);
  expect(pending[0]).toMatchObject({ note: 'The card reads Josias.', username: fixture.user.username });

  const accepted = (await staff.gql(ACCEPT, { id: given.id })).body.data.acceptRecordCorrection;
  expect(accepted.correction).toEqual({ proposalId: given.id, stickiness: 'SUPER' });
  expect(accepted.record.fields).toContainEqual({ name: 'givenName', value: 'Josias' });
  expect(codeOf((await staff.gql(ACCEPT, { id: given.id })).body)).toBe('ALREADY_ANSWERED');

  const rejected = await staff.gql(REJECT, { id: death.id, reason: 'The card gives no death date.' });
  expect(rejected.body.data.rejectRecordCorrection).toEqual({
    proposal: { field: 'deathDate', value: '1862-09-17', state: 'REJECTED', reason: 'The card gives no death date.' },
    userErrors: [],
  });
  const audit = await services.db.db
    .selectFrom('staff_audit')
    .select(['action', 'target_user_id'])
    .orderBy('id')
    .execute();
  expect(audit.slice(-2)).toEqual([
    { action: 'correction-accepted', target_user_id: SUBSCRIBER.id },
    { action: 'correction-rejected', target_user_id: SUBSCRIBER.id },
  ]);
});
