import type { ErrorRequestHandler } from 'express';
import { answerGraphqlError } from './graphql-error-answer';

/**
 * A /graphql body the JSON parser refused (not JSON, or over the size limit), answered as GraphQL over HTTP
 * answers a request that cannot run: a 4xx with `errors` and a catalogued code, not Express's HTML page.
 */
export const badBody: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
  if (error.type === 'entity.too.large') {
    answerGraphqlError(res, 413, 'The request body is too large', 'TOO_LARGE');
    return;
  }
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    answerGraphqlError(res, error.status, 'The request body is not valid JSON', 'BAD_REQUEST');
    return;
  }
  next(error);
};
