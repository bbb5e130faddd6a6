/** Who is asking, as far as a memorial's privacy cares. */
interface Asker {
  userId: number | null;
  roles: readonly string[];
}

/**
 * A private memorial exists only for its owner and administrators (content §3.1): anybody else is told it is not
 * there, since no account would open it (there is no deny dialog for somebody else's private page). Pure: the
 * memorial service and the gateway both apply it.
 */
export function memorialVisible(memorial: { privacyMode: string; ownerId: number }, asker: Asker): boolean {
  return (
    memorial.privacyMode === 'PUBLIC' ||
    (asker.userId !== null && (asker.userId === memorial.ownerId || asker.roles.includes('admin')))
  );
}

/** Staff who may edit any memorial (accounts: the `admin` role). */
const isStaff = (asker: Asker) => asker.userId !== null && asker.roles.includes('admin');

/** Only the memorial's owner and staff change the memorial, its privacy and its elements (issue 6). */
export function memorialEditable(memorial: { ownerId: number }, asker: Asker): boolean {
  return asker.userId !== null && (asker.userId === memorial.ownerId || isStaff(asker));
}

/** Kinds a member who may only see a memorial adds: a comment or a correction. */
export const CONTRIBUTION_KINDS: ReadonlySet<string> = new Set(['COMMENT', 'CORRECTION']);

/** Any signed-in member who can see a memorial may comment on it or correct it. */
export function memorialCommentable(memorial: { privacyMode: string; ownerId: number }, asker: Asker): boolean {
  return asker.userId !== null && memorialVisible(memorial, asker);
}

/** The owner and staff change any element; a member changes only their own comments and corrections. */
export function elementEditable(
  memorial: { ownerId: number },
  element: { type: string; ownerId: number },
  asker: Asker,
): boolean {
  return (
    memorialEditable(memorial, asker) ||
    (asker.userId !== null && element.ownerId === asker.userId && CONTRIBUTION_KINDS.has(element.type))
  );
}
