import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixture } from '@muster/testkit/fixtures';
import { ensureGraphiqlBuilt, startGateway, useStack } from '@muster/testkit';

/**
 * Security headers of the gateway's answers (issue point 12): every page (the site, a deep route of it, the
 * GraphiQL page, the sign-in popup) carries a Content-Security-Policy that forbids inline and foreign scripts and
 * framing, with nosniff and a Referrer-Policy; images other sites embed stay embeddable.
 * scripts/e2e/security-headers.test.ts shows the browser enforcing them.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-headers-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><title>Muster</title><script type="module" src="/assets/app.js"></script>',
);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
ensureGraphiqlBuilt();
const stack = useStack({ gateway: { warmCache: false, clientDist: dist } });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const page = (address: string, accept = 'text/html') => fetch(`${stack.url}${address}`, { headers: { accept } });

/** The website's pages also allow eval for the annotation layer's renderer (security-headers.ts websitePolicy); no page allows inline script. */
const WEBSITE_SCRIPTS = ["'self'", "'unsafe-eval'"];

describe.each([
  ['the home page', '/', WEBSITE_SCRIPTS],
  ['a deep page of the website', `/image/${fixture.images.pensionCard}/some-title?ann=3`, WEBSITE_SCRIPTS],
  ['index.html asked for by name', '/index.html', WEBSITE_SCRIPTS],
  ['the GraphiQL page', '/graphql', ["'self'"]],
])('%s', (_name, address, scripts) => {
  test('is HTML with a policy that forbids inline and foreign scripts, plugins and framing', async () => {
    const response = await page(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(scripts);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  test('is never sniffed as another type, and sends only its origin to other sites', async () => {
    const response = await page(address);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // Plain http here: no HSTS and no upgrade of subresources.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(false);
  });
});

test('GraphQL answers, files and errors carry the same policy and nosniff', async () => {
  const answers = [
    await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    }),
    await page('/assets/app.js', '*/*'),
    await page('/schema.graphql', 'text/plain'),
    await page('/thumbnail/..%2F..%2Fsecret', '*/*'),
  ];
  for (const response of answers) {
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  }
});

test('thumbnails, record references and IIIF images may be embedded by other sites; pages and data may not be read by them', async () => {
  const thumbnail = await page(`/thumbnail/${fixture.images.pensionCard}/120/120/0_0_0_0/0.jpg`, 'image/*');
  expect(thumbnail.status).toBe(200);
  expect(thumbnail.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const reference = await page(`/reference/INDEX_RECORD/${fixture.josiahRecordId}?width=200&height=200`, 'image/*');
  expect(reference.status).toBe(200);
  expect(reference.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  expect((await page('/')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect((await page('/schema.graphql', 'text/plain')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
});

test('the provider sign-in popup keeps its way back to the page that opened it (no opener policy)', async () => {
  const script = await page('/auth/oidc/popup.js', '*/*');
  expect(script.status).toBe(200);
  expect(script.headers.get('cross-origin-opener-policy')).toBeNull();
  expect(directives(script.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
});

test("on an https origin: HSTS for a year and insecure subresources upgraded; with reCAPTCHA, Google's script and frame only", async () => {
  const secure = await startGateway({
    servicesUrl: stack.servicesUrl,
    warmCache: false,
    clientDist: dist,
    publicOrigin: 'https://muster.example',
    recaptcha: true,
  });
  try {
    const response = await fetch(`${secure.url}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('upgrade-insecure-requests')).toEqual([]);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      "'unsafe-eval'",
    ]);
    expect(csp.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  } finally {
    await secure.stop();
  }
});
