import http from 'node:http';
import { fixture } from '@muster/testkit/fixtures';
import { oidcSettingsFromEnv } from '@muster/contract/node';
import { useStack } from '@muster/testkit';

/**
 * A forged Host or X-Forwarded-Host (issue point 12) never reaches ids or redirects: IIIF info.json and
 * manifests, the base URI's 303 and the provider and Facebook sign-in redirects are written on the configured
 * public origin (PUBLIC_BASE_URL). Otherwise a caller could plant its own host in public answers that caches
 * keep for everyone, or send a sign-in's code to itself.
 */
const ORIGIN = 'https://muster.example';
const stack = useStack({
  gateway: {
    warmCache: false,
    publicOrigin: ORIGIN,
    oidc: {
      ...oidcSettingsFromEnv({}),
      issuer: 'http://127.0.0.1:9',
      authorizationUrl: 'http://127.0.0.1:9/auth',
      callbackUrl: '/auth/oidc/callback',
    },
    facebook: {
      appId: 'test-app',
      appSecret: 'test-secret',
      authorizationURL: 'http://127.0.0.1:9/dialog/oauth',
      callbackURL: '/auth/facebook/callback',
    },
  },
});

const FORGED: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443', forwarded: 'host=evil.example;proto=http' },
];

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET with headers fetch() will not send (Host), straight to the gateway's socket. */
function rawGet(path: string, headers: Record<string, string>): Promise<Answer> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path, headers: { accept: 'application/json', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      })
      .on('error', reject);
  });
}

async function tileSource(id: number): Promise<string> {
  const { body } = await stack.gql(`query Tiles($id: Int!) { image(id: $id) { tileSource } }`, { id });
  return body.data.image.tileSource;
}
const open = fixture.images.pensionCard; // PUBLIC: its info.json is cacheable by anyone

describe.each(FORGED)('with forged headers %j', (forged) => {
  test('info.json ids are on the configured origin', async () => {
    const answer = await rawGet(await tileSource(open), forged);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).id).toBe(`${ORIGIN}/iiif/3/${open}`);
    expect(answer.body).not.toContain('evil');
  });

  test("a tile's canonical link is on the configured origin", async () => {
    const token = new URL(await tileSource(open), 'http://x').searchParams.get('token');
    const answer = await rawGet(`/iiif/3/${open}/0,0,512,512/512,/0/default.jpg?token=${token}`, forged);
    expect(answer.status).toBe(200);
    expect(answer.headers.link).toContain(`<${ORIGIN}/iiif/3/${open}/`);
    expect(answer.headers.link).not.toContain('evil');
  });

  test('the IIIF base URI redirects (303) to info.json on the configured origin', async () => {
    const answer = await rawGet(`/iiif/3/${open}`, forged);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${ORIGIN}/iiif/3/${open}/info.json`);
  });

  test("a roll's manifest and its canvases' image services are on the configured origin", async () => {
    const answer = await rawGet(`/iiif/manifest/roll/${fixture.rolls.pensionW}`, forged);
    expect(answer.status).toBe(200);
    const manifest = JSON.parse(answer.body);
    expect(manifest.id).toBe(`${ORIGIN}/iiif/manifest/roll/${fixture.rolls.pensionW}`);
    expect(answer.body).not.toContain('evil');
    expect(answer.body).toContain(`"${ORIGIN}/iiif/3/`);
  });

  test.each([
    ['the provider', '/auth/oidc/start', '/auth/oidc/callback'],
    ['Facebook', '/auth/facebook?next=%2Faccount', '/auth/facebook/callback'],
  ])('sign-in with %s sends it the configured callback address', async (_who, start, callback) => {
    const answer = await rawGet(start, forged);
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location!);
    expect(location.origin).toBe('http://127.0.0.1:9');
    expect(location.searchParams.get('redirect_uri')).toBe(`${ORIGIN}${callback}`);
  });

  test('the link doors redirect within the site, never to the named host', async () => {
    for (const path of ['/library/not-a-library-link', '/admin/impersonate/not-a-token']) {
      const answer = await rawGet(path, forged);
      expect([path, answer.status]).toEqual([path, 302]);
      // A path on whatever origin the browser is on, or the configured one.
      expect(answer.headers.location).toMatch(new RegExp(`^(/(?!/)|${ORIGIN.replace(/\./g, '\\.')}/)`));
      expect(answer.headers.location).not.toContain('evil');
    }
  });
});

describe('the provider sign-in steps take JSON only from the configured origin', () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${stack.url}/auth/oidc/continue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    });

  test('a page on another origin is refused, even one whose DNS name points here', async () => {
    // A rebound DNS name makes the browser send Origin and Host both of the attacker's name.
    const rebound = await new Promise<Answer>((resolve, reject) => {
      const { hostname, port } = new URL(stack.url);
      const req = http.request(
        {
          hostname,
          port,
          path: '/auth/oidc/continue',
          method: 'POST',
          headers: { host: 'rebound.example', origin: 'http://rebound.example', 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(rebound.status).toBe(403);
    expect((await post({ origin: 'http://evil.example' })).status).toBe(403);
    expect((await post({ origin: 'null' })).status).toBe(403);
  });

  test("the site's own origin passes the check (and meets the missing sign-in)", async () => {
    const response = await post({ origin: ORIGIN });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EXPIRED' });
  });
});
