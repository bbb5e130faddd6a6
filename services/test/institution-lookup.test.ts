import { type AccountsServices, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

describe.each(backends)('institution lookup on %s', (backend) => {
  let h: AccountsServices;

  beforeAll(async () => {
    h = await startAccounts({ backend });
    await h.db.db
      .insertInto('institutions')
      .values([
        {
          id: 1,
          name: 'Springfield Public Library',
          type: 'library',
          silo: 1,
          proquest: 0,
          ip_ranges: JSON.stringify(['203.0.113.0/24']),
          link_token: 'springfield-demo',
        },
        {
          id: 2,
          name: 'Shelbyville Archive',
          type: 'proquest',
          silo: 4,
          proquest: 1,
          ip_ranges: JSON.stringify(['198.51.100.16/28', '2001:db8:42::/48']),
          link_token: null,
        },
      ])
      .execute();
  });
  afterAll(() => h.stop());

  it.each([
    ['203.0.113.200', 1],
    ['::ffff:203.0.113.9', 1],
    ['198.51.100.17', 2],
    ['2001:db8:42:1::5', 2],
  ])('finds the institution of %s', async (ip, id) => {
    const res = await h.call('GET', `/user/institution/by-address?ip=${encodeURIComponent(ip)}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
  });

  it.each(['198.51.100.32', '127.0.0.1', '2001:db8:43::1'])(
    'answers 404 for an address outside every range: %s',
    async (ip) => {
      expect((await h.call('GET', `/user/institution/by-address?ip=${encodeURIComponent(ip)}`)).status).toBe(404);
    },
  );

  it('refuses what is not an address', async () => {
    const res = await h.call('GET', '/user/institution/by-address?ip=not-an-ip');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Not an IP address: not-an-ip');
    expect((await h.call('GET', '/user/institution/by-address')).status).toBe(400);
  });

  it('reads an institution by id and by its link secret', async () => {
    expect((await h.call('GET', '/user/institution/2')).body).toEqual({
      id: 2,
      name: 'Shelbyville Archive',
      type: 'proquest',
      silo: 4,
      proquest: true,
    });
    expect((await h.call('GET', '/user/institution/9')).status).toBe(404);
    expect((await h.call('GET', '/user/institution/by-link?token=springfield-demo')).body.name).toBe(
      'Springfield Public Library',
    );
    expect((await h.call('GET', '/user/institution/by-link?token=springfield-guess')).status).toBe(404);
    expect((await h.call('GET', '/user/institution/by-link?token=short')).status).toBe(400);
  });
});
