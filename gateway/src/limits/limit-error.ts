import { GraphQLError, type ASTNode } from 'graphql';

/** The query limits, named in `extensions.limit` so a client can tell which one it passed. */
export type QueryLimit = 'tokens' | 'fields' | 'equalKeys' | 'depth' | 'aliases' | 'directives' | 'cost';

/**
 * A query refused for its size: BAD_USER_INPUT with status 400 (the caller can fix it by asking for less),
 * `extensions.limit` naming the limit and `extensions.maximum` its value. The message says what was too big.
 */
export function limitError(
  limit: QueryLimit,
  message: string,
  maximum: number,
  nodes?: ASTNode | readonly ASTNode[],
): GraphQLError {
  return new GraphQLError(message, {
    nodes,
    extensions: { code: 'BAD_USER_INPUT', limit, maximum, http: { status: 400 } },
  });
}
