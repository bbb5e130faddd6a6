import type { RequestHandler } from 'express';
import type { InstitutionFinder } from '../backends/institution-finder';
import { INSTITUTION_LINK_MS } from './institution-link';
import { redirectAfterSave } from '../session/session-save';

/**
 * `GET /library/{token}`: an institution's link (docs/decisions/institutions.md). A valid secret opens the
 * institution's edition in this browser's session for INSTITUTION_LINK_MS and goes home; an unknown one goes
 * home with `?library=invalid` and changes nothing.
 */
export function institutionLinkRoute(finder: InstitutionFinder): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = String(req.params.token ?? '');
      const found = /^[A-Za-z0-9_-]{8,128}$/.test(token) ? await finder.byLinkToken(token) : null;
      if (!found) {
        res.redirect('/?library=invalid');
        return;
      }
      req.session.institutionLink = { id: found.id, expiresAt: Date.now() + INSTITUTION_LINK_MS };
      await redirectAfterSave(req, res, '/');
    } catch (error) {
      next(error);
    }
  };
}
