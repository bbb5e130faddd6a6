import { fixture } from '@muster/testkit/fixtures';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';

/**
 * Institution sessions (issue 4 §8, accounts spec §2, §3): by the caller's address behind a trusted proxy, by
 * an institution link kept in the session, the banner data, and the silo rule on a SUBSCRIBER tile.
 */
let services: TestServices;
let gateway: TestGateway;
const LIBRARY = '203.0.113.40';
const SILO = '198.51.100.20';
const SESSION = `{ session { user { userId } institution { id name type silo proquest } } }`;
const TILE_SOURCE = `query Tile($id: Int!) { image(id: $id) { tileSource } }`;
const subscriberOnly = fixture.images.first;

beforeAll(async () => {
  services = await startServices();
  await services.db.db
    .insertInto('institutions')
    .values([
      {
        id: 11,
        name: 'Springfield Public Library',
        type: 'library',
        silo: 1,
        proquest: 0,
        ip_ranges: JSON.stringify(['203.0.113.0/24']),
        link_token: 'springfield-link-secret',
      },
      {
        id: 12,
        name: 'Shelbyville Archive',
        type: 'proquest',
        silo: 4,
        proquest: 1,
        ip_ranges: JSON.stringify(['198.51.100.0/24', '2001:db8:42::/48']),
        link_token: null,
      },
    ])
    .execute();
  await setPassword(services.db.db, fixture.user.id, 'Subscriber-1862');
  // The test talks to the gateway as the proxy in front of it would, from loopback.
  gateway = await startGateway({ servicesUrl: services.url, warmCache: false, trustProxy: 'loopback' });
}, 180_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.stop();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('an institution session by address', () => {
  it('opens the library edition for an address in its range, with the banner data', async () => {
    const { body } = await new Browser(gateway.url).gql(SESSION, undefined, from(LIBRARY));
    expect(body.data.session).toEqual({
      user: null,
      institution: { id: 11, name: 'Springfield Public Library', type: 'library', silo: 1, proquest: false },
    });
  });

  it('knows IPv6 ranges and proquest institutions', async () => {
    const { body } = await new Browser(gateway.url).gql(SESSION, undefined, from('2001:db8:42::9'));
    expect(body.data.session.institution).toMatchObject({ id: 12, type: 'proquest', silo: 4, proquest: true });
  });

  it('gives no institution to other addresses, nor to a forged header from an untrusted hop', async () => {
    expect(
      (await new Browser(gateway.url).gql(SESSION, undefined, from('192.0.2.1'))).body.data.session.institution,
    ).toBeNull();
    expect((await new Browser(gateway.url).gql(SESSION)).body.data.session.institution).toBeNull();
    const strict = await startGateway({ servicesUrl: services.url, warmCache: false, trustProxy: false });
    try {
      expect(
        (await new Browser(strict.url).gql(SESSION, undefined, from(LIBRARY))).body.data.session.institution,
      ).toBeNull();
    } finally {
      await strict.stop();
    }
  });

  it('keeps the library for a member signing in from its address', async () => {
    const browser = new Browser(gateway.url);
    await browser.gql(SIGN_IN, { username: fixture.user.username, password: 'Subscriber-1862' }, from(LIBRARY));
    const { body } = await browser.gql(SESSION, undefined, from(LIBRARY));
    expect(body.data.session).toMatchObject({ user: { userId: fixture.user.id }, institution: { id: 11 } });
  });
});

describe('the silo rule through the gateway', () => {
  async function tileStatus(ip: string): Promise<{ status: number; body: any }> {
    const browser = new Browser(gateway.url);
    const { body } = await browser.gql(TILE_SOURCE, { id: subscriberOnly }, from(ip));
    const token = new URL(body.data.image.tileSource, 'http://x').searchParams.get('token');
    const response = await browser.fetch(`/iiif/3/${subscriberOnly}/0,0,512,512/512,/0/default.jpg?token=${token}`, {
      headers: from(ip),
    });
    return {
      status: response.status,
      body: response.headers.get('content-type')?.includes('json') ? await response.json() : null,
    };
  }

  const access = async (ip: string) =>
    (
      await new Browser(gateway.url).gql(
        `query Access($id: Int!) { image(id: $id) { access { requirement accessLevel } } }`,
        { id: subscriberOnly },
        from(ip),
      )
    ).body.data.image.access;

  it('a library edition (silo 1) opens a SUBSCRIBER tile', async () => {
    expect(await access(LIBRARY)).toBeNull();
    expect((await tileStatus(LIBRARY)).status).toBe(200);
  });

  it('a silo institution does not, and the visitor is told about the silo rather than offered a subscription', async () => {
    expect(await access(SILO)).toEqual({ requirement: 'SILO', accessLevel: 'SUBSCRIBER' });
    // Refused either at GraphQL (no tile address, or a FORBIDDEN one) or by the image service (a 403 tile): never served.
    const browser = new Browser(gateway.url);
    const { body } = await browser.gql(TILE_SOURCE, { id: subscriberOnly }, from(SILO));
    if (!body.data?.image?.tileSource) {
      expect(body.errors?.[0]?.extensions ?? { requirement: 'SILO' }).toMatchObject({ requirement: 'SILO' });
      return;
    }
    const token = new URL(body.data.image.tileSource, 'http://x').searchParams.get('token');
    const response = await browser.fetch(`/iiif/3/${subscriberOnly}/0,0,512,512/512,/0/default.jpg?token=${token}`, {
      headers: from(SILO),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ requirement: 'silo' });
  });
});

describe('an institution session by link', () => {
  it('opens the edition from any address and keeps it in the session', async () => {
    const browser = new Browser(gateway.url);
    const opened = await browser.fetch('/library/springfield-link-secret', { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/');
    expect(browser.sid).toBeDefined();
    const { body, headers } = await browser.gql(SESSION, undefined, from('192.0.2.1'));
    expect(headers.get('x-muster-signout')).toBeNull();
    expect(body.data.session.institution).toMatchObject({ id: 11, name: 'Springfield Public Library' });
    expect((await browser.gql(SESSION)).body.data.session.institution.id).toBe(11);
  });

  it('refuses an unknown or malformed link and opens nothing', async () => {
    for (const path of ['/library/springfield-guess', '/library/x', '/library/%2e%2e%2fsecret']) {
      const browser = new Browser(gateway.url);
      const response = await browser.fetch(path, { redirect: 'manual' });
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 302, '/?library=invalid']);
      expect((await browser.gql(SESSION)).body.data.session.institution).toBeNull();
    }
  });
});
