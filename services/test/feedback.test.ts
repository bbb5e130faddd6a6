import { type Identity, signIdentity } from '../src/auth/identity';
import { solveCaptcha } from '../src/captcha/solve';
import type { FeedbackEntryDto, FeedbackPageDto } from '@muster/contract';
import * as f from '@muster/testkit/fixtures';
import {
  backends,
  openTestDb,
  startServices,
  type TestDb,
  type TestServices,
  useRecaptchaServices,
} from '@muster/testkit';

const SECRET = 'feedback-test-internal-secret';
const header = (identity: Partial<Identity>) =>
  signIdentity({ userId: null, accountStatus: 'anonymous', roles: [], institutionId: null, ...identity }, SECRET);
const helen = header({ userId: 1, accountStatus: 'annual-subscriber' });
const staff = header({ userId: 2, accountStatus: 'non-subscriber', roles: ['staff'] });

describe.each(backends)('feedback service on %s', (backend) => {
  let t: TestDb;
  let s: TestServices;

  beforeAll(async () => {
    t = await openTestDb(backend);
    await f.seedFixtures(t.db.db, t.dataDir);
    s = await startServices({
      db: t,
      settings: { internalSecret: SECRET, captcha: { hmacSecret: 'captcha-secret', minScore: 0.5 } },
    });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  const captcha = async (action = 'feedback') =>
    solveCaptcha((await s.get<{ challenge: unknown }>(`/captcha/challenge?action=${action}`)).body.challenge);
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    s.get<FeedbackEntryDto & { type: string; message: string }>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'FeedbackTest/1.0', ...headers },
      body: JSON.stringify(body),
    });
  const list = (auth?: string, query = '') =>
    s.get<FeedbackPageDto>(`/feedback${query}`, { headers: auth ? { 'x-muster-auth': auth } : {} });
  const count = async () => (await list(staff)).body.total;
  const valid = {
    type: 'ACCOUNT',
    email: 'visitor@example.org',
    message: 'I cannot find my receipt.',
    url: '/account',
  };

  test("a visitor's message is stored with the address, agent and category the server adds", async () => {
    const { status, body } = await send('/feedback', {
      ...valid,
      objectId: 101,
      objectType: 'IMAGE',
      captcha: await captcha(),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      category: 'PROBLEM',
      type: 'ACCOUNT',
      email: 'visitor@example.org',
      message: 'I cannot find my receipt.',
      rating: null,
      objectId: 101,
      objectType: 'IMAGE',
      url: '/account',
      ipAddress: '127.0.0.1',
      user: null,
      userAgent: 'FeedbackTest/1.0',
      status: 'NEW',
    });
    expect((await list(staff)).body.items[0]).toEqual(body);
  });

  test("a signed-in member needs no email: the account's is stored with the user", async () => {
    const { status, body } = await send(
      '/feedback',
      { type: 'FEEDBACK', rating: 3, message: 'The viewer is lovely.', captcha: await captcha() },
      { 'x-muster-auth': helen },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      category: 'FEEDBACK',
      rating: 3,
      email: 'helen@example.org',
      user: { userId: 1, username: 'hwhitcomb' },
    });
  });

  test('what the browser claims about itself is ignored on its own call', async () => {
    const { status, body } = await send('/feedback', {
      ...valid,
      ipAddress: '1.2.3.4',
      userAgent: 'Claimed',
      captcha: await captcha(),
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'FeedbackTest/1.0' });
  });

  const token = 'unused'; // validation comes before the captcha, so no work is spent on these
  test.each([
    ['no subject', 'TYPE', 'Please select a subject', { ...valid, type: undefined }],
    ['an unknown subject', 'TYPE', 'Please select a subject', { ...valid, type: 'SPAM' }],
    ['CONTENT without category', 'CATEGORY', 'Please select a category', { ...valid, type: 'CONTENT' }],
    ['a bad category', 'CATEGORY', 'Please select a category', { ...valid, category: 'NONE' }],
    ['FEEDBACK without rating', 'RATING', 'Please select a rating', { ...valid, type: 'FEEDBACK' }],
    ['rating 4', 'RATING', 'Please select a rating', { ...valid, type: 'FEEDBACK', rating: 4 }],
    [
      '9 characters',
      'MESSAGE',
      'Please enter a message between 10 and 1000 characters',
      { ...valid, message: 'x'.repeat(9) },
    ],
    [
      '1001 characters',
      'MESSAGE',
      'Please enter a message between 10 and 1000 characters',
      { ...valid, message: 'x'.repeat(1001) },
    ],
    ['no email while signed out', 'EMAIL', 'Please enter a valid email', { ...valid, email: undefined }],
    ['a bad email', 'EMAIL', 'Please enter a valid email', { ...valid, email: 'visitor@' }],
  ])('%s: 400 with type %s, nothing stored', async (_name, type, message, body) => {
    const before = await count();
    expect(await send('/feedback', { ...body, captcha: token })).toMatchObject({
      status: 400,
      body: { type, message },
    });
    expect(await count()).toBe(before);
  });

  test.each([10, 1000])('%i characters are accepted', async (length) => {
    const { status, body } = await send('/feedback', {
      ...valid,
      message: 'y'.repeat(length),
      captcha: await captcha(),
    });
    expect(status).toBe(201);
    expect(body.message).toHaveLength(length);
  });

  test.each([
    ['a token for another form', () => captcha('login')],
    ['no real token', async () => 'bm90IGEgdG9rZW4='],
  ])('%s: "Your request could not be validated. (1)", nothing stored', async (_name, make) => {
    const before = await count();
    expect(await send('/feedback', { ...valid, captcha: await make() })).toMatchObject({
      status: 400,
      body: { type: 'CAPTCHA', message: 'Your request could not be validated. (1)' },
    });
    expect(await count()).toBe(before);
  });

  test('a token passes once', async () => {
    const once = await captcha();
    expect((await send('/feedback', { ...valid, captcha: once })).status).toBe(201);
    expect((await send('/feedback', { ...valid, captcha: once })).body).toMatchObject({ type: 'CAPTCHA' });
  });

  test('malformed bodies are 400 without a type', async () => {
    for (const body of [
      { ...valid },
      { ...valid, captcha: await captcha(), objectId: 'x' },
      { ...valid, captcha: 'c', rating: 1.5 },
    ]) {
      const reply = await send('/feedback', body);
      expect(reply.status).toBe(400);
      expect(reply.body).not.toHaveProperty('type');
    }
  });

  describe('POST /user-report/feedback (server to server)', () => {
    test("with the internal auth header, the browser's address and agent come from the body", async () => {
      const { status, body } = await send(
        '/user-report/feedback',
        {
          ...valid,
          captcha: await captcha(),
          ipAddress: '198.51.100.7',
          userAgent: 'Mozilla/5.0 (Phone)',
        },
        { 'x-muster-auth': header({}) },
      );
      expect(status).toBe(201);
      expect(body).toMatchObject({ ipAddress: '198.51.100.7', userAgent: 'Mozilla/5.0 (Phone)', user: null });
    });

    test.each([
      ['no header', {}],
      [
        'a forged header',
        {
          'x-muster-auth': signIdentity(
            { userId: 2, accountStatus: 'x', roles: ['staff'], institutionId: null },
            'wrong',
          ),
        },
      ],
    ])('%s: 401, nothing stored', async (_name, headers) => {
      const before = await count();
      expect(
        (await send('/user-report/feedback', { ...valid, captcha: token, ipAddress: '1.1.1.1' }, headers)).status,
      ).toBe(401);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /feedback (staff)', () => {
    test('only staff may read it', async () => {
      expect((await list()).status).toBe(403);
      expect((await list(helen)).status).toBe(403);
      expect((await list(staff)).status).toBe(200);
    });

    test('pages run newest first', async () => {
      const all = (await list(staff, '?limit=100')).body;
      expect(all.total).toBe(all.items.length);
      const stamps = all.items.map((e) => `${e.created}#${String(e.id).padStart(9, '0')}`);
      expect(stamps).toEqual([...stamps].sort().reverse());
      const second = (await list(staff, '?offset=2&limit=2')).body;
      expect(second).toMatchObject({ total: all.total, offset: 2 });
      expect(second.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
      expect((await list(staff, '?limit=101')).status).toBe(400);
    });

    test('staff mark an entry read', async () => {
      const [first] = (await list(staff)).body.items;
      const put = (id: number, status: string, auth = staff) =>
        s.get(`/feedback/${id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-muster-auth': auth },
          body: JSON.stringify({ status }),
        });
      expect(await put(first.id, 'READ')).toMatchObject({ status: 200, body: { id: first.id, status: 'READ' } });
      expect((await put(first.id, 'NEW', helen)).status).toBe(403);
      expect((await put(first.id, 'DONE')).status).toBe(400);
      expect((await put(999999, 'READ')).status).toBe(404);
    });
  });
});

describe('feedback with reCAPTCHA v3', () => {
  const env = useRecaptchaServices();

  const body = (captcha: string) => ({
    type: 'SITE_PROBLEM',
    email: 'v@example.org',
    message: 'The search page is slow.',
    captcha,
  });

  test.each([
    ['good', 201, undefined],
    ['low', 400, 'Your request could not be validated. (2)'],
    ['login', 400, 'Your request could not be validated. (1)'],
    ['bad', 400, 'Your request could not be validated. (1)'],
  ])('token %s → %i %s', async (token, status, message) => {
    const reply = await env.s.post<{ message: string }>('/feedback', body(token));
    expect(reply.status).toBe(status);
    if (message) expect(reply.body).toMatchObject({ type: 'CAPTCHA', message });
  });
});
