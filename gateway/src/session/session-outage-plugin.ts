import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { CHANGE_UNAVAILABLE, SIGN_IN_UNAVAILABLE, sessionUnavailable } from './session-outage';

/** The mutations that make a session: refused with the sign-in message. */
const SIGN_IN_FIELDS = new Set(['signIn', 'verifyAccount', 'register']);

/**
 * Refuses a mutation from a request whose session is out of reach, before anything runs: done as a visitor it would
 * be refused as not signed in (and the website would send the member to sign in) or done without its member.
 */
export function sessionOutagePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation' || !contextValue.session?.unavailable()) return;
          const fields = operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
          throw sessionUnavailable(
            fields.some((name) => SIGN_IN_FIELDS.has(name)) ? SIGN_IN_UNAVAILABLE : CHANGE_UNAVAILABLE,
          );
        },
      };
    },
  };
}
