import type { ApolloServerPlugin } from '@apollo/server';
import { WEBSITE_OPERATIONS } from './__generated__/website-operations';
import type { GatewayMetrics } from './metrics';

const KNOWN = new Set(WEBSITE_OPERATIONS);

/**
 * The operation-name label: the website's own operations by name, every other name `other` and none
 * `anonymous`. Names are the caller's to choose, so labelling them as sent would let anyone grow the metric
 * set (and every scrape) without end.
 */
export function operationLabel(operationName: string | null | undefined): string {
  if (!operationName) return 'anonymous';
  return KNOWN.has(operationName) ? operationName : 'other';
}

/** Counts operations by (bounded) name, type and outcome. */
export function operationMetricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, operation, errors }) {
          metrics.graphqlOperations.inc({
            operationName: operationLabel(operationName),
            operationType: operation?.operation ?? 'unknown',
            outcome: errors?.length ? 'error' : 'ok',
          });
        },
      };
    },
  };
}
