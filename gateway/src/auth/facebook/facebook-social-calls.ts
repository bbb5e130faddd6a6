import express, { type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import type { SessionUserDto } from '@muster/contract';
import { AuthBackend } from '../../backends/auth';
import type { ServiceCallOptions } from '../../backends/service-http';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { ANONYMOUS, identityOfUser } from '../identity';
import { signInternalAuth } from '../internal-auth';
import { FacebookBackend, type ServiceAnswer } from '../../backends/facebook';
import type { PendingFacebook } from './facebook-pending';
import { type FacebookCall, resultOfStatus } from './facebook-results';

export interface SocialCallsDeps {
  sessions: GatewaySessions;
  internalAuthSecret: string;
  pending: PendingFacebook;
  call: Omit<ServiceCallOptions, 'authHeader'>;
}

const MISSING_LOGIN = 'Please sign in with Facebook again';

/**
 * The social calls after a login that found no Muster account (spec §7 "Social network"):
 * `GET /fb/pending` (the Facebook person, for the connect screen), `POST /fb/connect` (product credentials
 * link the accounts) and `POST /fb/register` (a new account). They answer the spec's statuses with the
 * result value they map to (§8): 200 SUCCESS, 400 INVALID_SIGNED_REQUEST (no, a changed or an expired
 * Facebook login), 401 NOT_SIGNED_IN, anything else ERROR. JSON bodies only, so a form on another site
 * cannot post here (its content type would need a CORS preflight this gateway never grants).
 */
export function socialCalls({ sessions, internalAuthSecret, pending, call }: SocialCallsDeps): express.Router {
  const router = express.Router();
  const as = (user: SessionUserDto | null) =>
    new FacebookBackend({
      ...call,
      authHeader: signInternalAuth(user ? identityOfUser(user) : ANONYMOUS, internalAuthSecret),
    });

  router.get('/pending', (req, res) => {
    const person = pending.read(req);
    if (!person) return answer(res, 'connect', 400, MISSING_LOGIN);
    res.set('cache-control', 'no-store').json({ name: person.name, email: person.email });
  });

  router.post('/connect', express.json({ limit: '8kb' }), ...sessions.load, async (req, res, next) => {
    try {
      const person = pending.read(req);
      const { username, password } = (req.body ?? {}) as { username?: unknown; password?: unknown };
      if (!person) return answer(res, 'connect', 400, MISSING_LOGIN);
      if (
        !req.is('application/json') ||
        typeof username !== 'string' ||
        typeof password !== 'string' ||
        !username.trim() ||
        !password
      ) {
        return answer(res, 'connect', 400, 'Please enter your email or username and password');
      }
      let user: SessionUserDto;
      try {
        user = await new AuthBackend({ ...call, authHeader: signInternalAuth(ANONYMOUS, internalAuthSecret) }).signIn(
          username,
          password,
          req.ip,
        );
      } catch (error) {
        const status =
          error instanceof GraphQLError
            ? (error.extensions.http as { status?: number } | undefined)?.status
            : undefined;
        // A forced password update is not a wrong password: it is "not connected", and the sign-in form handles it.
        const code = error instanceof GraphQLError ? error.extensions.code : undefined;
        return answer(
          res,
          'connect',
          code === 'CREDENTIALS' ? 401 : status === 429 ? 429 : 403,
          error instanceof Error ? error.message : undefined,
        );
      }
      return finish(req, res, 'connect', await as(user).link(person.id));
    } catch (error) {
      next(error);
    }
  });

  router.post('/register', express.json({ limit: '8kb' }), ...sessions.load, async (req, res, next) => {
    try {
      const person = pending.read(req);
      if (!person) return answer(res, 'register', 400, MISSING_LOGIN);
      const body = (req.body ?? {}) as { email?: unknown; howDidYouHearAboutUs?: unknown };
      const typed = typeof body.email === 'string' ? body.email.trim() : '';
      const email = typed || person.email || '';
      const heard = typeof body.howDidYouHearAboutUs === 'string' ? body.howDidYouHearAboutUs.trim().slice(0, 200) : '';
      if (!req.is('application/json') || !email)
        return answer(res, 'register', 400, 'Please enter a valid email', 'EMAIL_INVALID');
      const fromFacebook = person.email !== null && email.toLowerCase() === person.email.toLowerCase();
      return finish(
        req,
        res,
        'register',
        await as(null).register({
          facebookId: person.id,
          email,
          emailFromFacebook: fromFacebook,
          ...(heard ? { howDidYouHearAboutUs: heard } : {}),
        }),
      );
    } catch (error) {
      next(error);
    }
  });

  /** Signs in the member a successful link or registration answered with; otherwise passes the refusal on. */
  async function finish(req: Request, res: Response, kind: FacebookCall, reply: ServiceAnswer<SessionUserDto>) {
    const refusal = reply.body as { code?: string; message?: string } | undefined;
    if (reply.status >= 300) return answer(res, kind, reply.status, refusal?.message, refusal?.code);
    pending.forget(res);
    await sessions.control(req, res).logIn(reply.body as SessionUserDto);
    answer(res, kind, reply.status);
  }

  return router;
}

function answer(res: Response, call: FacebookCall, status: number, message?: string, code?: string): void {
  res
    .status(status)
    .set('cache-control', 'no-store')
    .json({ result: resultOfStatus(status, call), ...(message ? { message } : {}), ...(code ? { code } : {}) });
}
