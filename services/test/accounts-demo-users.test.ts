import { demoPassword, generate } from '@muster/scripts/data';
import { openTestDb, startServices, type TestDb, type TestServices } from '@muster/testkit';

// The generator and the services share one password hash: the demo users sign in with the demo password.
describe('demo users', () => {
  let t: TestDb;
  let s: TestServices;
  beforeAll(async () => {
    t = await openTestDb('sqlite');
    await generate({ db: t.db.db, dataDir: t.dataDir, size: 'tiny', render: false });
    s = await startServices({ db: t });
  }, 60_000);
  afterAll(async () => {
    await s.stop();
    await t.dispose();
  });

  test('admin signs in with the demo password and holds the admin role', async () => {
    expect(await s.post('/auth/user', { username: 'admin', password: demoPassword })).toMatchObject({
      status: 200,
      body: { username: 'admin', roles: ['admin'] },
    });
  });

  test('legacy must update the password first', async () => {
    expect(await s.post('/auth/user', { username: 'legacy@muster.test', password: demoPassword })).toMatchObject({
      status: 401,
      body: { code: 'PASSWORD_UPDATE_REQUIRED', message: 'Password update required' },
    });
  });
});
