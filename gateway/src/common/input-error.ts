import { GraphQLError } from 'graphql';

/** Where in the arguments a bad input sits, and the values it takes where there is a list (docs/api.md "Errors"). */
export interface InputProblem {
  /** The argument path, e.g. `query.filters[0].values` or `facet.maxCount`. */
  argument?: string;
  allowed?: readonly string[];
}

/** An argument the caller can fix; the message says how, `extensions.argument` says which. */
export function badUserInput(message: string, { argument, allowed }: InputProblem = {}): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'BAD_USER_INPUT',
      ...(argument ? { argument } : {}),
      ...(allowed ? { allowed: [...allowed] } : {}),
    },
  });
}

/** A request for more than a limit allows (content §8 TOO_LARGE), raised before any service is called. */
export function tooLarge(message: string, maximum: number, argument?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_LARGE', maximum, ...(argument ? { argument } : {}) } });
}

/**
 * Fails with BAD_USER_INPUT when a count or position is below zero (or below `minimum`). `name` is how the
 * message calls it; `argument` is its path when it differs (`name` is taken as the path otherwise).
 */
export function atLeast(
  value: number | null | undefined,
  minimum: number,
  name: string,
  argument: string = name,
): void {
  if (value != null && value < minimum) {
    throw badUserInput(
      minimum === 0
        ? `${name} may not be negative (got ${value})`
        : `${name} must be at least ${minimum} (got ${value})`,
      { argument },
    );
  }
}
