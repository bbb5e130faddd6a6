import { GraphQLError } from 'graphql';

/**
 * Runs a call to the search service and files its refusals under the GraphQL argument that held the query: the
 * service names the part of its query (`filters[0]`, `after`), the caller reads `query.filters[0]` (or `after`, when
 * the cursor came as `search`'s own argument).
 */
export async function underArgument<T>(
  name: string,
  run: () => Promise<T>,
  /** Parts the caller passed as arguments of their own (`after` beside `query`), by the argument's name. */
  own: Readonly<Record<string, string>> = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const part = error instanceof GraphQLError ? error.extensions.argument : undefined;
    if (!(error instanceof GraphQLError) || typeof part !== 'string' || error.extensions.service === undefined)
      throw error;
    throw new GraphQLError(error.message, {
      extensions: { ...error.extensions, argument: own[part] ?? `${name}.${part}` },
      originalError: error.originalError,
    });
  }
}
