import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import { GraphQLError, getVariableValues } from 'graphql';
import { limitError } from './limit-error';
import { TooComplexToPrice, queryCost } from './query-cost';

/** A request's price and coerced variables, for the rate limits (rate-limit-plugin.ts) to charge without pricing again. */
export interface PricedRequest {
  cost: number;
  variables: Record<string, unknown>;
}
export const pricedRequests = new WeakMap<GraphQLRequest, PricedRequest>();

/**
 * Refuses an operation whose cost (query-cost.ts) passes `maxCost`. It runs for every request once the
 * operation is known, not in validation: Apollo validates a document once and keeps it, while the cost
 * depends on the variables (`maxCount: $size`), which change from one request to the next.
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          // Variables that do not fit the operation fail before anything runs, with graphql-js's own message.
          const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
          if (coerced.errors) return;
          let cost: number;
          try {
            cost = queryCost(schema, document, operation, coerced.coerced);
          } catch (error) {
            if (error instanceof TooComplexToPrice) cost = Infinity;
            // An argument a size is read from was refused (a browse column's maxCount over 10,000…): the caller's to fix.
            else if (error instanceof GraphQLError)
              throw new GraphQLError(error.message, {
                extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400 } },
              });
            else throw error;
          }
          pricedRequests.set(request, { cost, variables: coerced.coerced });
          if (cost > maxCost) {
            const found = Number.isFinite(cost)
              ? `costs ${cost}, more than the limit of ${maxCost}`
              : `expands to too many fields to price (the cost limit is ${maxCost})`;
            throw limitError(
              'cost',
              `The query ${found}: ask for fewer or smaller pages (docs/api.md "Cost").`,
              maxCost,
            );
          }
        },
      };
    },
  };
}
