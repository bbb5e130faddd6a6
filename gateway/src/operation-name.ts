import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode } from 'graphql';

/**
 * A request whose `operationName` names no operation of its document, or that leaves it out while the document
 * holds several, is the caller's mistake: BAD_USER_INPUT with status 400 and a message naming the operations
 * there are. Apollo would otherwise hand the executor no operation at all.
 */
export function operationNamePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation) return;
          const names = operationNames(document);
          const listed = names.map((name) => name ?? '(anonymous)').join(', ');
          const message = request.operationName
            ? `operationName "${request.operationName}" names no operation of the document (it has: ${listed}).`
            : `The document has ${names.length} operations (${listed}): say which to run with operationName.`;
          throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
        },
      };
    },
  };
}

function operationNames(document: DocumentNode): (string | null)[] {
  return document.definitions.flatMap((d) => (d.kind === Kind.OPERATION_DEFINITION ? [d.name?.value ?? null] : []));
}
