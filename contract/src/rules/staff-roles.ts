/**
 * What each staff role may do (docs/decisions/staff.md). The spec names the admin calls but not who may
 * use them: `admin` may do everything; `support` helps members (find them, view the site as them, unlink an
 * external account, correct index records); `content` looks after member tags, edits publications, manages images and imports records. Any role opens
 * the /admin page.
 */
export type StaffAbility =
  | 'roles'
  | 'users'
  | 'impersonate'
  | 'external-links'
  | 'tags'
  | 'api-keys'
  | 'corrections'
  | 'publications'
  | 'images'
  | 'imports';

export const STAFF_ABILITIES: Readonly<Record<string, readonly StaffAbility[]>> = {
  admin: [
    'roles',
    'users',
    'impersonate',
    'external-links',
    'tags',
    'api-keys',
    'corrections',
    'publications',
    'images',
    'imports',
  ],
  support: ['users', 'impersonate', 'external-links', 'corrections'],
  content: ['tags', 'publications', 'images', 'imports'],
};

/** The roles that grant an ability, e.g. who may see hidden scans ('images'). */
export function rolesWith(ability: StaffAbility): string[] {
  return Object.keys(STAFF_ABILITIES).filter((role) => STAFF_ABILITIES[role]!.includes(ability));
}

/** The abilities of a set of roles, in a stable order; unknown roles grant nothing. */
export function abilitiesOf(roles: readonly string[]): StaffAbility[] {
  const granted = new Set(roles.flatMap((role) => STAFF_ABILITIES[role] ?? []));
  return STAFF_ABILITIES.admin.filter((ability) => granted.has(ability));
}

/** How long an impersonation link works. */
export const IMPERSONATION_LINK_MS = 10 * 60_000;

export const IMPERSONATION_LIMIT_NOTE = 'Staff members cannot be impersonated';
