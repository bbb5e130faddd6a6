import { ACCOUNT_ERROR_CODES } from './auth/account-errors';
import type { GraphQLFormattedError } from 'graphql';

/** Codes whose messages are written for the caller and are safe to show in production. */
const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT', 'TOO_LARGE', 'FORBIDDEN', 'UNAUTHENTICATED', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE',
  'SERVICE_UNAVAILABLE',
  // The search service stopped a search at its time limit (SEARCH_STATEMENT_TIMEOUT_MS); the message says what to try.
  'SEARCH_TIMEOUT',
  // The account services' catalogue (sign-in 401/429, password rules…): messages written for the member.
  ...ACCOUNT_ERROR_CODES,
]);

/** Error masking: in production anything not meant for the caller becomes a plain internal error. */
export function maskErrors(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    if (!production) return formatted;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PUBLIC_CODES.has(code)) return formatted;
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
