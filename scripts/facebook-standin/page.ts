import type { StandinAccount } from './accounts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The stand-in's authorize dialog: one button per demo person and a Cancel button, each a form posting the
 * dialog's ticket back, the way Facebook's own dialog ends in a redirect to the app with a code or an error.
 */
export function chooserPage(ticket: string, appName: string, accounts: readonly StandinAccount[]): string {
  const people = accounts
    .map(
      (a) => `
      <li><form method="post" action="/dialog/oauth/decide">
        <input type="hidden" name="ticket" value="${escape(ticket)}"><input type="hidden" name="account" value="${escape(a.id)}">
        <button type="submit" class="person"><strong>${escape(a.name)}</strong><span>${escape(a.email ?? 'no email shared')}</span></button>
      </form></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log in with Facebook (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f0f2f5; margin: 0; padding: 2rem 1rem; color: #1c1e21; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 2px 8px rgba(0,0,0,.15); }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; color: #1877f2; }
  p { margin: 0 0 1rem; color: #606770; }
  ul { list-style: none; padding: 0; margin: 0 0 1rem; }
  li { margin: 0 0 .5rem; }
  .person { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #dddfe2; border-radius: 6px; background: #fff; cursor: pointer; font: inherit; }
  .person:hover, .person:focus { border-color: #1877f2; }
  .person span { display: block; font-size: .875rem; color: #606770; }
  .cancel { padding: .5rem 1rem; border: 0; border-radius: 6px; background: #e4e6eb; font: inherit; cursor: pointer; }
</style></head>
<body><main>
  <h1>Facebook (local stand-in)</h1>
  <p>${escape(appName)} wants your public profile and email address. Choose who to continue as.</p>
  <ul>${people}</ul>
  <form method="post" action="/dialog/oauth/decide">
    <input type="hidden" name="ticket" value="${escape(ticket)}"><input type="hidden" name="cancel" value="1">
    <button type="submit" class="cancel">Cancel</button>
  </form>
</main></body></html>`;
}
