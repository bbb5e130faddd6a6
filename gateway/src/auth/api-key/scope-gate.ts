import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context';

/** GRAPHQL_FREEFORM: `open` runs any operation from anybody; `scoped` runs free-form ones only for the trusted. */
export type FreeformPolicy = 'open' | 'scoped';

export function freeformPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): FreeformPolicy {
  return env.GRAPHQL_FREEFORM === 'scoped' ? 'scoped' : 'open';
}

function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
}

/**
 * What a credential's scopes allow, checked once the operation is known and before anything runs: a key or
 * token without `write` runs no mutation, and under the `scoped` policy an operation that is not persisted
 * runs only for a credential with `freeform` or a staff member's session (GraphiQL). Cookies and visitors carry no
 * credential: the first rule never concerns them, the second does.
 */
export function scopeGatePlugin(policy: FreeformPolicy): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          const { credential, identity, persisted } = contextValue;
          if (operation?.operation === 'mutation' && credential && !credential.scopes.includes('write'))
            throw forbidden(
              `This ${credential.kind === 'api-key' ? 'API key' : 'token'} is read-only: mutations need the write scope.`,
            );
          if (policy === 'open' || persisted) return;
          if (credential ? credential.scopes.includes('freeform') : identity.roles.length > 0) return;
          throw forbidden(
            "This API accepts only the website's persisted operations from this caller: free-form operations need a key or token with the freeform scope.",
          );
        },
      };
    },
  };
}
