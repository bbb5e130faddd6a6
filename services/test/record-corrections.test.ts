import type { IndexRecordAdminDto, SearchQuery, SearchResults, Suggestion } from '@muster/contract';
import { type Identity, internalAuthSecret, signIdentity } from '../src/auth/identity';
import { rebuildSuggestions } from '../src/suggest/suggest.build';
import { superFields } from '../src/index-record/stickiness';
import { backends, startServices, type TestServices } from '@muster/testkit';

const who = (userId: number, roles: string[] = [], accountStatus = 'non-subscriber'): Identity => ({
  userId,
  accountStatus,
  roles,
  institutionId: null,
});
// Fixture users: 1 a subscriber, 2 a Basic member; roles are what the gateway vouches for.
const SUBSCRIBER = who(1, [], 'annual-subscriber');
const BASIC = who(2);
const SUPPORT = who(2, ['support']);
const ADMIN = who(2, ['admin']);
const CONTENT = who(2, ['content']);
/** Amos Wheeler, Navy, born 1838, in the PUBLIC pension index (publication 2). */
const AMOS = 14;
/** Josiah Whitcomb, in the SUBSCRIBER service records (publication 1). */
const JOSIAH = 1;

describe.each(backends)('record corrections on %s', (backend) => {
  let server: TestServices;
  const call = async <T = any>(method: string, path: string, as: Identity | null, body?: unknown) =>
    server.get<T>(path, {
      method,
      headers: {
        ...(as ? { 'x-muster-auth': signIdentity(as, internalAuthSecret()) } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const correct = (id: number, name: string, value: string | null, as: Identity = SUPPORT, query = '') =>
    call('POST', `/fold31-index-record/index-record/metadata/INDEX_RECORD/${id}/${name}${query}`, as, { value });
  const search = async (query: SearchQuery) =>
    (
      await call<SearchResults>('POST', '/fold31-search/doc-search', null, {
        maxCount: 100,
        facetRequests: [{ type: 'military.service.branch' }],
        ...query,
      })
    ).body;
  const recordHits = async (query: SearchQuery) =>
    (await search(query)).hits.filter((h) => h.doc.contentType === 'INDEX_RECORD').map((h) => h.doc.objectId);
  const branchCount = async (branch: string) =>
    (await search({})).facets[0].values.find((v) => v.value === branch)?.count ?? 0;
  const suggest = async (prefix: string) =>
    (await call<Suggestion[]>('GET', `/fold31-search/suggest?type=NAME&prefix=${encodeURIComponent(prefix)}`, null))
      .body;
  const audit = () => server.db.db.selectFrom('staff_audit').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startServices({ backend, prepare: (db) => rebuildSuggestions(db) });
  }, 60_000);
  afterAll(() => server?.stop());

  test('every staff call is refused to visitors (401), members and staff without the ability (403)', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/fold31-index-record/admin/getIndexRecord/${AMOS}`, undefined],
      ['POST', `/fold31-index-record/index-record/metadata/INDEX_RECORD/${AMOS}/surname`, { value: 'Nobody' }],
      ['POST', '/fold31-index-record/admin/proposal/1/accept', undefined],
      ['POST', '/fold31-index-record/admin/proposal/1/reject', { reason: 'no' }],
    ];
    for (const [method, path, body] of calls) {
      const statuses = [];
      for (const as of [null, BASIC, SUBSCRIBER, CONTENT]) statuses.push((await call(method, path, as, body)).status);
      expect([path, statuses]).toEqual([path, [401, 403, 403, 403]]);
    }
    expect(await audit()).toEqual([]);
    expect((await call('GET', `/fold31-index-record/record/${AMOS}`, null)).body.surname).toBe('Wheeler');
  });

  test('staff open any record whole, whatever its level', async () => {
    const visitor = (await call('GET', `/fold31-index-record/record/${JOSIAH}`, null)).body;
    expect(visitor.denial).toBeDefined();
    expect(visitor.rank).toBeNull();
    const admin = await call<IndexRecordAdminDto>('GET', `/fold31-index-record/admin/getIndexRecord/${JOSIAH}`, ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body.record).toMatchObject({ recordId: JOSIAH, surname: 'Whitcomb', rank: 'Private' });
    expect(admin.body.record).not.toHaveProperty('denial');
    expect(admin.body.correctableFields).toContain('birthDate');
    expect(admin.body.history).toEqual([]);
    expect((await call('GET', '/fold31-index-record/admin/getIndexRecord/999999', SUPPORT)).status).toBe(404);
  });

  test('bad input answers 400 with a code and changes nothing', async () => {
    const unknown = await correct(AMOS, 'publicationId', '3');
    expect([unknown.status, unknown.body.code]).toEqual([400, 'FIELD_UNKNOWN']);
    const badDate = await correct(AMOS, 'birthDate', '1838-02-30');
    expect([badDate.status, badDate.body.code]).toEqual([400, 'VALUE_INVALID']);
    const empty = await correct(AMOS, 'surname', '  ');
    expect([empty.status, empty.body.code]).toEqual([400, 'VALUE_INVALID']);
    expect((await correct(AMOS, 'surname', 'X', SUPPORT, '?stickiness=FIRM')).status).toBe(400);
    expect(
      (await call('POST', `/fold31-index-record/index-record/metadata/INDEX_RECORD/${AMOS}/surname`, SUPPORT, {}))
        .status,
    ).toBe(400);
    expect((await correct(999999, 'surname', 'Nobody')).status).toBe(404);
    expect(await audit()).toEqual([]);
  });

  test('a corrected surname is found, not the old one; facets, suggestions and memorials follow; it is audited and sticks', async () => {
    // A memorial made from the record by a member, with the record's facts.
    const made = await call('POST', `/fold31-memorial/memorial/create-from/INDEX_RECORD/${AMOS}`, SUBSCRIBER);
    expect(made.status).toBe(200);
    const memorialId = made.body.objectId as number;
    const byName = (name: string): SearchQuery => ({ fieldedKeywords: [{ type: 'full-name', texts: [name] }] });
    expect(await recordHits(byName('Wheeler'))).toEqual([AMOS]);
    const [navy, army] = [await branchCount('Navy'), await branchCount('Army')];
    expect(await suggest('Wheel')).toEqual([expect.objectContaining({ value: 'Wheeler' })]);

    const done = await correct(AMOS, 'surname', 'Wheelwright');
    expect(done.status).toBe(200);
    expect(done.body.record).toMatchObject({ surname: 'Wheelwright', fullName: 'Amos Wheelwright' });
    expect(done.body.correction).toMatchObject({ field: 'surname', oldValue: 'Wheeler', newValue: 'Wheelwright' });
    expect(done.body.correction).toMatchObject({ stickiness: 'SUPER', staff: { userId: 2, username: 'archivist' } });
    expect(await recordHits(byName('Wheelwright'))).toEqual([AMOS]);
    expect(await recordHits(byName('Wheeler'))).toEqual([]);
    expect(await recordHits({ keywords: 'Wheelwright' })).toEqual([AMOS]);
    expect(await suggest('Wheel')).toEqual([expect.objectContaining({ value: 'Wheelwright' })]);
    expect(await suggest('Amos Whee')).toEqual([expect.objectContaining({ value: 'Amos Wheelwright' })]);

    // The facet counts of the same query move at once, though they were just cached: the record and its memorial.
    await correct(AMOS, 'branch', 'Army', ADMIN, '?stickiness=NORMAL');
    expect([await branchCount('Navy'), await branchCount('Army')]).toEqual([navy - 2, army + 2]);

    // The memorial's title was the record's name: it follows; its facts from the record follow too.
    await correct(AMOS, 'birthDate', '1839-04-02');
    const memorial = await server.db.db
      .selectFrom('memorials')
      .selectAll()
      .where('id', '=', memorialId)
      .executeTakeFirstOrThrow();
    expect(memorial.title).toBe('Amos Wheelwright');
    const facts = await server.db.db
      .selectFrom('memorial_elements')
      .select('value')
      .where('memorial_id', '=', memorialId)
      .where('type', '=', 'FACT')
      .execute();
    const values = facts.map((f) => JSON.parse(f.value) as { type: string; value: string });
    expect(values.find((f) => f.type === 'date.vital.birth')?.value).toBe('2 April 1839');
    expect(values.find((f) => f.type === 'branch')?.value).toBe('Army');

    const admin = (await call<IndexRecordAdminDto>('GET', `/fold31-index-record/admin/getIndexRecord/${AMOS}`, SUPPORT))
      .body;
    expect(admin.history.map((h) => [h.field, h.oldValue, h.newValue, h.stickiness])).toEqual([
      ['birthDate', '1838', '1839-04-02', 'SUPER'],
      ['branch', 'Navy', 'Army', 'NORMAL'],
      ['surname', 'Wheeler', 'Wheelwright', 'SUPER'],
    ]);
    expect(admin.superFields.sort()).toEqual(['birthDate', 'surname']);
    expect((await superFields(server.db.db, [AMOS, JOSIAH])).get(AMOS)).toEqual(new Set(['surname', 'birthDate']));
    expect((await superFields(server.db.db, [JOSIAH])).size).toBe(0);
    const rows = await audit();
    expect(rows.map((r) => [r.action, r.staff_id])).toEqual([
      ['record-corrected', 2],
      ['record-corrected', 2],
      ['record-corrected', 2],
    ]);
    expect(rows[0].detail).toBe(`INDEX_RECORD:${AMOS} surname: "Wheeler" → "Wheelwright" (SUPER)`);
  });

  test('members propose a name or date; staff accept (applied, SUPER, linked) or reject (with a reason)', async () => {
    const propose = (id: number, body: unknown, as: Identity | null = SUBSCRIBER) =>
      call('POST', `/fold31-index-record/record/${id}/proposal`, as, body);
    expect((await propose(AMOS, { field: 'surname', value: 'Weeler' }, null)).status).toBe(401);
    // A Basic member may not view the subscriber record, so may not propose on it.
    expect((await propose(JOSIAH, { field: 'givenName', value: 'Josias' }, BASIC)).status).toBe(403);
    const rank = await propose(AMOS, { field: 'rank', value: 'Admiral' });
    expect([rank.status, rank.body.code]).toEqual([400, 'FIELD_UNKNOWN']);
    expect((await propose(AMOS, { field: 'deathDate', value: 'soon' })).body.code).toBe('VALUE_INVALID');

    const first = await propose(JOSIAH, { field: 'givenName', value: 'Josias', note: 'The card reads Josias.' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      feedbackId: expect.any(Number),
      field: 'givenName',
      value: 'Josias',
      state: 'PENDING',
    });
    const second = await propose(AMOS, { field: 'deathDate', value: '1901' }, BASIC);
    expect(second.status).toBe(201);

    const queue = await call('GET', '/feedback', ADMIN);
    const item = queue.body.items.find((i: { id: number }) => i.id === first.body.feedbackId);
    expect(item).toMatchObject({
      type: 'CORRECTION',
      objectType: 'INDEX_RECORD',
      objectId: JOSIAH,
      message: 'The card reads Josias.',
      correction: { field: 'givenName', value: 'Josias', state: 'PENDING', reason: null },
    });
    const pending = (await call('GET', `/fold31-index-record/admin/getIndexRecord/${JOSIAH}`, SUPPORT)).body;
    expect(pending.pendingProposals).toEqual([expect.objectContaining({ feedbackId: first.body.feedbackId })]);

    const accepted = await call('POST', `/fold31-index-record/admin/proposal/${first.body.feedbackId}/accept`, SUPPORT);
    expect(accepted.status).toBe(200);
    expect(accepted.body.record.fullName).toBe('Josias Whitcomb');
    expect(accepted.body.correction).toMatchObject({ proposalId: first.body.feedbackId, stickiness: 'SUPER' });
    const again = await call('POST', `/fold31-index-record/admin/proposal/${first.body.feedbackId}/accept`, SUPPORT);
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_ANSWERED']);

    expect(
      (await call('POST', `/fold31-index-record/admin/proposal/${second.body.feedbackId}/reject`, SUPPORT, {})).status,
    ).toBe(400);
    const rejected = await call(
      'POST',
      `/fold31-index-record/admin/proposal/${second.body.feedbackId}/reject`,
      SUPPORT,
      {
        reason: 'The pension card gives no death date.',
      },
    );
    expect(rejected.status).toBe(200);
    const after = await call('GET', '/feedback', ADMIN);
    expect(after.body.items.find((i: { id: number }) => i.id === second.body.feedbackId).correction).toEqual({
      field: 'deathDate',
      value: '1901',
      state: 'REJECTED',
      reason: 'The pension card gives no death date.',
    });
    expect((await call('GET', `/fold31-index-record/record/${AMOS}`, SUBSCRIBER)).body.deathDate).toBeNull();
    const rows = (await audit()).slice(-2);
    expect(rows.map((r) => [r.action, r.target_user_id])).toEqual([
      ['correction-accepted', 1],
      ['correction-rejected', 2],
    ]);
  });
});
