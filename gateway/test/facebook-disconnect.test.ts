import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';
import { Browser, SESSION, setPassword, signedIn } from './accounts-helpers';

/**
 * A member's own Facebook link (accounts spec §7 "Social network"): POST /fb/disconnect and PUT /fb/user
 * {usePhoto}. Helen's account is linked to Facebook person 2001 in the database; the archivist (a Basic member)
 * has no link.
 */
const stack = useStack({ gateway: { warmCache: false } });
const HELEN = { id: fixture.user.id, username: fixture.user.username, password: 'Muster-2026' };
const BASIC = { id: 2, username: 'archivist', password: 'Muster-2026' };

beforeAll(async () => {
  await setPassword(stack.db.db, HELEN.id, HELEN.password);
  await setPassword(stack.db.db, BASIC.id, BASIC.password);
});
beforeEach(async () => {
  await stack.db.db
    .updateTable('users')
    .set({ facebook_id: '2001', use_facebook_photo: 0 })
    .where('id', '=', HELEN.id)
    .execute();
});

const link = (id: number) =>
  stack.db.db
    .selectFrom('users')
    .select(['facebook_id', 'use_facebook_photo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function call(browser: Browser, method: 'POST' | 'PUT', path: string, body: unknown, type = 'application/json') {
  const response = await browser.fetch(path, { method, headers: { 'content-type': type }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('a visitor may neither disconnect nor choose a photo', async () => {
  const visitor = new Browser(stack.url);
  expect(await call(visitor, 'POST', '/fb/disconnect', {})).toMatchObject({
    status: 401,
    body: { result: 'NOT_SIGNED_IN', code: 'NOT_SIGNED_IN' },
  });
  expect((await call(visitor, 'PUT', '/fb/user', { usePhoto: true })).status).toBe(401);
  expect(await link(HELEN.id)).toEqual({ facebook_id: '2001', use_facebook_photo: 0 });
});

test('a member shows the Facebook picture, then disconnects Facebook, which ends it', async () => {
  const helen = await signedIn(stack.url, HELEN);
  const ACCOUNT = '{ account { facebookConnected usesFacebookPhoto } }';
  expect((await helen.gql(ACCOUNT)).body.data.account).toEqual({ facebookConnected: true, usesFacebookPhoto: false });
  expect(await call(helen, 'PUT', '/fb/user', { usePhoto: true })).toEqual({
    status: 200,
    body: { result: 'SUCCESS', usesFacebookPhoto: true },
  });
  expect((await helen.gql(ACCOUNT)).body.data.account).toEqual({ facebookConnected: true, usesFacebookPhoto: true });
  const avatar = (await helen.gql(SESSION)).body.data.session.user.avatarUrl as string;
  expect(avatar).toMatch(new RegExp(`^/user-photo/${HELEN.id}/32\\.jpg\\?v=fb2001$`));
  const photo = await fetch(stack.url + avatar, { redirect: 'manual' });
  expect(photo.status).toBe(302);
  expect(photo.headers.get('location')).toBe('https://graph.facebook.com/2001/picture?width=32&height=32');
  const icon = await fetch(`${stack.url}/usericon?id=${HELEN.id}&size=100`, { redirect: 'manual' });
  expect(icon.headers.get('location')).toBe('https://graph.facebook.com/2001/picture?width=100&height=100');

  // A form from another site cannot send it (its content type would need a preflight the gateway never grants).
  expect((await call(helen, 'POST', '/fb/disconnect', {}, 'text/plain')).status).toBe(415);
  expect((await link(HELEN.id)).facebook_id).toBe('2001');

  expect(await call(helen, 'POST', '/fb/disconnect', {})).toEqual({
    status: 200,
    body: { result: 'SUCCESS', usesFacebookPhoto: false },
  });
  expect(await link(HELEN.id)).toEqual({ facebook_id: null, use_facebook_photo: 0 });
  expect((await helen.gql(ACCOUNT)).body.data.account).toEqual({ facebookConnected: false, usesFacebookPhoto: false });
  expect((await helen.gql(SESSION)).body.data.session.user.avatarUrl).toBeNull();
  expect((await fetch(stack.url + avatar, { redirect: 'manual' })).status).toBe(404);
});

test('another member acts on their own account only; without a link there is no Facebook picture', async () => {
  const basic = await signedIn(stack.url, BASIC);
  expect(await call(basic, 'PUT', '/fb/user', { usePhoto: true })).toMatchObject({
    status: 409,
    body: { result: 'ERROR', code: 'NOT_CONNECTED' },
  });
  // The account comes from the session, never the body.
  expect((await call(basic, 'POST', '/fb/disconnect', { userId: HELEN.id })).status).toBe(200);
  expect(await link(HELEN.id)).toEqual({ facebook_id: '2001', use_facebook_photo: 0 });
  expect((await call(basic, 'PUT', '/fb/user', { usePhoto: 'yes' })).body).toMatchObject({ code: 'BAD_USER_INPUT' });
});
