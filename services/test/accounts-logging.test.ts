import { type AccountsServices, PASSWORD, startAccounts } from '@muster/testkit/accounts';

// Passwords never reach the request log; emailed tokens and the address of a reset request stay out of it too.
describe('the request log of the accounts services', () => {
  let h: AccountsServices;
  const lines: string[] = [];
  beforeAll(async () => {
    h = await startAccounts({
      backend: 'sqlite',
      settings: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    });
  });
  afterAll(() => h.stop());

  test('holds no password, token or reset address', async () => {
    await h.call('POST', '/auth/register', {
      body: { email: 'logged@example.org', password: 'Secret-Fredericksburg-1' },
    });
    await h.call('POST', '/auth/user', { body: { username: 'hwhitcomb', password: PASSWORD } });
    await h.call('POST', '/auth/user', { body: { username: 'hwhitcomb', password: 'Wrong-Secret-2' } });
    const { token } = (await h.lastMail('verify-email', 'logged@example.org'))!;
    await h.call('POST', `/user/verify-email/${token}`);
    await h.call('POST', '/user/forgot-password?email=helen@example.org');
    const unlock = 'UnlockTokenThatMustNotBeLogged_0123456789ab';
    await h.call('POST', `/auth/unlock-account/${unlock}`);
    const log = lines.join('');
    expect(log).toContain('/auth/register');
    for (const secret of ['Secret-Fredericksburg-1', PASSWORD, 'Wrong-Secret-2', token!, 'helen@example.org', unlock])
      expect(log).not.toContain(secret);
  });
});
