import { type AccountsServices, asMember, members, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';
import { images, publications, rolls } from '@muster/testkit/fixtures';

/**
 * The publication service's staff calls (content spec §7.6, issue 15 point 4): refused to visitors (401), members
 * and staff without the publications ability (403); checked field by field with their own 400 codes, nothing changed
 * on a refusal; every edit and creation audited with each field's from → to.
 */
const admin = asMember(members.staff);
const content = { ...asMember(members.fresh), roles: ['content'] };
const support = { ...asMember(members.legacy), roles: ['support'] };
const helen = asMember(members.helen);
const PENSIONS = 2; // PUBLIC, pages 201 and 202
const DRAFTS = 3; // REGISTERED

describe.each(backends)('publication editing routes on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
    const db = h.db.db;
    await db.insertInto('publications').values(publications).execute();
    await db.insertInto('rolls').values(rolls).execute();
    await db.insertInto('images').values(images).execute();
  });
  afterAll(() => h.stop());

  const row = (id: number) =>
    h.db.db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('refuse visitors (401), members and staff without the publications ability (403), changing nothing', async () => {
    const before = await row(PENSIONS);
    const calls: [string, string, unknown?][] = [
      ['GET', '/publication/cp'],
      ['GET', '/publication/record-count'],
      ['GET', `/publication/editable-fields/${PENSIONS}`],
      ['PUT', `/publication/pub-edit/${PENSIONS}`, { configuredAccessLevel: 'SUBSCRIBER' }],
      ['POST', '/publication/pub-edit', { title: 'Sneaky', provider: 'National Archives' }],
      ['GET', '/publication/access-level'],
      ['GET', '/publication/warnings'],
      ['GET', `/publication/event/${PENSIONS}`],
      ['GET', '/publication/silo'],
    ];
    for (const [method, url, body] of calls) {
      const status = async (as?: NonNullable<Parameters<AccountsServices['call']>[2]>['as']) =>
        (await h.call(method, url, { body, as })).status;
      expect([url, await status(), await status('forged'), await status(helen), await status(support)]).toEqual([
        url,
        401,
        401,
        403,
        403,
      ]);
    }
    expect(await row(PENSIONS)).toEqual(before);
    expect(await h.db.db.selectFrom('publications').select('id').execute()).toHaveLength(3);
    expect(await h.db.db.selectFrom('publication_events').selectAll().execute()).toEqual([]);
    expect(await h.db.db.selectFrom('staff_audit').selectAll().execute()).toEqual([]);
  });

  it('show the editable fields with their types, allowed values and current values', async () => {
    const { status, body } = await h.call('GET', `/publication/editable-fields/${PENSIONS}`, { as: content });
    expect(status).toBe(200);
    expect(body.effectiveAccessLevel).toBe('PUBLIC');
    expect(body.values).toMatchObject({
      configuredAccessLevel: 'PUBLIC',
      minimumAccessLevel: 'PUBLIC',
      maximumAccessLevel: 'SILO',
      allowDownload: true,
      provider: 'National Archives',
      browseLabels: ['State', 'Surname'],
      coverImageId: null,
      percentComplete: 100,
      percentCompleteOverride: null,
    });
    const byName = Object.fromEntries(body.fields.map((f: { name: string }) => [f.name, f]));
    expect(byName.minimumAccessLevel).toMatchObject({
      type: 'ACCESS_LEVEL',
      group: 'ACCESS',
      allowed: ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'],
    });
    expect(byName.provider).toMatchObject({ type: 'PROVIDER', allowed: ['National Archives'] });
    expect(byName.percentCompleteOverride).toMatchObject({ type: 'PERCENT', nullable: true });
    expect((await h.call('GET', '/publication/editable-fields/999', { as: content })).status).toBe(404);
  });

  it.each([
    [{ colour: 'red' }, 'PUBLICATION_FIELD_UNKNOWN', 'colour'],
    [
      { minimumAccessLevel: 'SILO', maximumAccessLevel: 'SUBSCRIBER' },
      'PUBLICATION_ACCESS_RANGE',
      'minimumAccessLevel',
    ],
    [
      { maximumAccessLevel: 'REGISTERED', minimumAccessLevel: 'CONFIRMED' },
      'PUBLICATION_ACCESS_RANGE',
      'minimumAccessLevel',
    ],
    [{ percentComplete: 101 }, 'PUBLICATION_PERCENT_RANGE', 'percentComplete'],
    [{ percentCompleteOverride: -1 }, 'PUBLICATION_PERCENT_RANGE', 'percentCompleteOverride'],
    [{ provider: 'Nobody Archives' }, 'PUBLICATION_PROVIDER_UNKNOWN', 'provider'],
    [{ coverImageId: 301 }, 'PUBLICATION_IMAGE_INVALID', 'coverImageId'],
    [{ sampleImageIds: [201, 101] }, 'PUBLICATION_IMAGE_INVALID', 'sampleImageIds'],
    [{ configuredAccessLevel: 'EVERYBODY' }, 'PUBLICATION_VALUE_INVALID', 'configuredAccessLevel'],
    [{ allowPrint: 'yes' }, 'PUBLICATION_VALUE_INVALID', 'allowPrint'],
    [{ title: '  ' }, 'PUBLICATION_VALUE_INVALID', 'title'],
    [{ shortDescription: 'x'.repeat(501) }, 'PUBLICATION_VALUE_INVALID', 'shortDescription'],
    [{ browseLabels: ['1', '2', '3', '4', '5', '6', '7', '8'] }, 'PUBLICATION_VALUE_INVALID', 'browseLabels'],
    [{ allowPrint: false, percentComplete: 200 }, 'PUBLICATION_PERCENT_RANGE', 'percentComplete'],
  ])('refuse %j with %s on %s, changing nothing', async (changes, code, field) => {
    const before = await row(PENSIONS);
    const { status, body } = await h.call('PUT', `/publication/pub-edit/${PENSIONS}`, { body: changes, as: content });
    expect({ status, code: body.code, field: body.field }).toEqual({ status: 400, code, field });
    expect(body.message).toEqual(expect.any(String));
    expect(await row(PENSIONS)).toEqual(before);
    expect(await h.db.db.selectFrom('publication_events').selectAll().execute()).toEqual([]);
  });

  it('apply an edit: the effective level is the configured one clamped to [min, max], audited from → to', async () => {
    // The cache service's entries, computed for five minutes, are kept by catalogue version: an edit retires them.
    expect((await h.call('GET', '/cache/publicationAccessLevels')).body[PENSIONS]).toBe('PUBLIC');
    const edit = await h.call('PUT', `/publication/pub-edit/${PENSIONS}`, {
      body: { minimumAccessLevel: 'SUBSCRIBER', allowDownload: false, coverImageId: 202, percentCompleteOverride: 80 },
      as: content,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.effectiveAccessLevel).toBe('SUBSCRIBER');
    expect(edit.body.values).toMatchObject({ configuredAccessLevel: 'PUBLIC', minimumAccessLevel: 'SUBSCRIBER' });
    expect(edit.body.warnings.map((w: { code: string }) => w.code)).toEqual(['ACCESS_CLAMPED', 'INCOMPLETE']);
    expect((await row(PENSIONS)).access_level).toBe('SUBSCRIBER');
    expect((await h.call('GET', '/cache/publicationAccessLevels')).body[PENSIONS]).toBe('SUBSCRIBER');
    const levels = await h.call('GET', `/publication/access-level?id=${PENSIONS}`, { as: admin });
    expect(levels.body).toEqual([
      { publicationId: PENSIONS, value: 'SUBSCRIBER', configured: 'PUBLIC', minimum: 'SUBSCRIBER', maximum: 'SILO' },
    ]);

    const audit = await h.db.db.selectFrom('staff_audit').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: members.fresh.id, action: 'publication-edited' });
    expect(audit[0]!.detail).toBe(
      'publication 2: minimumAccessLevel: "PUBLIC" → "SUBSCRIBER"; allowDownload: true → false; coverImageId: null → 202; ' +
        'percentCompleteOverride: null → 80; access level: PUBLIC → SUBSCRIBER',
    );
    const events = await h.call('GET', `/publication/event/${PENSIONS}`, { as: content });
    expect(events.body).toEqual([
      expect.objectContaining({
        kind: 'EDITED',
        staffId: members.fresh.id,
        changes: [
          { field: 'minimumAccessLevel', from: 'PUBLIC', to: 'SUBSCRIBER' },
          { field: 'allowDownload', from: true, to: false },
          { field: 'coverImageId', from: null, to: 202 },
          { field: 'percentCompleteOverride', from: null, to: 80 },
        ],
      }),
    ]);

    // Back: the minimum lowered, the level follows the configured one again.
    const back = await h.call('PUT', `/publication/pub-edit/${PENSIONS}`, {
      body: { minimumAccessLevel: 'PUBLIC', allowDownload: true, coverImageId: null, percentCompleteOverride: null },
      as: admin,
    });
    expect(back.body.effectiveAccessLevel).toBe('PUBLIC');
    expect((await row(PENSIONS)).access_level).toBe('PUBLIC');
    // An edit that changes nothing writes nothing.
    await h.call('PUT', `/publication/pub-edit/${PENSIONS}`, { body: { allowDownload: true }, as: admin });
    expect(await h.db.db.selectFrom('staff_audit').selectAll().execute()).toHaveLength(2);
  });

  it('flag the browse as out of date when its level names change, until staff clear it', async () => {
    const renamed = await h.call('PUT', `/publication/pub-edit/${DRAFTS}`, {
      body: { browseLabels: ['State', 'County', 'Board'] },
      as: content,
    });
    expect(renamed.body.values).toMatchObject({ browseLabels: ['State', 'County', 'Board'], browseOutOfDate: true });
    expect(renamed.body.warnings.map((w: { code: string }) => w.code)).toContain('BROWSE_OUT_OF_DATE');
    const cleared = await h.call('PUT', `/publication/pub-edit/${DRAFTS}`, {
      body: { browseOutOfDate: false },
      as: content,
    });
    expect(cleared.body.warnings.map((w: { code: string }) => w.code)).not.toContain('BROWSE_OUT_OF_DATE');
  });

  it('make a new publication, with title and provider required', async () => {
    const missing = await h.call('POST', '/publication/pub-edit', { body: { title: 'Muster Rolls' }, as: content });
    expect(missing).toMatchObject({ status: 400, body: { code: 'PUBLICATION_VALUE_INVALID', field: 'provider' } });
    const made = await h.call('POST', '/publication/pub-edit', {
      body: { title: 'Civil War Muster Rolls', provider: 'National Archives', configuredAccessLevel: 'REGISTERED' },
      as: content,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      publicationId: 4,
      effectiveAccessLevel: 'REGISTERED',
      values: { title: 'Civil War Muster Rolls', shortTitle: 'Civil War Muster Rolls', isNew: true },
    });
    expect(await row(4)).toMatchObject({ slug: 'civil-war-muster-rolls', access_level: 'REGISTERED' });
    const audit = await h.db.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'publication-created')
      .execute();
    expect(audit[0]!.detail).toContain('title: null → "Civil War Muster Rolls"');
  });

  it('list providers, record counts, access levels, warnings and silo publications', async () => {
    expect((await h.call('GET', '/publication/cp', { as: content })).body).toEqual(['National Archives']);
    expect((await h.call('GET', '/publication/record-count', { as: content })).body).toEqual({});
    const levels = (await h.call('GET', '/publication/access-level', { as: content })).body;
    expect(levels.map((l: { publicationId: number; value: string }) => [l.publicationId, l.value])).toEqual([
      [1, 'SUBSCRIBER'],
      [2, 'PUBLIC'],
      [DRAFTS, 'REGISTERED'],
      [4, 'REGISTERED'],
    ]);
    const warnings = (await h.call('GET', `/publication/warnings?id=4`, { as: content })).body;
    expect(warnings.map((w: { code: string }) => w.code)).toEqual(['NO_COVER_IMAGE', 'INCOMPLETE']);
    expect((await h.call('GET', '/publication/silo?newPub=true', { as: content })).body).toEqual({
      publicationIds: [],
      newPublicationSilo: false,
    });
    expect((await h.call('GET', '/publication/warnings?id=x', { as: content })).status).toBe(400);
  });
});
