import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { GatewayContext } from '../context';
import { actualCost } from './actual-cost';
import { pricedRequests } from './cost-limit';
import { rateCallerOf } from './rate-budget';
import type { Charge, RateBuckets, ThrottleStatus } from './rate-buckets';

/** `extensions.cost` of every answer, in Shopify's shape (docs/api.md "Rate limits"). */
export interface CostExtension {
  requestedQueryCost: number;
  /** Null when the request was refused and nothing ran. */
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; resetAt: string };
}

/**
 * Charges each operation to its caller's bucket (rate-buckets.ts): the requested cost up front, refused with
 * 429 THROTTLED before anything runs when the bucket holds less, settled to the actual cost after execution.
 * It answers in `responseForOperation`, after the response cache's: a public answer served from the shared
 * cache is the same for everyone and is neither charged nor given a caller's cost or headers.
 */
export function rateLimitPlugin(buckets: RateBuckets): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      const caller = rateCallerOf(contextValue.identity, contextValue.credential, contextValue.sender?.ipAddress);
      let charge: Charge | undefined;
      let refused: { status: ThrottleStatus; requested: number } | undefined;
      return {
        async responseForOperation({ request }) {
          const requested = pricedRequests.get(request)?.cost ?? 0;
          const result = await buckets.charge(caller, requested);
          if ('charged' in result) {
            charge = result.charged;
            return null;
          }
          refused = { status: result.refused, requested };
          return throttled(requested, result.refused);
        },
        async willSendResponse({ response, request, schema, document, operation }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          let cost: CostExtension;
          if (charge) {
            const variables = pricedRequests.get(request)?.variables ?? {};
            const actual = document && operation ? actualCost(schema, document, operation, variables, result.data) : 0;
            cost = extension(charge.points, actual, await buckets.settle(charge, actual));
          } else if (refused) {
            cost = extension(refused.requested, null, refused.status);
          } else if (result.data) {
            return; // answered from the shared response cache, before this plugin's turn
          } else {
            // Refused before it was priced (a syntax error, a limit): nothing charged, the bucket as it stands.
            cost = extension(0, 0, await buckets.look(caller));
          }
          result.extensions = { ...result.extensions, cost };
          for (const [name, value] of rateLimitHeaders(cost.throttleStatus)) response.http.headers.set(name, value);
        },
      };
    },
  };
}

function extension(requested: number, actual: number | null, status: ThrottleStatus): CostExtension {
  return {
    requestedQueryCost: requested,
    actualQueryCost: actual,
    throttleStatus: { ...status, resetAt: new Date(status.resetAt).toISOString() },
  };
}

/** GitHub's headers; X-RateLimit-Reset in epoch seconds. */
function rateLimitHeaders(status: CostExtension['throttleStatus']): [string, string][] {
  return [
    ['x-ratelimit-limit', String(status.maximumAvailable)],
    ['x-ratelimit-remaining', String(status.currentlyAvailable)],
    ['x-ratelimit-reset', String(Math.ceil(Date.parse(status.resetAt) / 1000))],
  ];
}

function throttled(requested: number, status: ThrottleStatus): GraphQLResponse {
  const retryAfter = Math.max(1, Math.ceil((status.resetAt - Date.now()) / 1000));
  const why =
    requested > status.maximumAvailable
      ? `This query costs ${requested} points, more than your whole budget of ${status.maximumAvailable} a window: ask for fewer or smaller pages.`
      : `This query costs ${requested} points and ${status.currentlyAvailable} of your ${status.maximumAvailable} are left: try again in ${retryAfter} s.`;
  return {
    http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfter)]]) },
    body: {
      kind: 'single',
      singleResult: {
        errors: [
          {
            message: `Rate limit exceeded. ${why} (docs/api.md "Rate limits")`,
            extensions: { code: 'THROTTLED', retryAfter },
          },
        ],
      },
    },
  };
}
