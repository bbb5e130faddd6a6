/**
 * Who may see the bytes of a publication's images (spec §3.5 access levels, §6 roles). Pure, so the matrix of
 * account kinds × levels is tested on its own; the routes feed it the gateway's identity.
 */
export type AccessLevel = 'PUBLIC' | 'REGISTERED' | 'CONFIRMED' | 'SUBSCRIBER' | 'SILO';

/** What the visitor lacks; the website turns it into the deny dialog (sign in, confirm email, subscribe, library). */
export type Requirement = 'login' | 'confirm' | 'subscribe' | 'silo';

export interface Viewer {
  userId: number | null;
  accountStatus: string;
  /** Email confirmed; the gateway's identity carries it, the services read it from the users table. */
  confirmed: boolean;
  roles: readonly string[];
  institutionId: number | null;
}

export const SUBSCRIBER_STATUSES: ReadonlySet<string> = new Set([
  'monthly-subscriber', 'annual-subscriber', 'comp-subscriber', 'bundle', 'free-trial',
]);

/** Administrators see everything, as the admin pages need; other roles grant nothing here. */
const ALL_ACCESS_ROLES = ['admin'];

export const isSubscriber = (viewer: Viewer) => viewer.userId !== null && SUBSCRIBER_STATUSES.has(viewer.accountStatus);

/** PUBLIC and REGISTERED count as open (spec §3.5): their thumbnails are shown to everybody. */
export const isOpenLevel = (level: string) => level === 'PUBLIC' || level === 'REGISTERED';

/**
 * null when the viewer may see images of a publication at this level, else what is missing.
 * An anonymous visitor is always asked to sign in first; subscribers pass CONFIRMED (they have paid);
 * SILO is, until institution purchases are modelled, any subscriber or any patron of an institution.
 * An unknown level is treated as the strictest.
 */
export function accessRequirement(level: string, viewer: Viewer): Requirement | null {
  if (level === 'PUBLIC') return null;
  if (viewer.userId === null) return level === 'SILO' && viewer.institutionId !== null ? null : 'login';
  if (viewer.roles.some((role) => ALL_ACCESS_ROLES.includes(role))) return null;
  switch (level) {
    case 'REGISTERED':
      return null;
    case 'CONFIRMED':
      return viewer.confirmed || isSubscriber(viewer) ? null : 'confirm';
    case 'SUBSCRIBER':
      return isSubscriber(viewer) ? null : 'subscribe';
    case 'SILO':
      return isSubscriber(viewer) || viewer.institutionId !== null ? null : 'silo';
    default:
      return isSubscriber(viewer) ? null : 'subscribe';
  }
}

export interface PublicationRights {
  allowDownload: boolean;
  allowPrint: boolean;
}

/** The publication's own switch for an action of the viewer (spec §3.5 allowDownload / allowPrint). */
export function actionAllowed(action: 'view' | 'download' | 'print', rights: PublicationRights): boolean {
  if (action === 'download') return rights.allowDownload;
  if (action === 'print') return rights.allowPrint;
  return true;
}
