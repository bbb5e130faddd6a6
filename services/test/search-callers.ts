import { ANONYMOUS, type Identity } from '../src/auth/identity';
import { fixture } from './fixtures';

/**
 * The callers search tests ask as: a visitor, a Basic member (confirmed, opens PUBLIC to CONFIRMED) and a
 * subscriber (every level), the latter two being the fixture's users.
 */
export const callers = {
  visitor: ANONYMOUS,
  basic: { userId: 2, accountStatus: 'non-subscriber', roles: ['staff'], institutionId: null, confirmed: true },
  subscriber: { userId: fixture.user.id, accountStatus: 'annual-subscriber', roles: [], institutionId: null, confirmed: true },
} satisfies Record<string, Identity>;
