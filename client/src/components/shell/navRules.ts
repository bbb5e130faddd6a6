/** What the header's rules need to know of the session (accounts §2 page shell, §6 roles). */
export interface NavSession {
  user: { premium: boolean } | null;
  /** silo may be left out by callers that do not ask for it (treated as no silo). */
  institution: { silo?: number | null } | null;
}

/**
 * The spec leaves these rules unshown; ours (docs/decisions/collections.md), built on its own terms (accounts §6):
 * - War Stories (member stories, BETA) is hidden in a silo institution's session (silo other than 1),
 *   whose patrons are limited to what the institution buys.
 * - The Vietnam Wall and U.S.S. Arizona Memorial links are hidden from a premium-exempt caller: silo applies
 *   and the caller is not a premium member (a patron of a silo institution, signed in or not).
 */
export function navVisibility(session: NavSession | null): { warStories: boolean; memorialWalls: boolean } {
  const siloNumber = session?.institution?.silo;
  const silo = siloNumber != null && siloNumber !== 1;
  return { warStories: !silo, memorialWalls: !silo || session?.user?.premium === true };
}
