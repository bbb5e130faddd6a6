import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { consentPage, siteStylesheets } from './consent-page';
import { credentialScopes } from './oauth-scopes';

describe('the consent screen', () => {
  const view = {
    uid: 'u-1',
    appName: 'Muster <mobile>',
    username: 'hwhitcomb',
    scopes: ['openid', 'muster:read', 'x'],
  };

  it('names the app, the member and each known scope, with Allow and Deny posting to its interaction', () => {
    const html = consentPage(view, ['/assets/index-abc.css']);
    expect(html).toContain('Allow Muster &lt;mobile&gt; to use your Muster account?');
    expect(html).toContain('<strong>hwhitcomb</strong>');
    expect(html).toContain('data-scope="muster:read"');
    expect(html).not.toContain('data-scope="x"');
    expect(html).toContain('action="/oauth/interaction/u-1/allow"');
    expect(html).toContain('action="/oauth/interaction/u-1/deny"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
    expect(html).not.toContain('<script');
  });

  it("wears the built website's stylesheets, none without a built site", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1a2b.css"><script src="/x.js"></script></head>',
    );
    expect(siteStylesheets(dist)).toEqual(['/assets/index-1a2b.css']);
    expect(siteStylesheets(undefined)).toEqual([]);
    expect(siteStylesheets(path.join(dist, 'missing'))).toEqual([]);
  });
});

describe('credentialScopes', () => {
  it.each([
    ['openid profile', []],
    ['openid muster:read', ['read']],
    ['openid muster:write', ['read', 'write']],
    ['muster:read muster:write offline_access', ['read', 'write']],
    [undefined, []],
  ])('%p allows %p', (scope, allowed) => {
    expect(credentialScopes(scope)).toEqual(allowed);
  });
});
