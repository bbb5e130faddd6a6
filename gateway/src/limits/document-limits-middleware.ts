import type { RequestHandler } from 'express';
import { DOCUMENT_LIMITS, checkDocument } from './document-limits';

/** Query texts remembered as within the limits, and the longest one remembered (at most 16 MB in all). */
const REMEMBERED = 1000;
const REMEMBERED_LENGTH = 16_000;

/**
 * Refuses a GraphQL request (POST body or GET `query`) whose text passes the document limits, before Apollo
 * parses it, validates it or reads its document cache: answered in the time one parse takes, with the
 * status (400), error format and media type Apollo gives its own request errors. Anything else, syntax errors
 * included, goes on to Apollo. Texts found within the limits are remembered, so the website's few dozen
 * queries are parsed here once, not on every request.
 */
export function documentLimits(limits = DOCUMENT_LIMITS): RequestHandler {
  const accepted = new Set<string>();
  return (req, res, next) => {
    const query: unknown = req.method === 'GET' ? req.query.query : req.body?.query;
    if (typeof query !== 'string' || accepted.has(query)) return next();
    const { error } = checkDocument(query, limits);
    if (!error) {
      if (query.length <= REMEMBERED_LENGTH) {
        accepted.add(query);
        // Sets keep insertion order: the first is the oldest.
        if (accepted.size > REMEMBERED) accepted.delete(accepted.values().next().value!);
      }
      return next();
    }
    const { http: _http, ...extensions } = error.extensions;
    const type = req.accepts(['application/json', 'application/graphql-response+json']) || 'application/json';
    res
      .status(400)
      .type(type)
      .send(JSON.stringify({ errors: [{ ...error.toJSON(), extensions }] }));
  };
}
