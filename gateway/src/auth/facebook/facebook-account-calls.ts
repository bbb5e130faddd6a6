import express, { type Request, type Response } from 'express';
import type { ServiceCallOptions } from '../../backends/service-http';
import { FacebookBackend, type ServiceAnswer } from '../../backends/facebook';
import type { GatewaySessions } from '../../session/gateway-sessions';
import { identityOf } from '../request-identity';
import { signInternalAuth } from '../internal-auth';

export interface AccountCallsDeps {
  sessions: GatewaySessions;
  internalAuthSecret: string;
  call: Omit<ServiceCallOptions, 'authHeader'>;
}

/**
 * A signed-in member's own Facebook link (accounts spec §7 "Social network"): `POST /fb/disconnect` removes it
 * (and the Facebook picture with it), `PUT /fb/user {usePhoto}` shows the Facebook picture instead of the
 * uploaded photo, or stops. JSON bodies only, like the other social calls, so another site's form cannot send
 * them. Answers `{ result, facebookConnected, usesFacebookPhoto }`; a visitor gets 401 NOT_SIGNED_IN.
 */
export function facebookAccountCalls({ sessions, internalAuthSecret, call }: AccountCallsDeps): express.Router {
  const router = express.Router();
  const signedIn = [express.json({ limit: '1kb' }), ...sessions.load, sessions.resolve(0)];
  const backend = (req: Request) =>
    new FacebookBackend({ ...call, authHeader: signInternalAuth(identityOf(req), internalAuthSecret) });

  router.post('/disconnect', ...signedIn, async (req, res, next) => {
    try {
      if (refused(req, res)) return;
      send(res, await backend(req).unlink());
    } catch (error) {
      next(error);
    }
  });

  router.put('/user', ...signedIn, async (req, res, next) => {
    try {
      if (refused(req, res)) return;
      const usePhoto = (req.body as { usePhoto?: unknown } | undefined)?.usePhoto;
      if (typeof usePhoto !== 'boolean')
        return reply(res, 400, { result: 'ERROR', code: 'BAD_USER_INPUT', message: 'usePhoto is true or false' });
      send(res, await backend(req).usePhoto(usePhoto));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** A visitor, or a body that is not JSON: answered here, and true. */
function refused(req: Request, res: Response): boolean {
  if (identityOf(req).userId === null) {
    reply(res, 401, { result: 'NOT_SIGNED_IN', code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    return true;
  }
  if (!req.is('application/json')) {
    reply(res, 415, { result: 'ERROR', code: 'BAD_REQUEST', message: 'Send the request as application/json' });
    return true;
  }
  return false;
}

function send(res: Response, answer: ServiceAnswer<{ photoVersion: string | null }>): void {
  if (answer.status >= 300) {
    const body = (answer.body ?? {}) as { code?: string; message?: string };
    return reply(res, answer.status === 401 ? 401 : answer.status, {
      result: answer.status === 401 ? 'NOT_SIGNED_IN' : 'ERROR',
      code: body.code ?? (answer.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST'),
      message: body.message ?? 'Something went wrong. Please try again later.',
    });
  }
  const user = answer.body as { photoVersion: string | null };
  reply(res, 200, { result: 'SUCCESS', usesFacebookPhoto: user.photoVersion?.startsWith('fb') ?? false });
}

function reply(res: Response, status: number, body: Record<string, unknown>): void {
  res.status(status).set('cache-control', 'no-store').json(body);
}
