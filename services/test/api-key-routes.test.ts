import { keyDigest } from '@muster/contract/node';
import { type AccountsServices, asMember, members, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

const admin = asMember(members.staff);
const support = { ...asMember(members.legacy), roles: ['support'] };
const helen = asMember(members.helen);
/** The gateway's own calls are signed as a visitor. */
const gatewayItself = { userId: null, accountStatus: 'anonymous', roles: [] };

describe.each(backends)('API key routes on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());

  it('refuse visitors (401), members and staff without the api-keys ability (403), storing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api-key'],
      ['POST', '/api-key', { ownerId: members.helen.id, name: 'x' }],
      ['DELETE', '/api-key/1'],
    ];
    for (const [method, url, body] of calls) {
      const status = async (as?: NonNullable<Parameters<AccountsServices['call']>[2]>['as']) =>
        (await h.call(method, url, { body, as })).status;
      expect([method, await status(), await status('forged'), await status(helen), await status(support)]).toEqual([
        method,
        401,
        401,
        403,
        403,
      ]);
    }
    expect(await h.db.db.selectFrom('api_keys').selectAll().execute()).toEqual([]);
  });

  it('answer the lookups only to the gateway', async () => {
    const digest = keyDigest('mk_nothing');
    expect((await h.call('GET', '/api-key/gateway/origins')).status).toBe(403);
    expect((await h.call('POST', '/api-key/gateway/resolve', { body: { digest }, as: 'forged' })).status).toBe(403);
    expect((await h.call('GET', '/api-key/gateway/origins', { as: gatewayItself })).body).toEqual([]);
    expect((await h.call('POST', '/api-key/gateway/resolve', { body: { digest }, as: gatewayItself })).status).toBe(
      404,
    );
    const malformed = await h.call('POST', '/api-key/gateway/resolve', { body: { digest: 'mk_x' }, as: gatewayItself });
    expect(malformed.status).toBe(400);
  });

  it('let a partner hold two live keys, even when three are asked for at once', async () => {
    const make = (name: string) =>
      h.call('POST', '/api-key', { body: { ownerId: members.legacy.id, name }, as: admin });
    const answers = await Promise.all([make('a'), make('b'), make('c')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'legacy already has 2 live keys, the most a partner may hold: revoke one before creating another',
      field: 'ownerId',
    });
  });

  it('keep only the digest, lend the owner without staff roles, and stamp the last use once a minute', async () => {
    const made = await h.call('POST', '/api-key', {
      body: { ownerId: members.staff.id, name: 'Staff-owned sync', scopes: ['write'], origins: ['https://a.example'] },
      as: admin,
    });
    expect(made.status).toBe(201);
    const { secret, key } = made.body;
    expect(key).toMatchObject({ scopes: ['read', 'write'], origins: ['https://a.example'], createdBy: 'archivist' });
    const stored = await h.db.db.selectFrom('api_keys').selectAll().where('id', '=', key.id).executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(keyDigest(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const resolve = () =>
      h.call('POST', '/api-key/gateway/resolve', { body: { digest: keyDigest(secret) }, as: gatewayItself });
    const first = await resolve();
    expect(first.body).toMatchObject({
      state: 'live',
      scopes: ['read', 'write'],
      identity: { userId: members.staff.id, username: 'archivist', roles: [] },
    });
    const lastUsed = async () =>
      (await h.db.db.selectFrom('api_keys').select('last_used_at').where('id', '=', key.id).executeTakeFirstOrThrow())
        .last_used_at;
    const stamped = await lastUsed();
    expect(stamped).toBe(new Date(h.clock.now).toISOString());
    h.clock.now += 30_000;
    await resolve();
    expect(await lastUsed()).toBe(stamped);
    h.clock.now += 31_000;
    await resolve();
    expect(await lastUsed()).toBe(new Date(h.clock.now).toISOString());
    expect((await h.call('GET', '/api-key/gateway/origins', { as: gatewayItself })).body).toEqual([
      'https://a.example',
    ]);

    expect((await h.call('DELETE', `/api-key/${key.id}`, { as: admin })).body.revokedAt).toBe(
      new Date(h.clock.now).toISOString(),
    );
    expect((await resolve()).body.state).toBe('revoked');
    expect((await h.call('GET', '/api-key/gateway/origins', { as: gatewayItself })).body).toEqual([]);
    const audit = await h.db.db
      .selectFrom('staff_audit')
      .select(['action', 'detail'])
      .where('target_user_id', '=', members.staff.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'api-key-created', detail: key.prefix },
      { action: 'api-key-revoked', detail: key.prefix },
    ]);
  });
});
