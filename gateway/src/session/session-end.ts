import type { Request, Response } from 'express';
import { SIGNOUT_HEADER, type SignOutReason } from './session-data';
import { SESSION_COOKIE } from './session-settings';

/** Removes the request's signed-in session from the store and tells the browser to forget the cookie. */
export async function forgetSession(req: Request, res: Response): Promise<void> {
  const session = req.session;
  if (session?.passport?.user)
    await new Promise<void>((resolve, reject) => session.destroy((error) => (error ? reject(error) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends the session and tells the website why (it then goes to /signoff?signout-reason=…). */
export async function expireSession(req: Request, res: Response, reason: SignOutReason): Promise<void> {
  await forgetSession(req, res);
  res.setHeader(SIGNOUT_HEADER, reason);
}
