import { createHmac } from 'node:crypto';
import {
  type Identity,
  INTERNAL_AUTH_CLOCK_SKEW_MS,
  INTERNAL_AUTH_MAX_AGE_MS,
  signIdentity,
} from '../src/auth/identity';
import { type AccountsServices, asMember, members, PASSWORD, SECRET, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

// A signed internal auth header copied from a log or the wire must stop working soon: the services treat a
// stale, undated or future-dated one as no header at all.
describe.each(backends)('internal auth header life on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());

  const helen = {
    userId: null,
    institutionId: null,
    accountStatus: 'non-subscriber',
    roles: [],
    ...asMember(members.helen),
  } as Identity;
  const undated = (() => {
    const payload = Buffer.from(JSON.stringify(helen)).toString('base64url');
    return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
  })();
  const self = (header: string) => h.call('GET', '/user/self', { headers: { 'x-muster-auth': header } });

  test('a fresh header names the member', async () => {
    expect(await self(signIdentity(helen, SECRET))).toMatchObject({ status: 200, body: { userId: members.helen.id } });
  });

  test.each([
    ['older than its life', () => signIdentity(helen, SECRET, Date.now() - INTERNAL_AUTH_MAX_AGE_MS - 5_000)],
    ['from the future', () => signIdentity(helen, SECRET, Date.now() + INTERNAL_AUTH_CLOCK_SKEW_MS + 60_000)],
    ['without iat', () => undated],
  ])('a header %s is a visitor: no account, no gateway-only call, no forwarded address', async (_name, make) => {
    expect(await self(make())).toMatchObject({ status: 401, body: { code: 'NOT_SIGNED_IN' } });
    expect((await h.call('GET', '/auth/session/abc', { headers: { 'x-muster-auth': make() } })).status).toBe(403);
    // The address it forwards is not believed: failures land on the socket's own address (loopback).
    for (let i = 0; i < 20; i++) {
      await h.call('POST', '/auth/user', {
        body: { username: `nobody${i}`, password: 'Wrong-password-1' },
        headers: { 'x-muster-auth': make(), 'x-muster-client-ip': '192.0.2.123' },
      });
    }
    expect((await h.call('POST', '/auth/user', { body: { username: 'hwhitcomb', password: PASSWORD } })).status).toBe(
      429,
    );
    h.clock.now += 31 * 60_000;
  });
});
