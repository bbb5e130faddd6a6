import { PROVIDER_DEMO_PASSWORD } from './accounts';

/** The local provider's own pages: sign-in, consent and password help, small enough for the 500×550 popup. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)} · Genealogy site (local)</title>
<style>
  body { font-family: Georgia, serif; margin: 0; background: #f3efe6; color: #2b2217; }
  header { background: #3d5a3a; color: #fff; padding: 0.75rem 1.25rem; font-size: 1.1rem; letter-spacing: 0.02em; }
  main { padding: 1.25rem; max-width: 26rem; margin: 0 auto; }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  label { display: block; margin: 0.75rem 0 0.25rem; font-weight: bold; }
  input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #8a7b64; border-radius: 4px; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.25rem; }
  button { font-size: 1rem; padding: 0.55rem 1.1rem; border-radius: 4px; border: 1px solid #3d5a3a; cursor: pointer; }
  .primary { background: #3d5a3a; color: #fff; }
  .quiet { background: #fff; color: #3d5a3a; }
  .error { color: #9b1c1c; margin: 0.75rem 0 0; }
  .note { font-size: 0.9rem; color: #5c5142; }
  ul { padding-left: 1.25rem; }
</style></head><body><header>Genealogy site <span class="note" style="color:#dfe8dc">(local, for development)</span></header><main>${body}</main></body></html>`;
}

export function loginPage(uid: string, client: string, error?: string, login = ''): string {
  return page(
    'Sign in',
    `<h1>Sign in to continue to ${escape(client)}</h1>
<form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
  <label for="login">Username</label><input id="login" name="login" type="text" value="${escape(login)}" autofocus required>
  <label for="password">Password</label><input id="password" name="password" type="password" required>
  ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
  <div class="actions"><button class="primary" type="submit">Sign in</button></div>
</form>
<p class="note"><a href="/password-help">Forgot your password?</a></p>`,
  );
}

export function consentPage(uid: string, client: string, name: string, scopes: string[]): string {
  const what: Record<string, string> = {
    openid: 'Know who you are on the genealogy site',
    email: 'See your email address',
    profile: 'See your name and username',
  };
  return page(
    'Allow access',
    `<h1>${escape(client)} would like to</h1>
<ul>${scopes.map((s) => `<li>${escape(what[s] ?? s)}</li>`).join('')}</ul>
<p class="note">Signed in as ${escape(name)}.</p>
<form method="post" action="/interaction/${escape(uid)}/confirm"><div class="actions">
  <button class="primary" type="submit">Allow</button>
  <button class="quiet" type="submit" formaction="/interaction/${escape(uid)}/abort">Deny</button>
</div></form>`,
  );
}

export function passwordHelpPage(): string {
  return page(
    'Password help',
    `<h1>Password help</h1>
<p>This local provider is for development. Every demo account signs in with the password <code>${PROVIDER_DEMO_PASSWORD}</code>.</p>`,
  );
}
