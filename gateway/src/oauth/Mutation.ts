import type { MutationResolvers } from '../__generated__/resolvers-types';
import { badUserInput } from '../common/input-error';
import { requireMember } from '../gallery/member-only';
import { notFound } from '../staff/staff-access';
import { namedApps } from './connected-app';

/** A `client_id` as OAUTH_CLIENTS registers them; longer or empty is no app's. */
const CLIENT_ID_MAX = 200;

export const Mutation: MutationResolvers = {
  disconnectApp: async (_, { clientId }, { identity, backends, oauthApps }) => {
    requireMember(identity);
    if (clientId.length === 0 || clientId.length > CLIENT_ID_MAX)
      throw badUserInput(`clientId must be 1 to ${CLIENT_ID_MAX} characters (got ${clientId.length})`, {
        argument: 'clientId',
      });
    if (!(await backends.connectedApps.disconnect(clientId)))
      throw notFound(`You have not connected the app ${clientId}`);
    return namedApps(await backends.connectedApps.list(), oauthApps);
  },
};
