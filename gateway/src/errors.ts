import { ACCOUNT_ERROR_CODES } from './auth/account-errors';
import { MEMBERSHIP_ERROR_CODES } from '@muster/contract/rules';
import type { GraphQLFormattedError } from 'graphql';

/** Codes whose messages are written for the caller and are safe to show in production. */
const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'TOO_LARGE',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'SERVICE_UNAVAILABLE',
  // The search service stopped a search at its time limit (SEARCH_STATEMENT_TIMEOUT_MS); the message says what to try.
  'SEARCH_TIMEOUT',
  // A search cursor made before the index was rebuilt: the message says to start the walk again.
  'CURSOR_EXPIRED',
  // The account services' catalogue (sign-in 401/429, password rules…): messages written for the member.
  ...ACCOUNT_ERROR_CODES,
  // The subscription service's refusals (payments off, card declined…): messages written for the member.
  ...MEMBERSHIP_ERROR_CODES,
]);

/** Error masking: in production anything not meant for the caller becomes a plain internal error. */
export function maskErrors(production: boolean) {
  return (error: GraphQLFormattedError): GraphQLFormattedError => {
    const formatted = withLimitCode(error);
    if (!production) return formatted;
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PUBLIC_CODES.has(code)) return formatted;
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

/**
 * Apollo files every error of a validation rule under GRAPHQL_VALIDATION_FAILED; a query limit (depth, aliases,
 * directives: limits/limit-error.ts) keeps the code every limit answers with, so callers meet one code for all.
 */
function withLimitCode(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (typeof formatted.extensions?.limit !== 'string' || formatted.extensions.code === 'BAD_USER_INPUT')
    return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
}
