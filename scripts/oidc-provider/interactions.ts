import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { PROVIDER_DEMO_PASSWORD, accountByLogin, accountBySubject } from './accounts';
import { consentPage, loginPage, passwordHelpPage } from './pages';

const CLIENT_NAME = 'Muster';

/**
 * The provider's sign-in and consent steps (its "interactions"): a request they handle answers true; the rest
 * of the protocol (authorization, token, userinfo, discovery) is oidc-provider's own.
 */
export function interactionRoutes(provider: Provider) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'GET' && url.pathname === '/password-help') return send(res, 200, passwordHelpPage());
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    if (!match) return false;
    const [, uid, action] = match;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'This sign-in has expired; start again from Muster.');

    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'login') return send(res, 200, loginPage(uid, CLIENT_NAME));
      const account = accountBySubject(String(details.session?.accountId));
      return send(
        res,
        200,
        consentPage(uid, CLIENT_NAME, account?.name ?? 'you', String(details.params.scope ?? 'openid').split(' ')),
      );
    }
    if (req.method !== 'POST') return false;
    const form = new URLSearchParams(await body(req));

    if (action === 'login') {
      const account = accountByLogin(form.get('login') ?? '');
      if (!account || form.get('password') !== PROVIDER_DEMO_PASSWORD) {
        return send(
          res,
          200,
          loginPage(uid, CLIENT_NAME, 'Your username or password did not match our records.', form.get('login') ?? ''),
        );
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.subject } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person did not allow access' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    // Consent: a grant of what the client asked for.
    const { prompt, params, session } = details;
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    if (!grant) return send(res, 400, 'This sign-in has expired; start again from Muster.');
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: details.grantId ? {} : { grantId } },
      { mergeWithLastSubmission: true },
    );
    return true;
  };
}

function send(res: ServerResponse, status: number, html: string): true {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
  return true;
}

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 10_000) break;
  }
  return text;
}
