import type { GraphQLFormattedError } from 'graphql';
import { isErrorCode } from './errors/error-codes';
import { withInputDetails } from './errors/input-details';

/** Error masking: in production anything not meant for the caller becomes a plain internal error. */
export function maskErrors(production: boolean) {
  return (error: GraphQLFormattedError): GraphQLFormattedError => {
    const formatted = withInputDetails(withLimitCode(error));
    if (!production) return formatted;
    const code = formatted.extensions?.code;
    // Every catalogued code carries a message written for the caller; an internal error's message is not.
    if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return formatted;
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
