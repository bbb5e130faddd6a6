import { GraphQLError } from 'graphql';

/**
 * Runs a call to the search service and files its refusals under the GraphQL argument that held the query: the
 * service names the part of its query (`filters[0]`, `after`), the caller reads `query.filters[0]`.
 */
export async function underArgument<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const part = error instanceof GraphQLError ? error.extensions.argument : undefined;
    if (!(error instanceof GraphQLError) || typeof part !== 'string' || error.extensions.service === undefined)
      throw error;
    throw new GraphQLError(error.message, {
      extensions: { ...error.extensions, argument: `${name}.${part}` },
      originalError: error.originalError,
    });
  }
}
