import { generate, demoPassword } from '@muster/scripts/data';
import { startServices, type TestServer } from './http';
import { openTestDb, type TestDb } from './test-db';

// The generator and the services share one password hash: the demo users sign in with the demo password.
describe('demo users', () => {
  let t: TestDb;
  let s: TestServer;
  beforeAll(async () => {
    t = await openTestDb('sqlite');
    await generate({ db: t.db.db, dataDir: t.dataDir, size: 'tiny', render: false });
    s = await startServices(t);
  }, 60_000);
  afterAll(async () => {
    await s.close();
    await t.dispose();
  });

  test('admin signs in with the demo password and holds the admin role', async () => {
    expect(await s.post('/auth/user', { username: 'admin', password: demoPassword })).toMatchObject({ status: 200, body: { username: 'admin', roles: ['admin'] } });
  });

  test('legacy must update the password first', async () => {
    expect(await s.post('/auth/user', { username: 'legacy@muster.test', password: demoPassword })).toMatchObject({
      status: 401, body: { code: 'PASSWORD_UPDATE_REQUIRED', message: 'Password update required' },
    });
  });
});
