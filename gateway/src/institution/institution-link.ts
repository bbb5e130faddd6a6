import type { Request } from 'express';

/** How long an institution link keeps its edition open in a browser session (accounts spec §3 "institution expiration"). */
export const INSTITUTION_LINK_MS = 12 * 3600_000;

/** What a session keeps after its browser opened an institution link. */
export interface InstitutionLinkRecord {
  id: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

declare module 'express-session' {
  interface SessionData {
    institutionLink?: InstitutionLinkRecord;
  }
}

/** The institution id of the session's link while it lasts; an expired link is forgotten. */
export function linkedInstitutionId(req: Request, now = Date.now()): number | null {
  const link = req.session?.institutionLink;
  if (!link) return null;
  if (link.expiresAt > now) return link.id;
  delete req.session.institutionLink;
  return null;
}

/** Whether the session carries something worth keeping without a member (a library link). */
export function hasInstitutionLink(req: Request): boolean {
  return !!req.session?.institutionLink;
}
