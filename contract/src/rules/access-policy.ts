/**
 * Who may do what with an object of a given access level (content spec §3.5, §6; accounts spec §4, §6).
 * Pure, so the whole matrix of account kinds × levels × actions is tested on its own; the services and the
 * gateway feed it the caller's identity and the object's publication.
 */
export type AccessLevel = 'PUBLIC' | 'REGISTERED' | 'CONFIRMED' | 'SUBSCRIBER' | 'SILO';

/** What the caller lacks; the website turns it into the deny dialog (sign in, confirm email, subscribe, institution). */
export type Requirement = 'login' | 'confirm' | 'subscribe' | 'silo';

export type AccessAction = 'VIEW' | 'SEARCH' | 'DOWNLOAD' | 'DOWNLOAD_PDF' | 'PRINT' | 'ANNOTATE';

export interface Viewer {
  /** Positive for a signed-in member, null for a visitor. */
  userId: number | null;
  accountStatus: string;
  confirmed: boolean;
  roles: readonly string[];
  /** The institution of the session (library edition), with its silo: 1 is the full edition. */
  institution: { id: number; silo: number } | null;
}

/** The publication's own switches for the actions that have one (content spec §3.5). */
export interface PublicationRights {
  /** The scan as a JPEG. */
  allowDownload: boolean;
  /** The page as a PDF with its citation (the spec's allowDownloadDoc). */
  allowDownloadDoc: boolean;
  allowPrint: boolean;
  allowAnnotations: boolean;
}

export type Decision =
  | { allowed: true }
  /** The caller could get it: `minimumAccountStatus` is the least account that opens it. */
  | { allowed: false; requirement: Requirement; minimumAccountStatus: string }
  /** Nobody may: the publication does not offer the action, so the website hides it. */
  | { allowed: false; notOffered: true };

export const SUBSCRIBER_STATUSES: ReadonlySet<string> = new Set([
  'monthly-subscriber',
  'annual-subscriber',
  'comp-subscriber',
  'bundle',
  'free-trial',
]);

/** Administrators see everything, as the admin pages need; other roles grant nothing here. */
const ALL_ACCESS_ROLES = ['admin'];

export const isPremium = (viewer: Pick<Viewer, 'userId' | 'accountStatus'>) =>
  viewer.userId !== null && SUBSCRIBER_STATUSES.has(viewer.accountStatus);

/** PUBLIC and REGISTERED count as open (content spec §3.5): their thumbnails are shown to everybody. */
export const isOpenLevel = (level: string) => level === 'PUBLIC' || level === 'REGISTERED';

/**
 * Whether the level opens for the caller. A library edition (silo 1) opens what a subscriber sees; a silo
 * institution (any other silo) opens only SILO content beyond the free levels. An unknown level is treated
 * as the strictest a subscriber may pass.
 */
export function levelOpens(level: string, viewer: Viewer): boolean {
  if (viewer.userId !== null && viewer.roles.some((role) => ALL_ACCESS_ROLES.includes(role))) return true;
  const member = viewer.userId !== null;
  const patron = viewer.institution !== null;
  switch (level) {
    case 'PUBLIC':
      return true;
    case 'REGISTERED':
      return member || patron;
    case 'CONFIRMED':
      return (member && (viewer.confirmed || isPremium(viewer))) || patron;
    case 'SUBSCRIBER':
      return isPremium(viewer) || viewer.institution?.silo === 1;
    case 'SILO':
      return isPremium(viewer) || patron;
    default:
      return isPremium(viewer);
  }
}

/** Every access level a publication may have, least first. */
export const ACCESS_LEVELS: readonly AccessLevel[] = ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'];

/**
 * The levels the caller opens, least first: the caller's access class. Callers with the same class may VIEW the
 * same objects, so what search counts for one of them (facets, dates) may be kept for the others.
 */
export const openedLevels = (viewer: Viewer): AccessLevel[] =>
  ACCESS_LEVELS.filter((level) => levelOpens(level, viewer));

/**
 * The spec's mapping from the item's level to the deny dialog (accounts spec §4): SUBSCRIBER gives subscribe,
 * SILO gives silo, CONFIRMED gives confirm when a user id exists and login otherwise, anything else login.
 * A patron of a silo institution is premium-exempt (§6): not offered a subscription, told about the silo.
 */
export function requirementFor(level: string, viewer: Viewer): Requirement {
  switch (level) {
    case 'SUBSCRIBER':
      return viewer.institution && viewer.institution.silo !== 1 && !isPremium(viewer) ? 'silo' : 'subscribe';
    case 'SILO':
      return 'silo';
    case 'CONFIRMED':
      return viewer.userId !== null ? 'confirm' : 'login';
    case 'PUBLIC':
    case 'REGISTERED':
      return 'login';
    default:
      return 'subscribe';
  }
}

/** The least account status that opens a requirement: a Basic account for login and confirm, else a free trial. */
export function minimumAccountStatus(requirement: Requirement): string {
  return requirement === 'login' || requirement === 'confirm' ? 'non-subscriber' : 'free-trial';
}

const deny = (requirement: Requirement): Decision => ({
  allowed: false,
  requirement,
  minimumAccountStatus: minimumAccountStatus(requirement),
});

/**
 * May the caller do `action` with an object of this level? Downloads, print and annotate also need the
 * publication to offer them; annotating needs a signed-in member with a confirmed email (a contribution
 * carries the member's name).
 */
export function decide(action: AccessAction, level: string, viewer: Viewer, rights?: PublicationRights): Decision {
  if (action === 'ANNOTATE') {
    if (viewer.userId === null) return deny('login');
    if (!viewer.confirmed && !isPremium(viewer)) return deny('confirm');
  }
  if (!levelOpens(level, viewer)) return deny(requirementFor(level, viewer));
  if (rights && !offers(action, rights)) return { allowed: false, notOffered: true };
  return { allowed: true };
}

/** Whether the publication offers the action at all (VIEW and SEARCH always). */
export function offers(action: AccessAction, rights: PublicationRights): boolean {
  if (action === 'DOWNLOAD') return rights.allowDownload;
  if (action === 'DOWNLOAD_PDF') return rights.allowDownloadDoc;
  if (action === 'PRINT') return rights.allowPrint;
  if (action === 'ANNOTATE') return rights.allowAnnotations;
  return true;
}
