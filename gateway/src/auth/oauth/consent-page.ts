import fs from 'node:fs';
import path from 'node:path';
import { OAUTH_SCOPES } from './oauth-scopes';

export interface ConsentView {
  uid: string;
  appName: string;
  username: string;
  scopes: string[];
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The website's stylesheets, read from the built index.html (Vite names them by content hash), so the consent
 * screen wears the site's look without a second copy of it. None without a built site (tests, GraphiQL only).
 */
export function siteStylesheets(clientDist: string | undefined): string[] {
  if (!clientDist) return [];
  try {
    const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
    return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  } catch {
    return [];
  }
}

/**
 * The consent screen (server-rendered, docs/decisions/oauth.md): the app's name, the member, what the app
 * asks for, Allow and Deny. Forms post to this origin; no script.
 */
export function consentPage(view: ConsentView, stylesheets: string[]): string {
  const items = view.scopes
    .filter((scope) => OAUTH_SCOPES[scope])
    .map((scope) => `<li data-scope="${escape(scope)}">${escape(OAUTH_SCOPES[scope])}</li>`)
    .join('\n          ');
  const action = (what: string) => `/oauth/interaction/${encodeURIComponent(view.uid)}/${what}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Allow ${escape(view.appName)} – Muster</title>
    ${stylesheets.map((href) => `<link rel="stylesheet" href="${escape(href)}" />`).join('\n    ')}
  </head>
  <body>
    <header class="site-header">
      <div class="site-header__bar">
        <a href="/" class="site-header__logo" aria-label="Muster home"><span class="site-header__mark" aria-hidden="true">★</span> Muster</a>
      </div>
    </header>
    <main class="account-page account-page--narrow consent">
      <h1>Allow ${escape(view.appName)} to use your Muster account?</h1>
      <p>You are signed in as <strong>${escape(view.username)}</strong>. ${escape(view.appName)} asks to:</p>
      <ul class="consent__scopes">
          ${items}
      </ul>
      <p>You can take this back at any time by signing the app out.</p>
      <div class="consent__actions">
        <form method="post" action="${action('allow')}">
          <button class="button button--primary" type="submit">Allow</button>
        </form>
        <form method="post" action="${action('deny')}">
          <button class="button" type="submit">Deny</button>
        </form>
      </div>
    </main>
  </body>
</html>`;
}
