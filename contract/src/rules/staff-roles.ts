/**
 * What each staff role may do (docs/decisions/staff.md). The spec names the admin calls but not who may
 * use them: `admin` may do everything; `support` helps members (find them, view the site as them, unlink an
 * external account); `content` looks after member tags. Any role opens the /admin page.
 */
export type StaffAbility = 'roles' | 'users' | 'impersonate' | 'external-links' | 'tags' | 'api-keys' | 'imports';

export const STAFF_ABILITIES: Readonly<Record<string, readonly StaffAbility[]>> = {
  admin: ['roles', 'users', 'impersonate', 'external-links', 'tags', 'api-keys', 'imports'],
  support: ['users', 'impersonate', 'external-links'],
  content: ['tags', 'imports'],
};

/** The abilities of a set of roles, in a stable order; unknown roles grant nothing. */
export function abilitiesOf(roles: readonly string[]): StaffAbility[] {
  const granted = new Set(roles.flatMap((role) => STAFF_ABILITIES[role] ?? []));
  return STAFF_ABILITIES.admin.filter((ability) => granted.has(ability));
}

/** How long an impersonation link works. */
export const IMPERSONATION_LINK_MS = 10 * 60_000;

export const IMPERSONATION_LIMIT_NOTE = 'Staff members cannot be impersonated';
