import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayMetrics } from './metrics';

/** Counts operations by name (cut to 64 characters so a partner cannot grow the label set without end). */
export function operationMetricsPlugin(metrics: GatewayMetrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, operation, errors }) {
          metrics.graphqlOperations.inc({
            operationName: (operationName ?? 'anonymous').slice(0, 64),
            operationType: operation?.operation ?? 'unknown',
            outcome: errors?.length ? 'error' : 'ok',
          });
        },
      };
    },
  };
}
