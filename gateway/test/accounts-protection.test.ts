import { ACCOUNT_LOCKED_MESSAGE, LOCKED_MESSAGE, MAIL_THROTTLED_MESSAGE, RATE_LIMITED_MESSAGE } from '@muster/contract';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { Browser, REGISTER, SIGN_IN, newMember } from './accounts-helpers';

/**
 * Sign-in lockout, the unlock link and the per-address limits through GraphQL, as a browser behind the load
 * balancer sees them: the gateway is told its proxy is on loopback (TRUST_PROXY), so X-Forwarded-For names the browser.
 */
let services: TestServices;
let gateway: TestGateway;

beforeAll(async () => {
  services = await startServices();
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false, trustProxy: 'loopback' });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const at = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (who: { username: string; password: string }, ip: string) =>
  new Browser(gateway.url).gql(SIGN_IN, who, at(ip));
const UNLOCK = 'mutation Unlock($token: String!) { unlockAccount(token: $token) }';
const EMAIL_AVAILABLE = 'query Available($email: String!) { emailAvailable(email: $email) }';
const RESET = 'mutation Reset($email: String!) { requestPasswordReset(email: $email) { requested } }';

async function register(ip: string) {
  const input = newMember();
  const { body } = await new Browser(gateway.url).gql(REGISTER, { input }, at(ip));
  expect(body.errors).toBeUndefined();
  return input;
}

test('an attacker cannot lock the owner out: per-address locks, then an account lock that the emailed link opens', async () => {
  const owner = await register('198.51.100.80');
  const wrong = { username: owner.username, password: 'not-the-password-1' };
  const right = { username: owner.username, password: owner.password };

  // Five failures from the attacker's address lock it there, with the spec's message, whatever the password...
  for (let i = 0; i < 5; i++) expect((await signIn(wrong, '203.0.113.1')).status).toBe(401);
  const locked = await signIn(right, '203.0.113.1');
  expect(locked.status).toBe(429);
  expect(locked.body.errors?.[0]).toMatchObject({ message: LOCKED_MESSAGE, extensions: { code: 'THROTTLED' } });
  // ...and the owner at home still signs in.
  expect((await signIn(right, '198.51.100.80')).body.data.signIn.session.user.username).toBe(owner.username);

  // Nine more addresses, five failures each: the 50th failure in a day locks the account itself.
  for (let host = 2; host <= 10; host++) {
    for (let i = 0; i < 5; i++) {
      const { status, body } = await signIn(wrong, `203.0.113.${host}`);
      if (host < 10 || i < 4) expect(status).toBe(401);
      else
        expect(body.errors?.[0]).toMatchObject({
          message: ACCOUNT_LOCKED_MESSAGE,
          extensions: { code: 'ACCOUNT_LOCKED' },
        });
    }
  }
  const refused = await signIn(right, '198.51.100.80');
  expect(refused.status).toBe(429);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: ACCOUNT_LOCKED_MESSAGE,
    extensions: { code: 'ACCOUNT_LOCKED' },
  });

  // The owner follows the link mailed when it locked, and signs in.
  const mail = await services.db.db
    .selectFrom('mail_outbox')
    .select(['token', 'text'])
    .where('kind', '=', 'unlock-account')
    .where('recipient', '=', owner.email)
    .execute();
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain(`/unlock-account/${mail[0].token}`);
  const browser = new Browser(gateway.url);
  expect((await browser.gql(UNLOCK, { token: mail[0].token }, at('198.51.100.80'))).body).toEqual({
    data: { unlockAccount: true },
  });
  expect((await signIn(right, '198.51.100.80')).status).toBe(200);
  // The link works once, for anybody.
  const again = await browser.gql(UNLOCK, { token: mail[0].token }, at('198.51.100.80'));
  expect(again.body.errors?.[0]).toMatchObject({ extensions: { code: 'TOKEN_INVALID' } });
}, 120_000);

test.each([
  ['an unknown token', 'A'.repeat(43), 'TOKEN_INVALID'],
  ['a malformed token', 'not a token', 'BAD_USER_INPUT'],
])('unlockAccount with %s is refused with a code', async (_name, token, code) => {
  const { body } = await new Browser(gateway.url).gql(UNLOCK, { token });
  expect(body.data).toBeNull();
  expect(body.errors?.[0].extensions?.code).toBe(code);
});

test('emailAvailable answers 30 times in 10 minutes from one address, then RATE_LIMITED with HTTP 429', async () => {
  const browser = new Browser(gateway.url);
  for (let i = 0; i < 30; i++) {
    expect(
      (await browser.gql(EMAIL_AVAILABLE, { email: `probe${i}@example.net` }, at('203.0.113.50'))).body.data
        .emailAvailable,
    ).toBe(true);
  }
  const refused = await browser.gql(EMAIL_AVAILABLE, { email: 'probe@example.net' }, at('203.0.113.50'));
  expect(refused.status).toBe(429);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: RATE_LIMITED_MESSAGE,
    extensions: { code: 'RATE_LIMITED' },
  });
  const username = await browser.gql('query { usernameAvailable(username: "probe") }', {}, at('203.0.113.50'));
  expect(username.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  expect(
    (await browser.gql(EMAIL_AVAILABLE, { email: 'probe@example.net' }, at('203.0.113.51'))).body.data.emailAvailable,
  ).toBe(true);
});

test('requestPasswordReset mails one address 5 times an hour, then MAIL_THROTTLED with no mail', async () => {
  const member = await register('198.51.100.90');
  for (let i = 0; i < 5; i++) {
    expect(
      (await new Browser(gateway.url).gql(RESET, { email: member.email }, at(`192.0.2.${i + 1}`))).body.data
        .requestPasswordReset.requested,
    ).toBe(true);
  }
  const refused = await new Browser(gateway.url).gql(RESET, { email: member.email }, at('192.0.2.9'));
  expect(refused.status).toBe(429);
  expect(refused.body.errors?.[0]).toMatchObject({
    message: MAIL_THROTTLED_MESSAGE,
    extensions: { code: 'MAIL_THROTTLED' },
  });
  const mails = await services.db.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'reset-password')
    .where('recipient', '=', member.email)
    .execute();
  expect(mails).toHaveLength(5);
});
