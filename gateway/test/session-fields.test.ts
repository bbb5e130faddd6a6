import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, setPassword } from './accounts-helpers';
import { authorize, exchangeCode, gqlWithToken, pkce } from './oauth-helpers';

/**
 * What `session` tells a client (issue 14 point 2, accounts spec §3): subscription type and status, the account
 * state flags, the institution; the same in the `signIn` answer as on the next query, and through an app's token.
 */
const stack = useStack();
const PASSWORD = 'Subscriber-1862';
const LIBRARY = { id: 11, name: 'Springfield Public Library', type: 'library', silo: 1, proquest: false };
const FIELDS = `user {
    userId subscriptionType subscriptionStatus
    accountState { bundleSubscriber newspaperSubscriber genealogySiteSubscriber flags }
    institution { id name type silo proquest }
  }
  institution { id name type silo proquest }`;
const SESSION = `{ session { ${FIELDS} } }`;
const SIGN_IN = `mutation SignIn($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { session { ${FIELDS} } }
}`;
const librarian = { id: fixture.user.id, username: fixture.user.username };
const basic = { id: 2, username: 'archivist' };

beforeAll(async () => {
  const db = stack.db.db;
  await db
    .insertInto('institutions')
    .values({ ...LIBRARY, proquest: 0, ip_ranges: JSON.stringify(['203.0.113.0/24']), link_token: null })
    .execute();
  // The fixture subscriber is a patron of the library; the Basic member belongs to no institution.
  await db.updateTable('users').set({ institution_id: LIBRARY.id }).where('id', '=', librarian.id).execute();
  await setPassword(db, librarian.id, PASSWORD);
  await setPassword(db, basic.id, PASSWORD);
});

async function signIn(who: { username: string }) {
  const browser = new Browser(stack.url);
  const answer = await browser.gql(SIGN_IN, { username: who.username, password: PASSWORD });
  return { browser, session: answer.body.data.signIn.session };
}

describe('session', () => {
  it("answers a library member's institution in the signIn answer as on the next query", async () => {
    const { browser, session } = await signIn(librarian);
    expect(session.institution).toEqual(LIBRARY);
    expect(session.user.institution).toEqual(LIBRARY);
    expect((await browser.gql(SESSION)).body.data.session).toEqual(session);
  });

  it('says what a subscriber has: subscription type and status, no sister-site flags', async () => {
    const { session } = await signIn(librarian);
    expect(session.user).toMatchObject({
      userId: librarian.id,
      subscriptionType: 'ANNUAL',
      subscriptionStatus: 'SUBSCRIBER',
      accountState: { bundleSubscriber: false, newspaperSubscriber: false, genealogySiteSubscriber: false, flags: [] },
    });
  });

  it('gives a bundle member the newspaper and genealogy-site flags', async () => {
    await stack.db.db.updateTable('users').set({ account_status: 'bundle' }).where('id', '=', basic.id).execute();
    try {
      const { session } = await signIn(basic);
      expect(session.user.subscriptionType).toBe('BUNDLE');
      expect(session.user.accountState.flags).toEqual([
        'BUNDLE_SUBSCRIBER',
        'NEWSPAPER_SUBSCRIBER',
        'GENEALOGY_SITE_SUBSCRIBER',
      ]);
    } finally {
      await stack.db.db
        .updateTable('users')
        .set({ account_status: 'non-subscriber' })
        .where('id', '=', basic.id)
        .execute();
    }
  });

  it("gives a Basic member their own account only: no subscription, not the other member's institution", async () => {
    const { browser, session } = await signIn(basic);
    expect(session).toEqual({
      user: {
        userId: basic.id,
        subscriptionType: null,
        subscriptionStatus: 'REGISTERED',
        accountState: {
          bundleSubscriber: false,
          newspaperSubscriber: false,
          genealogySiteSubscriber: false,
          flags: [],
        },
        institution: null,
      },
      institution: null,
    });
    expect((await browser.gql(SESSION)).body.data.session).toEqual(session);
  });

  it('gives a visitor no user', async () => {
    expect((await new Browser(stack.url).gql(SESSION)).body.data.session).toEqual({ user: null, institution: null });
  });

  it("answers an app's token with the same session, institution included, as the member's cookie", async () => {
    const { browser } = await signIn(librarian);
    const { verifier, challenge } = pkce();
    const code = (await authorize(browser, { challenge })).redirect!.get('code')!;
    const tokens = (await exchangeCode(stack.url, code, verifier)).body;
    const byToken = await gqlWithToken(stack.url, tokens.access_token, SESSION);
    expect(byToken.body.data.session).toEqual((await browser.gql(SESSION)).body.data.session);
    expect(byToken.body.data.session.institution).toEqual(LIBRARY);
  });
});
