import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS, STANDIN_APP, type StandinAccount } from './accounts';
import { chooserPage } from './page';

/**
 * A tiny OAuth 2 server that answers like Facebook's login dialog, token endpoint and Graph API `/me`,
 * so that development and tests sign in with Facebook offline (docs/decisions/sign-in-facebook.md).
 * Only the parts passport-facebook uses: the authorization-code flow, Facebook's error shapes, and
 * Facebook's way of saying "cancelled" (`error=access_denied&error_reason=user_denied`).
 */
export interface StandinOptions {
  port?: number;
  host?: string;
  accounts?: readonly StandinAccount[];
  app?: { clientId: string; clientSecret: string };
}

export interface FacebookStandin {
  url: string;
  /** The gateway's FACEBOOK_* endpoint settings for this stand-in. */
  endpoints: { authorizationURL: string; tokenURL: string; profileURL: string };
  close(): Promise<void>;
}

const LIFETIME_MS = 10 * 60_000;

interface Ticket {
  redirectUri: string;
  state: string | null;
  expires: number;
}
interface Grant {
  accountId: string;
  redirectUri: string;
  clientId: string;
  expires: number;
}

export async function startFacebookStandin(options: StandinOptions = {}): Promise<FacebookStandin> {
  const accounts = options.accounts ?? DEMO_ACCOUNTS;
  const app = options.app ?? STANDIN_APP;
  const tickets = new Map<string, Ticket>();
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, { accountId: string; expires: number }>();
  const token = () => randomBytes(18).toString('base64url');

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://standin');
      const params = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams;
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /dialog/oauth') {
        const redirectUri = params.get('redirect_uri');
        if (params.get('client_id') !== app.clientId || !redirectUri || params.get('response_type') !== 'code') {
          return send(res, 400, 'text/plain', 'Invalid app ID or redirect address.');
        }
        const ticket = token();
        tickets.set(ticket, { redirectUri, state: params.get('state'), expires: Date.now() + LIFETIME_MS });
        return send(res, 200, 'text/html; charset=utf-8', chooserPage(ticket, 'Muster', accounts));
      }
      if (route === 'POST /dialog/oauth/decide') {
        const ticket = tickets.get(params.get('ticket') ?? '');
        tickets.delete(params.get('ticket') ?? '');
        if (!ticket || ticket.expires < Date.now())
          return send(res, 400, 'text/plain', 'This login dialog has expired.');
        const back = new URL(ticket.redirectUri);
        const account = accounts.find((a) => a.id === params.get('account'));
        if (params.get('cancel') || !account) {
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_code: '200',
            error_description: 'Permissions error',
            error_reason: 'user_denied',
          }).toString();
        } else {
          const code = token();
          codes.set(code, {
            accountId: account.id,
            redirectUri: ticket.redirectUri,
            clientId: app.clientId,
            expires: Date.now() + LIFETIME_MS,
          });
          back.searchParams.set('code', code);
        }
        if (ticket.state !== null) back.searchParams.set('state', ticket.state);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (url.pathname === '/oauth/access_token') {
        const grant = codes.get(params.get('code') ?? '');
        codes.delete(params.get('code') ?? '');
        if (params.get('client_id') !== app.clientId || params.get('client_secret') !== app.clientSecret)
          return graphError(res, 'Error validating client secret.', 1);
        if (!grant || grant.expires < Date.now() || grant.redirectUri !== params.get('redirect_uri')) {
          return graphError(res, 'Invalid verification code format.', 100);
        }
        const accessToken = token();
        tokens.set(accessToken, { accountId: grant.accountId, expires: Date.now() + LIFETIME_MS });
        return send(
          res,
          200,
          'application/json',
          JSON.stringify({ access_token: accessToken, token_type: 'bearer', expires_in: LIFETIME_MS / 1000 }),
        );
      }
      if (route === 'GET /me') {
        const given = params.get('access_token') ?? req.headers.authorization?.replace(/^(Bearer|OAuth) /i, '') ?? '';
        const held = tokens.get(given);
        const account = held && held.expires > Date.now() ? accounts.find((a) => a.id === held.accountId) : undefined;
        if (!account) return graphError(res, 'Invalid OAuth access token.', 190);
        const fields = (params.get('fields') ?? 'id,name').split(',');
        const profile: Record<string, string> = {};
        for (const field of fields) {
          const value = account[field as keyof StandinAccount];
          if (value !== undefined) profile[field] = value;
        }
        return send(res, 200, 'application/json', JSON.stringify(profile));
      }
      send(res, 404, 'text/plain', 'Not found');
    } catch (error) {
      send(res, 500, 'text/plain', String(error));
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    endpoints: {
      authorizationURL: `${url}/dialog/oauth`,
      tokenURL: `${url}/oauth/access_token`,
      profileURL: `${url}/me`,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

/** Facebook's Graph API error body. */
function graphError(res: http.ServerResponse, message: string, code: number): void {
  send(
    res,
    400,
    'application/json',
    JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'standin' } }),
  );
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 64_000) throw new Error('Body too large');
  }
  return body;
}
