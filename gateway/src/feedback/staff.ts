import { GraphQLError } from 'graphql';
import type { CallerIdentity } from '../auth/identity';

/** Staff are users with at least one role, who also see the Admin link (accounts spec §2). */
export function requireStaff(identity: CallerIdentity): void {
  if (identity.roles.length === 0) {
    throw new GraphQLError('Only staff may read feedback', {
      extensions: { code: identity.userId === null ? 'UNAUTHENTICATED' : 'FORBIDDEN' },
    });
  }
}
