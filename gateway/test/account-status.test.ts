import { startStack } from '@muster/testkit';
import { Browser, REGISTER, newMember } from './accounts-helpers';

// The AccountStatus enum beside the deprecated strings (issue 14 point 7): the same status, named by the schema.
const STATUS = `query { session { user { accountStatus status } } account { accountStatus status } subscription { accountStatus status } }`;

describe('account status as an enum', () => {
  it('names a member their own status and gives a visitor or a Basic member no one else’s', async () => {
    const stack = await startStack({ data: 'empty', gateway: { warmCache: false } });
    try {
      const visitor = await stack.gateway.gql(STATUS);
      expect(visitor.status).toBe(200);
      expect(visitor.body.data).toEqual({ session: { user: null }, account: null, subscription: null });

      const member = new Browser(stack.gateway.url);
      expect((await member.gql(REGISTER, { input: newMember() })).body.errors).toBeUndefined();
      const own = await member.gql(STATUS);
      expect(own.body.errors).toBeUndefined();
      const basic = { accountStatus: 'non-subscriber', status: 'NON_SUBSCRIBER' };
      expect(own.body.data).toEqual({ session: { user: basic }, account: basic, subscription: basic });

      // Other members' statuses are the staff list's; a Basic member is refused it.
      const list = await member.gql(`query { staffUsers(search: "") { status } }`);
      expect(list.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(list.body.data).toBeNull();
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
