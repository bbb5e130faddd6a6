import type { Request, Response } from 'express';

/**
 * Stores the request's session now. express-session saves a changed session when the response ends, but it
 * sends the headers and all but the last byte first and finishes the store's write afterwards, so a browser
 * following a redirect (or a page whose script runs before its last byte) may come back before the store
 * holds the session, find its cookie's session gone and be signed off. Saving first closes that window.
 */
export async function saveSession(req: Request): Promise<void> {
  const session = req.session;
  if (session)
    await new Promise<void>((resolve, reject) => session.save((error) => (error ? reject(error) : resolve())));
}

/** Stores the session (see saveSession), then redirects. */
export async function redirectAfterSave(req: Request, res: Response, location: string): Promise<void> {
  await saveSession(req);
  res.redirect(location);
}

/**
 * Makes the response store the session before it ends, for a handler that ends it itself (passport's
 * strategies redirect with `res.end`). Should the store fail, the response is a 500 rather than a redirect
 * to a step whose session is missing.
 */
export function saveBeforeEnd(req: Request, res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    saveSession(req).then(
      () => end(...args),
      () => {
        if (!res.headersSent) res.status(500).removeHeader('location');
        end();
      },
    );
    return res;
  }) as Response['end'];
}
