import type { Request, RequestHandler, Response } from 'express';
import { identityOf } from '../auth/request-identity';
import { signInternalAuth } from '../auth/internal-auth';
import type { ServiceCallOptions } from '../backends/service-http';
import type { SessionControl } from '../session/session-control';
import { StaffBackend } from '../backends/staff';
import { redirectAfterSave } from '../session/session-save';

export interface ImpersonationRouteDeps {
  call: Omit<ServiceCallOptions, 'authHeader'>;
  internalAuthSecret: string;
  control: (req: Request, res: Response) => SessionControl;
}

/**
 * `GET /admin/impersonate/{token}` (after the session middleware): the staff member who made the link, in
 * their own signed-in browser, becomes the member for this session (a new session id); the session keeps
 * who is behind it, shown by the "Viewing as" banner. Ending it signs out (docs/decisions/staff.md).
 */
export function impersonationRoute({ call, internalAuthSecret, control }: ImpersonationRouteDeps): RequestHandler {
  return async (req, res, next) => {
    const token = String(req.params.token ?? '');
    const identity = identityOf(req);
    if (identity.userId === null) {
      res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
      return;
    }
    try {
      const staff = new StaffBackend({ ...call, authHeader: signInternalAuth(identity, internalAuthSecret) });
      const opened = await staff.redeemImpersonation(token, req.ip).catch(() => null);
      if (!opened) {
        res.redirect('/admin?impersonation=invalid');
        return;
      }
      await control(req, res).logIn(opened.user);
      req.session.impersonation = {
        staffId: opened.staffId,
        staffUsername: opened.staffUsername,
        startedAt: Date.now(),
      };
      await redirectAfterSave(req, res, '/');
    } catch (error) {
      next(error);
    }
  };
}
