import type { Response } from 'express';

/**
 * What the popup posts to the page that opened it (accounts spec §7): the provider's key with `authResults`,
 * or an `error`. The page reads the rest of the flow from the gateway, never from this message alone.
 */
export type PopupMessage =
  | {
      key: string;
      authResults:
        | { status: 'SUCCESS' }
        | { status: 'UNLINKED'; login: string }
        | { status: 'AMBIGUOUS'; usernames: string[] }
        | { status: 'NOT_FOUND' };
    }
  | { key: string; error: 'FAILED' | 'CANCELLED' | 'ERROR' };

/** The script of the popup page: a file, not inline, so a strict Content-Security-Policy can forbid inline scripts. */
export const POPUP_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('provider-result').textContent);
  // Delivered only if the opener is still on this site's own origin.
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(data, window.location.origin);
    window.close();
  }
  document.getElementById('provider-fallback').hidden = false;
})();
`;

/** The last page of the popup: hands the result to the opener and closes; says what to do if there is no opener. */
export function sendPopupPage(res: Response, message: PopupMessage, status = 200): void {
  // JSON inside a script element: `<` escaped so no value can close the element.
  const json = JSON.stringify(message).replace(/</g, '\\u003c');
  res.status(status).type('html').set('cache-control', 'no-store').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in…</title><meta name="viewport" content="width=device-width"></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; color: #222">
<p>Signing in…</p>
<p id="provider-fallback" hidden>This window can be closed. <a href="/login">Return to the sign-in page</a>.</p>
<script type="application/json" id="provider-result">${json}</script>
<script src="/auth/oidc/popup.js"></script>
</body></html>`);
}
