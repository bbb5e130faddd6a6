import { fixture } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, SIGN_OUT, setPassword } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Staff tools through GraphQL and the impersonation link (issue 4 §10, accounts spec §6, §7): role checks,
 * roles editing, tag admin, external link removal, and an impersonation from link to banner to sign-out.
 */
let services: TestServices;
let gateway: TestGateway;
const ADMIN = { id: 2, username: 'archivist', password: 'Archivist-1863' };
const MEMBER = { id: fixture.user.id, username: fixture.user.username, password: 'Subscriber-1862' };
const STAFF = `{ staff { roles abilities knownRoles } }`;
const USERS = `query Users($search: String!) { staffUsers(search: $search) { userId username roles externalLinked } }`;
const SESSION = `{ session { impersonatedBy user { userId username roles } } }`;
const LINK = `mutation Link($userId: Int!) { createImpersonationLink(userId: $userId) { url expiresAt } }`;

beforeAll(async () => {
  services = await startServices();
  const db = services.db.db;
  await db.updateTable('users').set({ roles: '["admin"]' }).where('id', '=', ADMIN.id).execute();
  await db.updateTable('users').set({ facebook_id: 'fb-77' }).where('id', '=', MEMBER.id).execute();
  await db
    .insertInto('tags')
    .values([
      {
        user_id: MEMBER.id,
        name: 'spam link',
        content_type: 'IMAGE',
        object_id: 1,
        private: 0,
        created: '2026-01-01T00:00:00.000Z',
      },
      ...[1, 2].map((objectId) => ({
        user_id: MEMBER.id,
        name: 'drummer boys',
        content_type: 'IMAGE',
        object_id: objectId,
        private: 0,
        created: '2026-01-02T00:00:00.000Z',
      })),
    ])
    .execute();
  await setPassword(db, ADMIN.id, ADMIN.password);
  await setPassword(db, MEMBER.id, MEMBER.password);
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

describe('staff calls', () => {
  it('are refused to visitors and members', async () => {
    const visitor = new Browser(gateway.url);
    expect((await visitor.gql(STAFF)).body.data.staff).toBeNull();
    expect((await visitor.gql(USERS, { search: 'a' })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await signedIn(MEMBER);
    expect((await member.gql(STAFF)).body.data.staff).toBeNull();
    expect((await member.gql(LINK, { userId: ADMIN.id })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await member.gql(`mutation { deleteTag(name: "spam link") { deleted } }`)).body.errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await member.gql(`{ tagNames { totalCount } }`)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await visitor.gql(`{ tagNames { totalCount } }`)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('let an admin find members, change roles, remove an external link and delete a tag', async () => {
    const admin = await signedIn(ADMIN);
    expect((await admin.gql(STAFF)).body.data.staff).toEqual({
      roles: ['admin'],
      abilities: [
        'roles',
        'users',
        'impersonate',
        'external-links',
        'tags',
        'api-keys',
        'corrections',
        'publications',
        'images',
        'imports',
      ],
      knownRoles: ['admin', 'support', 'content'],
    });
    expect((await admin.gql(USERS, { search: MEMBER.username })).body.data.staffUsers).toEqual([
      { userId: MEMBER.id, username: MEMBER.username, roles: [], externalLinked: true },
    ]);
    const roles = await admin.gql(`mutation { updateRoles(userId: ${MEMBER.id}, roles: ["content", "support"]) }`);
    expect(roles.body.data?.updateRoles ?? roles.body.errors).toEqual(['content', 'support']);
    expect((await admin.gql(USERS, { search: MEMBER.username })).body.data.staffUsers[0].roles).toEqual([
      'content',
      'support',
    ]);
    expect(
      (await admin.gql(`mutation { updateRoles(userId: ${MEMBER.id}, roles: []) }`)).body.data.updateRoles,
    ).toEqual([]);
    const bad = await admin.gql(`mutation { updateRoles(userId: ${MEMBER.id}, roles: ["emperor"]) }`);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await admin.gql(`mutation { updateRoles(userId: 9999, roles: []) }`)).body.errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');

    const unlinked = await admin.gql(
      `mutation { removeExternalLink(userId: ${MEMBER.id}) { username externalLinked } }`,
    );
    expect(unlinked.body.data.removeExternalLink).toEqual({ username: MEMBER.username, externalLinked: false });
    const again = await admin.gql(`mutation { removeExternalLink(userId: ${MEMBER.id}) { username } }`);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    expect((await admin.gql(`{ tagNames { totalCount nodes { name count } } }`)).body.data.tagNames).toEqual({
      totalCount: 2,
      nodes: [
        { name: 'drummer boys', count: 2 },
        { name: 'spam link', count: 1 },
      ],
    });
    // The list pages like every other: the second name after the first's cursor, and nothing after it.
    const first = (await admin.gql(`{ tagNames(first: 1) { nodes { name } pageInfo { hasNextPage endCursor } } }`)).body
      .data.tagNames;
    expect(first).toMatchObject({ nodes: [{ name: 'drummer boys' }], pageInfo: { hasNextPage: true } });
    const second = await admin.gql(
      `query ($after: String) { tagNames(first: 1, after: $after) { nodes { name } pageInfo { hasNextPage } } }`,
      {
        after: first.pageInfo.endCursor,
      },
    );
    expect(second.body.data.tagNames).toEqual({ nodes: [{ name: 'spam link' }], pageInfo: { hasNextPage: false } });
    const tooMany = await admin.gql(`{ tagNames(first: 101) { totalCount } }`);
    expect(tooMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'first' });
    expect((await admin.gql(`mutation { deleteTag(name: "spam link") { name deleted } }`)).body.data.deleteTag).toEqual(
      { name: 'spam link', deleted: 1 },
    );
    expect((await admin.gql(`{ tagNames { nodes { name } } }`)).body.data.tagNames.nodes).toEqual([
      { name: 'drummer boys' },
    ]);
    const actions = await services.db.db
      .selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'roles-changed', staff_id: ADMIN.id },
      { action: 'roles-changed', staff_id: ADMIN.id },
      { action: 'external-link-removed', staff_id: ADMIN.id },
      { action: 'tag-deleted', staff_id: ADMIN.id },
    ]);
  });
});

describe('impersonation', () => {
  it('signs the staff browser in as the member once, with the banner data, and ends by signing out', async () => {
    const admin = await signedIn(ADMIN);
    const made = await admin.gql(LINK, { userId: MEMBER.id });
    const { url, expiresAt } = made.body.data.createImpersonationLink;
    expect(url).toMatch(/^\/admin\/impersonate\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);

    // Another browser, even signed in as staff, cannot use the link: it belongs to the admin who made it.
    const other = new Browser(gateway.url);
    expect((await other.fetch(url, { redirect: 'manual' })).headers.get('location')).toBe(
      `/login?next=${encodeURIComponent(url)}`,
    );

    const staffSid = admin.sid;
    const opened = await admin.fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/');
    expect(admin.sid).not.toBe(staffSid);
    expect((await admin.gql(SESSION)).body.data.session).toEqual({
      impersonatedBy: ADMIN.username,
      user: { userId: MEMBER.id, username: MEMBER.username, roles: [] },
    });
    // The member's view has no staff powers.
    expect((await admin.gql(STAFF)).body.data.staff).toBeNull();

    const used = await services.db.db.selectFrom('impersonation_tokens').selectAll().executeTakeFirstOrThrow();
    expect(used).toMatchObject({ staff_id: ADMIN.id, user_id: MEMBER.id });
    expect(used.used_at).not.toBeNull();

    // Single use: opening it again (as staff once more) is refused.
    const staffAgain = await signedIn(ADMIN);
    expect((await staffAgain.fetch(url, { redirect: 'manual' })).headers.get('location')).toBe(
      '/admin?impersonation=invalid',
    );

    await admin.gql(SIGN_OUT);
    expect((await admin.gql(SESSION)).body.data.session).toEqual({ impersonatedBy: null, user: null });
  });

  it('is refused for staff members and unknown members', async () => {
    const admin = await signedIn(ADMIN);
    expect((await admin.gql(LINK, { userId: ADMIN.id })).body.errors?.[0]?.message).toBe(
      'You cannot view the site as yourself',
    );
    expect((await admin.gql(LINK, { userId: 9999 })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
