import { solveCaptcha } from '../src/captcha/solve';
import {
  backends,
  openTestDb,
  startServices,
  type TestDb,
  type TestServices,
  useRecaptchaServices,
} from '@muster/testkit';

interface Challenge {
  provider: string;
  challenge?: unknown;
  siteKey?: string | null;
}

describe('self-hosted captcha (the default, no third party)', () => {
  let t: TestDb;
  let s: TestServices;
  beforeAll(async () => {
    t = await openTestDb('sqlite');
    s = await startServices({ db: t, settings: { captcha: { hmacSecret: 'test-captcha-secret', minScore: 0.5 } } });
  });
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  const challenge = async (action = 'feedback') => (await s.get<Challenge>(`/captcha/challenge?action=${action}`)).body;

  test('a solved challenge passes once, with score 1', async () => {
    const c = await challenge();
    expect(c.provider).toBe('SELF_HOSTED');
    const token = await solveCaptcha(c.challenge);
    expect(await s.post('/captcha', { token, action: 'feedback' })).toMatchObject({
      status: 200,
      body: { success: true, score: 1 },
    });
    // Replaying the same token fails.
    expect((await s.post('/captcha', { token, action: 'feedback' })).body).toEqual({ success: false, score: 0 });
  });

  test('a token made for another action fails', async () => {
    const token = await solveCaptcha((await challenge('login')).challenge);
    expect((await s.post('/captcha', { token, action: 'feedback' })).body).toEqual({ success: false, score: 0 });
  });

  test('a wrong solution, a tampered challenge and garbage fail', async () => {
    const c = await challenge();
    const token = await solveCaptcha(c.challenge);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const wrong = {
      ...payload,
      solution: {
        ...payload.solution,
        derivedKey: payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')),
      },
    };
    const tampered = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    for (const bad of [wrong, tampered]) {
      expect((await s.post('/captcha', { token: Buffer.from(JSON.stringify(bad)).toString('base64') })).body).toEqual({
        success: false,
        score: 0,
      });
    }
    expect((await s.post('/captcha', { token: 'not-a-token' })).body).toEqual({ success: false, score: 0 });
  });

  test('a challenge signed with another secret fails', async () => {
    const other = await startServices({
      db: t,
      settings: { captcha: { hmacSecret: 'another-secret', minScore: 0.5 } },
    });
    try {
      const token = await solveCaptcha(
        (await other.get<Challenge>('/captcha/challenge?action=feedback')).body.challenge,
      );
      expect((await s.post('/captcha', { token })).body).toEqual({ success: false, score: 0 });
    } finally {
      await other.stop();
    }
  });

  test('malformed requests are 400', async () => {
    expect((await s.post('/captcha', {})).status).toBe(400);
    expect((await s.post('/captcha', { token: '' })).status).toBe(400);
    expect((await s.get('/captcha/challenge')).status).toBe(400);
    expect((await s.get('/captcha/challenge?action=a%20b')).status).toBe(400);
  });
});

describe.each(backends)('a solved challenge passes once across service instances (%s)', (backend) => {
  let t: TestDb;
  const instances: TestServices[] = [];
  const captcha = { hmacSecret: 'shared-captcha-secret', minScore: 0.5 };
  beforeAll(async () => {
    t = await openTestDb(backend);
    instances.push(
      await startServices({ db: t, settings: { captcha } }),
      await startServices({ db: t, settings: { captcha } }),
    );
  });
  afterAll(async () => {
    for (const s of instances) await s.stop();
    await t.dispose();
  });
  const [first, second] = [() => instances[0]!, () => instances[1]!];
  const solved = async () =>
    solveCaptcha((await first().get<Challenge>('/captcha/challenge?action=feedback')).body.challenge);

  test('spent on one instance, refused by the other', async () => {
    const token = await solved();
    expect((await second().post('/captcha', { token, action: 'feedback' })).body).toEqual({ success: true, score: 1 });
    expect((await first().post('/captcha', { token, action: 'feedback' })).body).toEqual({ success: false, score: 0 });
    expect((await second().post('/captcha', { token, action: 'feedback' })).body).toEqual({ success: false, score: 0 });
  });

  test('sent to both at once, exactly one accepts it', async () => {
    const token = await solved();
    const answers = await Promise.all(
      [first(), second(), first(), second()].map((s) =>
        s.post<{ success: boolean }>('/captcha', { token, action: 'feedback' }),
      ),
    );
    expect(answers.map((a) => a.body.success).filter(Boolean)).toHaveLength(1);
  });

  test('spent challenges are kept only until they would have expired', async () => {
    await t.db.db
      .insertInto('captcha_uses')
      .values({ nonce: 'long-gone', expires: '2000-01-01T00:00:00.000Z' })
      .execute();
    expect(
      (await second().post<{ success: boolean }>('/captcha', { token: await solved(), action: 'feedback' })).body
        .success,
    ).toBe(true);
    const nonces = (await t.db.db.selectFrom('captcha_uses').select('nonce').execute()).map((r) => r.nonce);
    expect(nonces).not.toContain('long-gone');
    expect(nonces.length).toBeGreaterThan(0);
  });
});

describe('reCAPTCHA v3 when its secret is configured', () => {
  const env = useRecaptchaServices();

  test('the browser is told the site key', async () => {
    expect((await env.s.get('/captcha/challenge?action=feedback')).body).toEqual({
      provider: 'RECAPTCHA',
      siteKey: 'site-key',
    });
  });

  test.each([
    ['good', { success: true, score: 0.9 }],
    ['low', { success: true, score: 0.1 }],
    ['login', { success: false, score: 0.9 }],
    ['bad', { success: false, score: 0 }],
  ])('token %s → %j', async (token, result) => {
    expect((await env.s.post('/captcha', { token, action: 'feedback' })).body).toEqual(result);
  });

  test('the secret, the token and the caller address are sent to siteverify', async () => {
    await env.s.post('/captcha', { token: 'good', remoteIp: '203.0.113.9' });
    const sent = env.google.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({ secret: 'recaptcha-secret', response: 'good', remoteip: '203.0.113.9' });
  });

  test('siteverify unreachable: the check fails', async () => {
    const down = await startServices({
      db: env.t,
      settings: {
        captcha: {
          recaptchaSecret: 'recaptcha-secret',
          recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify',
          minScore: 0.5,
        },
      },
    });
    try {
      expect((await down.post('/captcha', { token: 'good' })).body).toEqual({ success: false, score: 0 });
    } finally {
      await down.stop();
    }
  });
});
