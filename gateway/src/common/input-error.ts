import { GraphQLError } from 'graphql';

/** An argument the caller can fix; the message says how. */
export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A request for more than a limit allows (content §8 TOO_LARGE), raised before any service is called. */
export function tooLarge(message: string, maximum: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'TOO_LARGE', maximum } });
}

/** Fails with BAD_USER_INPUT when a count or position is below zero (or below `minimum`). */
export function atLeast(value: number | null | undefined, minimum: number, name: string): void {
  if (value != null && value < minimum) {
    throw badUserInput(
      minimum === 0
        ? `${name} may not be negative (got ${value})`
        : `${name} must be at least ${minimum} (got ${value})`,
    );
  }
}
