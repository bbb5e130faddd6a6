import { ANONYMOUS, type CallerIdentity } from '../auth/identity';
import { DEFAULT_BUDGETS, rateCallerOf, rateLimitsFromEnv, type RateLimitSettings } from './rate-budget';

const member: CallerIdentity = { ...ANONYMOUS, userId: 42, username: 'helen', accountStatus: 'active' };
const key = { kind: 'api-key' as const, id: '7', scopes: ['read' as const], identity: member };

describe('rateCallerOf', () => {
  test.each([
    ['a key or token, even one acting for a member', member, key, { bucket: 'credential', key: 'api-key:7' }],
    ['a signed-in member, from any address', member, undefined, { bucket: 'account', key: '42' }],
    ['a visitor, by address', ANONYMOUS, undefined, { bucket: 'address', key: '198.51.100.7' }],
  ])('%s', (_, identity, credential, expected) => {
    expect(rateCallerOf(identity, credential, '198.51.100.7')).toEqual(expect.objectContaining(expected));
  });
});

describe('rateLimitsFromEnv', () => {
  const budgets = (settings: RateLimitSettings | false) =>
    settings && {
      window: settings.windowSeconds,
      address: settings.budget(rateCallerOf(ANONYMOUS, undefined, '192.0.2.1')),
      account: settings.budget(rateCallerOf(member, undefined, '192.0.2.1')),
      credential: settings.budget(rateCallerOf(member, key, '192.0.2.1')),
    };

  test('the documented defaults (docs/api.md "Rate limits")', () => {
    expect(budgets(rateLimitsFromEnv({}))).toEqual({ window: 60, ...DEFAULT_BUDGETS });
    expect(DEFAULT_BUDGETS).toEqual({ address: 500_000, account: 1_000_000, credential: 1_000_000 });
  });

  test('each budget and the window can be set, and RATE_LIMITS=off turns them off', () => {
    const env = {
      RATE_LIMIT_VISITOR: '1000',
      RATE_LIMIT_MEMBER: '2000',
      RATE_LIMIT_CREDENTIAL: '3000',
      RATE_LIMIT_WINDOW_SECONDS: '10',
    };
    expect(budgets(rateLimitsFromEnv(env))).toEqual({ window: 10, address: 1000, account: 2000, credential: 3000 });
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'off' })).toBe(false);
  });

  test.each(['0', '-5', '1.5', 'many'])('%s points stop start-up with the variable’s name', (value) => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_VISITOR: value })).toThrow('RATE_LIMIT_VISITOR');
  });
});
