import type { RequestHandler } from 'express';
import { checkDocument } from './document-limits';
import { DOCUMENT_LIMITS } from './query-limits';

/**
 * Refuses a GraphQL request (POST body or GET `query`) whose text passes the document limits, before Apollo
 * parses it, validates it or reads its document cache: answered in the time one parse takes, with the
 * status (400), error format and media type Apollo gives its own request errors. Anything else, syntax errors
 * included, goes on to Apollo.
 */
export function documentLimits(limits = DOCUMENT_LIMITS): RequestHandler {
  return (req, res, next) => {
    const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
    if (typeof query !== 'string') return next();
    const { error } = checkDocument(query, limits);
    if (!error) return next();
    const { http: _http, ...extensions } = error.extensions;
    const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
    res.status(400).type(type).send(JSON.stringify({ errors: [{ ...error.toJSON(), extensions }] }));
  };
}
