import { fixture } from '@muster/testkit/fixtures';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { Browser, setPassword, signedIn } from './accounts-helpers';

/**
 * Partners' API keys (issue 14 points 1, 10 and 11): staff make, list and revoke them; a partner's program uses
 * one as a bearer token and reads what its account's membership opens; read-only keys run no mutation; revoked
 * and expired keys answer 401; a partner holds at most two live keys; CORS answers only registered origins.
 */
let services: TestServices;
let gateway: TestGateway;
const CACHE_MS = 300;
const ADMIN = { id: 2, username: 'archivist', password: 'Archivist-1863' };
const SUPPORT = { id: 62, username: 'helpdesk', password: 'Helpdesk-1864' };
const BASIC = { id: 61, username: 'basicmember', password: 'Basic-Member-1865' };
const PARTNER = { id: 60, username: 'partnerlib' };
const ORIGIN = 'https://partner.example';

const CREATE = `mutation Create($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    createdApiKey { secret key { id name prefix scopes origins ownerUsername ownerAccountStatus live lastUsedAt } }
    userErrors { field message code }
  }
}`;
const LIST = `query List($ownerId: Int, $includeRevoked: Boolean) {
  apiKeys(ownerId: $ownerId, includeRevoked: $includeRevoked) { id prefix scopes live lastUsedAt revokedAt }
}`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id live revokedAt } }`;
/** A subscriber record: its birth date is for subscribers only. */
const RECORD = `{ indexRecord(id: ${fixture.josiahRecordId}) { fullName birthDate access { requirement } } }`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      member(PARTNER.id, PARTNER.username, 'comp-subscriber'),
      member(BASIC.id, BASIC.username, 'non-subscriber'),
      member(SUPPORT.id, SUPPORT.username, 'non-subscriber', '["support"]'),
    ])
    .execute();
  for (const who of [ADMIN, BASIC, SUPPORT]) await setPassword(db, who.id, who.password);
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false, apiKeyCacheMs: CACHE_MS });
}, 180_000);

// Each test starts with no live key, whatever the one before left.
afterEach(async () => {
  await services.db.db.updateTable('api_keys').set({ revoked_at: '2026-01-01T00:00:00.000Z' }).execute();
  await wait(CACHE_MS + 50);
});

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

/** A partner's program: no cookies, the key in the Authorization header. */
async function withKey(secret: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function createKey(admin: Browser, input: Record<string, unknown>) {
  const { body } = await admin.gql(CREATE, { input: { ownerId: PARTNER.id, ...input } });
  expect(body.errors).toBeUndefined();
  expect(body.data.createApiKey.userErrors).toEqual([]);
  return body.data.createApiKey.createdApiKey as { secret: string; key: { id: string; prefix: string } };
}

const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

describe('API keys', () => {
  it('are made, listed and revoked by staff with the api-keys ability only', async () => {
    const input = { input: { ownerId: PARTNER.id, name: 'sneaky' } };
    const visitor = new Browser(gateway.url);
    const basic = await signedIn(gateway.url, BASIC);
    const support = await signedIn(gateway.url, SUPPORT);
    for (const caller of [visitor, basic, support]) {
      expect(codeOf((await caller.gql(CREATE, input)).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(LIST, {})).body)).toBe('FORBIDDEN');
      expect(codeOf((await caller.gql(REVOKE, { id: '1' })).body)).toBe('FORBIDDEN');
    }
    expect(await services.db.db.selectFrom('api_keys').selectAll().execute()).toEqual([]);
  });

  it('show the secret once, never again, and let the partner read what its membership opens', async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    const { body } = await admin.gql(CREATE, { input: { ownerId: PARTNER.id, name: 'Library catalogue sync' } });
    expect(body.errors).toBeUndefined();
    const { secret, key } = body.data.createApiKey.createdApiKey;
    expect(secret).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Library catalogue sync',
      prefix: secret.slice(0, 11),
      scopes: ['READ'],
      origins: [],
      ownerUsername: PARTNER.username,
      ownerAccountStatus: 'comp-subscriber',
      live: true,
      lastUsedAt: null,
    });
    // Only the digest is stored.
    const rows = await services.db.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(11));

    // A visitor sees the record's name but not its subscriber fields; the partner's key opens them.
    const visitorView = await gateway.gql(RECORD);
    expect(visitorView.body.data.indexRecord).toMatchObject({ birthDate: null, access: { requirement: 'SUBSCRIBE' } });
    const partnerView = await withKey(secret, RECORD);
    expect(partnerView.status).toBe(200);
    expect(partnerView.body.data.indexRecord.access).toBeNull();
    expect(partnerView.body.data.indexRecord.birthDate).not.toBeNull();
    // The key is its account, without any staff role, and nothing more.
    const account = await withKey(secret, `{ account { username } staff { roles } }`);
    expect(account.body.data).toEqual({ account: { username: PARTNER.username }, staff: null });

    const listed = await admin.gql(LIST, { ownerId: PARTNER.id });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(listed.body.data.apiKeys).toEqual([
      { id: key.id, prefix: key.prefix, scopes: ['READ'], live: true, lastUsedAt: expect.any(String), revokedAt: null },
    ]);
    await admin.gql(REVOKE, { id: key.id });
  });

  it('refuse mutations to a read-only key and admit them with the write scope', async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    const reader = await createKey(admin, { name: 'reader' });
    const writer = await createKey(admin, { name: 'writer', scopes: ['WRITE'] });
    const mutation = `mutation { resendVerificationEmail }`;
    const refused = await withKey(reader.secret, mutation);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringContaining('read-only'),
      extensions: { code: 'FORBIDDEN' },
    });
    const admitted = await withKey(writer.secret, mutation);
    expect(JSON.stringify(admitted.body)).not.toContain('read-only');
    for (const k of [reader, writer]) await admin.gql(REVOKE, { id: k.key.id });
  });

  it('hold a partner to two live keys, and a revoked or expired key answers 401', async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    const first = await createKey(admin, { name: 'current' });
    const second = await createKey(admin, { name: 'next' });
    const third = await admin.gql(CREATE, { input: { ownerId: PARTNER.id, name: 'one too many' } });
    // The admin form's refusal is data on the owner field, not a failed request.
    expect(third.body.errors).toBeUndefined();
    expect(third.body.data.createApiKey).toEqual({
      createdApiKey: null,
      userErrors: [
        {
          field: ['input', 'ownerId'],
          message: expect.stringMatching(/already has 2 live keys.*revoke one/),
          code: 'BAD_USER_INPUT',
        },
      ],
    });

    expect((await withKey(first.secret, '{ __typename }')).status).toBe(200);
    const revoked = await admin.gql(REVOKE, { id: first.key.id });
    expect(revoked.body.data.revokeApiKey).toMatchObject({ live: false, revokedAt: expect.any(String) });
    await wait(CACHE_MS + 50);
    const refused = await withKey(first.secret, '{ __typename }');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'This API key has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    await services.db.db
      .updateTable('api_keys')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', Number(second.key.id))
      .execute();
    await wait(CACHE_MS + 50);
    const expired = await withKey(second.secret, '{ __typename }');
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0].message).toBe('This API key has expired.');
    // Neither counts as live: two new keys may be made.
    const replacement = await createKey(admin, { name: 'rotated' });
    expect((await withKey(replacement.secret, '{ __typename }')).status).toBe(200);
    expect((await withKey('mk_not-a-key-at-all', '{ __typename }')).status).toBe(401);

    const all = await admin.gql(LIST, { ownerId: PARTNER.id, includeRevoked: true });
    expect(all.body.data.apiKeys.length).toBeGreaterThan(
      (await admin.gql(LIST, { ownerId: PARTNER.id })).body.data.apiKeys.length,
    );
    await admin.gql(REVOKE, { id: replacement.key.id });
  });

  it("answer the admin form's bad input as user errors naming the field, and make no key", async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    for (const [input, field] of [
      [{ ownerId: PARTNER.id, name: 'x', origins: ['*'] }, ['input', 'origins']],
      [{ ownerId: PARTNER.id, name: 'x', origins: ['https://partner.example/path'] }, ['input', 'origins']],
      [{ ownerId: PARTNER.id, name: '' }, null],
      [{ ownerId: PARTNER.id, name: 'x', expiresAt: '2020-01-01T00:00:00Z' }, ['input', 'expiresAt']],
      [{ ownerId: 99999, name: 'x' }, ['input', 'ownerId']],
    ] as const) {
      const { status, body } = await admin.gql(CREATE, { input });
      expect({ input, errors: body.errors, answer: body.data.createApiKey }).toEqual({
        input,
        errors: undefined,
        answer: { createdApiKey: null, userErrors: [{ field, message: expect.any(String), code: 'BAD_USER_INPUT' }] },
      });
      expect(status).toBe(200);
    }
    expect(await services.db.db.selectFrom('api_keys').selectAll().where('revoked_at', 'is', null).execute()).toEqual(
      [],
    );
    expect(codeOf((await admin.gql(REVOKE, { id: 'abc' })).body)).toBe('BAD_USER_INPUT');
    expect(codeOf((await admin.gql(REVOKE, { id: '99999' })).body)).toBe('NOT_FOUND');
  });
});

describe('API keys and images', () => {
  it("open the scans and tiles of what the key's account may view, which a request without it does not", async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    const { secret } = await createKey(admin, { name: 'Scan mirror' });
    const answer = await withKey(secret, `{ indexRecord(id: ${fixture.josiahRecordId}) { image { tileSource } } }`);
    const tileSource: string = answer.body.data.indexRecord.image.tileSource;
    expect(tileSource).toMatch(/^\/iiif\//);
    const withIt = await fetch(`${gateway.url}${tileSource}`, { headers: { authorization: `Bearer ${secret}` } });
    expect(withIt.status).toBe(200);
    expect((await withIt.json()).width).toBeGreaterThan(0);
    const without = await fetch(`${gateway.url}${tileSource}`);
    expect(without.status).toBe(403);
    const revokedLike = await fetch(`${gateway.url}${tileSource}`, { headers: { authorization: 'Bearer mk_nothing' } });
    expect(revokedLike.status).toBe(401);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('answers only the origins registered with a live key', async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    expect((await preflight(ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
    const key = await createKey(admin, { name: 'web widget', origins: [ORIGIN] });
    await wait(CACHE_MS + 50);

    const allowed = await preflight(ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    expect(allowed.headers.get('vary')).toContain('Origin');

    const elsewhere = await preflight('https://evil.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();

    const call = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', authorization: `Bearer ${key.secret}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(call.headers.get('access-control-expose-headers')).toContain('x-ratelimit-remaining');

    // Another key's origin is admitted by CORS, but this key's page may not call from it.
    const other = await createKey(admin, { name: 'other widget', origins: ['https://other.example'] });
    await wait(CACHE_MS + 50);
    expect((await preflight('https://other.example')).headers.get('access-control-allow-origin')).toBe(
      'https://other.example',
    );
    const borrowed = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        origin: 'https://other.example',
        'content-type': 'application/json',
        authorization: `Bearer ${key.secret}`,
      },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(borrowed.status).toBe(403);
    expect((await borrowed.json()).errors[0].message).toContain('not registered for pages of https://other.example');
    // A program sends no Origin: the key works from anywhere.
    expect((await withKey(key.secret, '{ __typename }')).status).toBe(200);

    for (const k of [key, other]) await admin.gql(REVOKE, { id: k.key.id });
    await wait(CACHE_MS + 50);
    expect((await preflight(ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GRAPHQL_FREEFORM=scoped', () => {
  let scoped: TestGateway;
  beforeAll(async () => {
    scoped = await startGateway({
      servicesUrl: services.url,
      warmCache: false,
      apiKeyCacheMs: CACHE_MS,
      freeformOperations: 'scoped',
    });
  });
  afterAll(async () => {
    await scoped?.stop();
  });

  it('runs free-form operations only for keys with the freeform scope and staff sessions', async () => {
    const admin = await signedIn(gateway.url, ADMIN);
    const plain = await createKey(admin, { name: 'plain' });
    const trusted = await createKey(admin, { name: 'explorer', scopes: ['FREEFORM'] });
    const query = '{ __typename }';
    const visitor = await scoped.gql(query);
    expect(visitor.status).toBe(403);
    expect(visitor.body.errors![0]).toMatchObject({
      message: expect.stringContaining('freeform scope'),
      extensions: { code: 'FORBIDDEN' },
    });
    const member = await (await signedIn(gateway.url, BASIC)).at(scoped.url).gql(query);
    expect(codeOf(member.body)).toBe('FORBIDDEN');
    const bearer = (secret: string) =>
      fetch(`${scoped.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query }),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await bearer(plain.secret)).status).toBe(403);
    expect(await bearer(trusted.secret)).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
    // Staff in GraphiQL: the session cookie signed in on the first gateway is good on this one (same store).
    expect((await admin.at(scoped.url).gql(query)).body).toEqual({ data: { __typename: 'Query' } });
  });
});
