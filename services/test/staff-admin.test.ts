import { type AccountsServices, asMember, members, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

const admin = asMember(members.staff);
const support = { ...asMember(members.legacy), roles: ['support'] };
const content = { ...asMember(members.fresh), roles: ['content'] };
const helen = asMember(members.helen);

describe.each(backends)('staff calls on %s', (backend) => {
  let h: AccountsServices;
  const auditRows = () => h.db.db.selectFrom('staff_audit').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    h = await startAccounts({ backend });
    await h.db.db.updateTable('users').set({ facebook_id: 'fb-1001' }).where('id', '=', members.helen.id).execute();
    const tag = (userId: number, name: string, objectId: number) => ({
      user_id: userId,
      name,
      content_type: 'IMAGE',
      object_id: objectId,
      private: 0,
      created: '2026-01-01T00:00:00.000Z',
    });
    await h.db.db
      .insertInto('tags')
      .values([tag(1, 'bookmarks', 1), tag(1, 'spam link', 2), tag(3, 'spam link', 3), tag(4, 'gettysburg', 4)])
      .execute();
  });
  afterAll(() => h.stop());

  it('refuses visitors (401) and members without the role (403), changing nothing', async () => {
    const calls: [string, string][] = [
      ['GET', '/user/admin/users?search=hw'],
      ['POST', `/user/admin/backdoor?userId=${members.helen.id}`],
      ['DELETE', `/user/user-admin/ucdmid/${members.helen.id}`],
      ['GET', '/user/admin/tags'],
      ['DELETE', '/user/admin/tags?name=spam%20link'],
    ];
    for (const [method, url] of calls) {
      expect([method, url, (await h.call(method, url)).status]).toEqual([method, url, 401]);
      expect([method, url, (await h.call(method, url, { as: 'forged' })).status]).toEqual([method, url, 401]);
      expect([method, url, (await h.call(method, url, { as: helen })).status]).toEqual([method, url, 403]);
    }
    // Each role only its own calls.
    expect((await h.call('GET', '/user/admin/tags', { as: support })).status).toBe(403);
    expect((await h.call('GET', '/user/admin/users?search=hw', { as: content })).status).toBe(403);
    expect(await auditRows()).toEqual([]);
    expect((await h.call('GET', '/user/admin/tags', { as: admin })).body).toEqual([
      { name: 'spam link', count: 2 },
      { name: 'bookmarks', count: 1 },
      { name: 'gettysburg', count: 1 },
    ]);
  });

  it('lists the roles and the abilities of the caller', async () => {
    expect((await h.call('GET', '/user/list-roles', { as: admin })).body).toEqual(['admin', 'support', 'content']);
    expect((await h.call('GET', '/user/admin/abilities', { as: support })).body).toEqual({
      roles: ['support'],
      abilities: ['users', 'impersonate', 'external-links', 'corrections'],
    });
  });

  it('finds members by username, email or id', async () => {
    const found = await h.call('GET', '/user/admin/users?search=HWHIT', { as: support });
    expect(found.body).toEqual([
      {
        userId: 1,
        username: 'hwhitcomb',
        email: 'helen@example.org',
        roles: [],
        accountStatus: 'non-subscriber',
        externalLinked: true,
        closed: false,
      },
    ]);
    expect(
      (await h.call('GET', '/user/admin/users?search=2', { as: support })).body.map(
        (u: { username: string }) => u.username,
      ),
    ).toEqual(['archivist']);
    expect((await h.call('GET', '/user/admin/users?search=%25', { as: support })).body).toEqual([]);
    expect((await h.call('GET', '/user/admin/users?search=', { as: support })).status).toBe(400);
  });

  it('makes a single-use impersonation link that expires after 10 minutes, audited', async () => {
    const made = await h.call('POST', `/user/admin/backdoor?userId=${members.helen.id}`, { as: admin });
    expect(made.status).toBe(201);
    expect(Date.parse(made.body.expiresAt) - h.clock.now).toBe(10 * 60_000);
    // Only the staff member who made it may open it.
    expect(
      (
        await h.call('POST', '/user/admin/backdoor/redeem', {
          as: { ...support, userId: members.legacy.id },
          body: { token: made.body.token },
        })
      ).status,
    ).toBe(400);
    const used = await h.call('POST', '/user/admin/backdoor/redeem', {
      as: admin,
      body: { token: made.body.token },
      headers: {},
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({
      user: { userId: 1, username: 'hwhitcomb' },
      staffId: 2,
      staffUsername: 'archivist',
    });
    const again = await h.call('POST', '/user/admin/backdoor/redeem', { as: admin, body: { token: made.body.token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is not valid or has expired');

    const late = await h.call('POST', `/user/admin/backdoor?userId=${members.helen.id}`, { as: admin });
    h.clock.now += 10 * 60_000;
    expect(
      (await h.call('POST', '/user/admin/backdoor/redeem', { as: admin, body: { token: late.body.token } })).status,
    ).toBe(400);

    const token = await h.db.db.selectFrom('impersonation_tokens').selectAll().orderBy('id').executeTakeFirstOrThrow();
    expect(token).toMatchObject({ staff_id: 2, user_id: 1, used_from: '127.0.0.1' });
    expect(token.used_at).not.toBeNull();
    expect(token.token_hash).not.toBe(made.body.token);
    expect((await auditRows()).map((r) => [r.action, r.staff_id, r.target_user_id])).toEqual([
      ['impersonation-link', 2, 1],
      ['impersonation-used', 2, 1],
      ['impersonation-link', 2, 1],
    ]);
  });

  it('refuses to impersonate staff, oneself, or nobody', async () => {
    expect(
      (await h.call('POST', `/user/admin/backdoor?userId=${members.staff.id}`, { as: support })).body.message,
    ).toBe('Staff members cannot be impersonated');
    expect((await h.call('POST', `/user/admin/backdoor?userId=${members.legacy.id}`, { as: support })).status).toBe(
      400,
    );
    expect((await h.call('POST', '/user/admin/backdoor?userId=999', { as: admin })).status).toBe(404);
    expect((await h.call('POST', '/user/admin/backdoor?userId=abc', { as: admin })).status).toBe(400);
    expect((await h.call('POST', '/user/admin/backdoor/redeem', { as: admin, body: { token: 'x' } })).status).toBe(400);
  });

  it('removes an external account link once, audited', async () => {
    const removed = await h.call('DELETE', `/user/user-admin/ucdmid/${members.helen.id}`, { as: support });
    expect(removed.status).toBe(200);
    expect(removed.body.externalLinked).toBe(false);
    const row = await h.db.db.selectFrom('users').select('facebook_id').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.facebook_id).toBeNull();
    expect((await h.call('DELETE', `/user/user-admin/ucdmid/${members.helen.id}`, { as: support })).status).toBe(404);
    expect((await h.call('DELETE', '/user/user-admin/ucdmid/999', { as: support })).status).toBe(404);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'external-link-removed',
      staff_id: members.legacy.id,
      target_user_id: 1,
      detail: 'facebook',
    });
  });

  it('deletes a tag for every member, audited', async () => {
    const deleted = await h.call('DELETE', '/user/admin/tags?name=spam%20link', { as: content });
    expect(deleted.body).toEqual({ name: 'spam link', deleted: 2 });
    expect(
      (await h.call('GET', '/user/admin/tags', { as: content })).body.map((t: { name: string }) => t.name),
    ).toEqual(['bookmarks', 'gettysburg']);
    expect((await h.call('DELETE', '/user/admin/tags?name=spam%20link', { as: content })).status).toBe(404);
    expect((await h.call('DELETE', '/user/admin/tags', { as: content })).status).toBe(400);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'tag-deleted',
      staff_id: members.fresh.id,
      detail: 'spam link (2)',
    });
    expect((await h.call('GET', '/user/admin/audit', { as: admin })).body[0].action).toBe('tag-deleted');
  });
});
