import { solveCaptcha } from '@muster/services/captcha';
import { Browser, SIGN_IN } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * The client address (issue point 7): X-Forwarded-For is believed only from a proxy named in TRUST_PROXY. It
 * decides library editions by address and the per-address sign-in lock, and it is what feedback records; the
 * services take it only from the gateway's signed call, never from a header of their own caller.
 */
let services: TestServices;
let direct: TestGateway; // the default: no proxy trusted, as under npm start
let proxied: TestGateway; // behind a proxy on this machine, named by its address
const LIBRARY = '203.0.113.40';
const SESSION = `{ session { institution { id name } } }`;

beforeAll(async () => {
  services = await startServices();
  await services.db.db
    .insertInto('institutions')
    .values({
      id: 11,
      name: 'Springfield Public Library',
      type: 'library',
      silo: 1,
      proquest: 0,
      ip_ranges: JSON.stringify(['203.0.113.0/24']),
      link_token: null,
    })
    .execute();
  direct = await startGateway({ servicesUrl: services.url, warmCache: false });
  proxied = await startGateway({ servicesUrl: services.url, warmCache: false, trustProxy: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await direct?.stop();
  await proxied?.stop();
  await services?.stop();
});

const from = (xff: string) => ({ 'x-forwarded-for': xff });
const institution = async (gateway: TestGateway, xff: string) =>
  (await new Browser(gateway.url).gql(SESSION, undefined, from(xff))).body.data.session.institution;
let attempt = 0;
/** A failed sign-in with a login nobody has (so no account lock comes into it), claiming the given address. */
const failedSignIn = (gateway: TestGateway, xff: string) =>
  new Browser(gateway.url).gql(SIGN_IN, { username: `nobody-${++attempt}`, password: 'not-the-password-1' }, from(xff));

/** Fails sign-in until the address lock answers 429, claiming `xff(i)` on the i-th attempt; how many it took. */
async function attemptsUntilLocked(gateway: TestGateway, xff: (i: number) => string): Promise<number> {
  for (let i = 1; i <= 200; i++) {
    const { status, body } = await failedSignIn(gateway, xff(i));
    if (status === 429) {
      expect(body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
      return i;
    }
    expect(status).toBe(401);
  }
  throw new Error('200 failed sign-ins from one address were never locked');
}

describe('with no trusted proxy (the default)', () => {
  test('a visitor claiming a library address in X-Forwarded-For gets no library edition', async () => {
    expect(await institution(direct, LIBRARY)).toBeNull();
  });

  test("feedback records the connection's address, not the forged one", async () => {
    const challenge = await new Browser(direct.url).gql('{ captchaChallenge(action: "feedback") { challenge } }');
    const captcha = await solveCaptcha(JSON.parse(challenge.body.data.captchaChallenge.challenge));
    const { body } = await new Browser(direct.url).gql(
      'mutation Send($input: FeedbackInput!) { submitFeedback(input: $input) { entry { ipAddress } } }',
      {
        input: {
          type: 'SITE_PROBLEM',
          email: 'visitor@example.org',
          message: 'The browse tool does not open.',
          url: '/browse',
          captcha,
        },
      },
      from(LIBRARY),
    );
    expect(body.data.submitFeedback.entry.ipAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  test('a new forged X-Forwarded-For on every attempt does not dodge the per-address sign-in lock', async () => {
    const attempts = await attemptsUntilLocked(direct, (i) => `198.51.100.${i % 250}`);
    expect(attempts).toBeGreaterThan(1);
    // Locked for the connection's address, whatever the next header says.
    expect((await failedSignIn(direct, '192.0.2.77')).status).toBe(429);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  test('the address the proxy forwards opens the library edition', async () => {
    expect(await institution(proxied, LIBRARY)).toEqual({ id: 11, name: 'Springfield Public Library' });
    expect(await institution(proxied, '192.0.2.1')).toBeNull();
  });

  test("an address the client put in front of the proxy's own entry is not believed", async () => {
    // The proxy appends the address it saw; only that right-most entry past the trusted hops is the client.
    expect(await institution(proxied, `${LIBRARY}, 192.0.2.1`)).toBeNull();
    expect(await institution(proxied, `192.0.2.1, ${LIBRARY}`)).toEqual({ id: 11, name: 'Springfield Public Library' });
  });

  test('the sign-in lock follows the forwarded client address, so one client cannot lock out everyone behind the proxy', async () => {
    await attemptsUntilLocked(proxied, () => '198.51.100.200');
    expect((await failedSignIn(proxied, '198.51.100.200')).status).toBe(429);
    expect((await failedSignIn(proxied, '198.51.100.201')).status).toBe(401);
  });
});

test("the services never read X-Forwarded-For (or the gateway's address header) from a caller without the gateway's signature", async () => {
  const challenge = (await (await fetch(`${services.url}/captcha/challenge?action=feedback`)).json()) as {
    challenge: unknown;
  };
  const response = await fetch(`${services.url}/feedback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': LIBRARY,
      'x-muster-client-ip': LIBRARY,
      'x-real-ip': LIBRARY,
    },
    body: JSON.stringify({
      type: 'SITE_PROBLEM',
      email: 'visitor@example.org',
      message: 'Straight to the services.',
      url: '/',
      captcha: await solveCaptcha(challenge.challenge),
    }),
  });
  expect(response.status).toBe(201);
  expect(((await response.json()) as { ipAddress: string }).ipAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
});
