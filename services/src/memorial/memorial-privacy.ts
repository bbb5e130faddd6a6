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
  return memorial.privacyMode === 'PUBLIC' || (asker.userId !== null && (asker.userId === memorial.ownerId || asker.roles.includes('admin')));
}
