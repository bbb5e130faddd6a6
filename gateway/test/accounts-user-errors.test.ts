import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { Browser, CHANGE_PASSWORD, REGISTER, SESSION, newMember } from './accounts-helpers';

/**
 * Issue 14 point 6: the account forms' mutations answer a validation failure as data (`userErrors { field message
 * code }`, the result null, no `errors`), success with `userErrors: []`, and a caller who is not signed in with an
 * error as before.
 */
let services: TestServices;
let gateway: TestGateway;

beforeAll(async () => {
  services = await startServices();
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

async function member(input = newMember()) {
  const browser = new Browser(gateway.url);
  const { body } = await browser.gql(REGISTER, { input });
  expect(body.errors).toBeUndefined();
  expect(body.data.register.userErrors).toEqual([]);
  return { browser, input };
}

/** The one user error of a payload, after checking the answer is data with the result null. */
async function refusal(browser: Browser, query: string, variables: Record<string, unknown>, result: string) {
  const { status, body } = await browser.gql(query, variables);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  const [name] = Object.keys(body.data);
  expect(body.data[name!][result]).toBeNull();
  expect(body.data[name!].userErrors).toHaveLength(1);
  return body.data[name!].userErrors[0];
}

const USERNAME = `mutation($u: String!) { changeUsername(username: $u) { account { username } userErrors { field message code } } }`;
const EMAIL = `mutation($e: String!) { requestEmailChange(newEmail: $e) { account { pendingEmail } userErrors { field message code } } }`;
const SETTINGS = `mutation($i: CommunicationSettingsInput!) { updateCommunicationSettings(input: $i) { account { userId } userErrors { field message code } } }`;
const RESET = `mutation($e: String!) { requestPasswordReset(email: $e) { requested userErrors { field message code } } }`;
const RESET_PASSWORD = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { passwordReset userErrors { field message code } } }`;

describe('register', () => {
  test.each([
    [
      'a malformed email, as malformed',
      { email: 'a@b' },
      ['input', 'email'],
      'EMAIL_INVALID',
      'Please enter a valid email',
    ],
    ['a password breaking a rule', { password: 'short' }, ['input', 'password'], 'PASSWORD_INVALID', undefined],
    ['a malformed username', { username: 'no spaces allowed' }, ['input', 'username'], 'USERNAME_INVALID', undefined],
  ])('refuses %s on its field, and signs nobody in', async (_, change, field, code, message) => {
    const browser = new Browser(gateway.url);
    const error = await refusal(browser, REGISTER, { input: { ...newMember(), ...change } }, 'session');
    expect(error).toEqual({ field, code, message: message ?? expect.any(String) });
    expect((await browser.gql(SESSION)).body.data.session.user).toBeNull();
  });

  test('refuses a taken username on its field', async () => {
    const { input } = await member();
    const error = await refusal(
      new Browser(gateway.url),
      REGISTER,
      { input: { ...newMember(), username: input.username } },
      'session',
    );
    expect(error).toMatchObject({ field: ['input', 'username'], code: 'USERNAME_TAKEN' });
  });
});

describe("a member's account forms", () => {
  test('changeUsername: a taken name on ["username"]; a visitor gets NOT_SIGNED_IN', async () => {
    const first = await member();
    const { browser } = await member();
    expect(await refusal(browser, USERNAME, { u: first.input.username }, 'account')).toMatchObject({
      field: ['username'],
      code: 'USERNAME_TAKEN',
    });
    expect(await refusal(browser, USERNAME, { u: 'x' }, 'account')).toMatchObject({
      field: ['username'],
      code: 'USERNAME_INVALID',
    });
    const visitor = await new Browser(gateway.url).gql(USERNAME, { u: 'someone-new' });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });

  test('requestEmailChange: malformed or taken on ["newEmail"]; success has no user errors; a visitor gets NOT_SIGNED_IN', async () => {
    const first = await member();
    const { browser, input } = await member();
    expect(await refusal(browser, EMAIL, { e: 'a@b' }, 'account')).toEqual({
      field: ['newEmail'],
      message: 'Please enter a valid email',
      code: 'EMAIL_INVALID',
    });
    expect(await refusal(browser, EMAIL, { e: first.input.email }, 'account')).toMatchObject({
      field: ['newEmail'],
      code: 'EMAIL_TAKEN',
    });
    const newEmail = `moved.${input.email}`;
    expect((await browser.gql(EMAIL, { e: newEmail })).body.data.requestEmailChange).toEqual({
      account: { pendingEmail: newEmail },
      userErrors: [],
    });
    const visitor = await new Browser(gateway.url).gql(EMAIL, { e: 'someone@example.org' });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });

  test('updateCommunicationSettings: an empty change is a user error; a visitor gets NOT_SIGNED_IN', async () => {
    const { browser } = await member();
    expect(await refusal(browser, SETTINGS, { i: {} }, 'account')).toMatchObject({
      field: null,
      code: 'BAD_USER_INPUT',
    });
    expect((await browser.gql(SETTINGS, { i: { offers: true } })).body.data.updateCommunicationSettings).toEqual({
      account: { userId: expect.any(Number) },
      userErrors: [],
    });
    const visitor = await new Browser(gateway.url).gql(SETTINGS, { i: { offers: true } });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });

  test('changePassword: a wrong current password on ["currentPassword"], a weak one on ["newPassword"]; a visitor gets NOT_SIGNED_IN', async () => {
    const { browser, input } = await member();
    expect(
      await refusal(
        browser,
        CHANGE_PASSWORD,
        { currentPassword: 'Not-mine-2026', newPassword: 'Fresh-one-2026' },
        'session',
      ),
    ).toEqual({
      field: ['currentPassword'],
      message: 'Your current password is incorrect',
      code: 'CURRENT_PASSWORD_INCORRECT',
    });
    expect(
      await refusal(browser, CHANGE_PASSWORD, { currentPassword: input.password, newPassword: 'short' }, 'session'),
    ).toEqual({ field: ['newPassword'], message: 'Your new password is not valid', code: 'PASSWORD_INVALID' });
    const changed = await browser.gql(CHANGE_PASSWORD, {
      currentPassword: input.password,
      newPassword: 'Fresh-one-2026',
    });
    expect(changed.body.data.changePassword).toEqual({
      session: { user: { userId: expect.any(Number) } },
      userErrors: [],
    });
    const visitor = await new Browser(gateway.url).gql(CHANGE_PASSWORD, {
      currentPassword: 'x-2026-abc',
      newPassword: 'Fresh-one-2026',
    });
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });
});

describe('password reset forms', () => {
  test('requestPasswordReset: a malformed address on ["email"], with no mail', async () => {
    const visitor = new Browser(gateway.url);
    expect(await refusal(visitor, RESET, { e: 'a@b' }, 'requested')).toEqual({
      field: ['email'],
      message: 'Please enter a valid email',
      code: 'EMAIL_INVALID',
    });
    const mails = await services.db.db.selectFrom('mail_outbox').select('id').where('recipient', '=', 'a@b').execute();
    expect(mails).toEqual([]);
  });

  test('resetPassword: an unknown token on ["token"]', async () => {
    const error = await refusal(
      new Browser(gateway.url),
      RESET_PASSWORD,
      { t: 'a'.repeat(43), p: 'Fresh-one-2026' },
      'passwordReset',
    );
    expect(error).toMatchObject({ field: ['token'], code: 'TOKEN_INVALID' });
  });
});
