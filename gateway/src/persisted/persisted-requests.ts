import type { Request, RequestHandler } from 'express';
import { answerGraphqlError } from '../http/graphql-error-answer';
import type { TrustedDocuments } from './trusted-documents';

declare module 'express-serve-static-core' {
  interface Request {
    /** True when the operation came by the hash of a trusted document rather than as free-form text. */
    musterPersisted?: boolean;
  }
}

interface PersistedQueryExtension {
  version?: number;
  sha256Hash?: string;
}

/**
 * Resolves a request that names its operation by hash (`extensions.persistedQuery.sha256Hash`, the protocol of
 * Apollo Client's persisted-query link, by POST or GET) to the trusted text, before Apollo sees it. A hash the
 * build did not ship answers `PERSISTED_QUERY_NOT_FOUND` (the link then sends the text once); a request with both
 * text and hash is free-form text. Apollo's own automatic persisted queries stay off: the gateway never learns
 * new hashes from callers, so nobody can plant a document under the website's name.
 */
export function persistedRequests(documents: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    const get = req.method === 'GET';
    const extensions = get ? parsedExtensions(req) : (req.body?.extensions as Record<string, unknown> | undefined);
    const persisted = extensions?.persistedQuery as PersistedQueryExtension | undefined;
    if (!extensions || !persisted || typeof persisted !== 'object') return next();
    const { persistedQuery: _hash, ...rest } = extensions;
    const given = get ? req.query.query : req.body?.query;
    const sent = typeof given === 'string' && given ? given : null;
    const text = sent ?? documents.text(String(persisted.sha256Hash ?? ''));
    if (!text) {
      answerGraphqlError(res, 200, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND', {
        detail: 'Send the operation text with this hash.',
      });
      return;
    }
    req.musterPersisted = sent === null;
    if (get) rewriteSearch(req, text, rest);
    else req.body = { ...req.body, query: text, extensions: rest };
    next();
  };
}

function parsedExtensions(req: Request): Record<string, unknown> | undefined {
  const raw = req.query.extensions;
  if (typeof raw !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined; // Apollo answers a malformed `extensions` itself, with its 400.
  }
}

/** GET: Apollo's Express integration reads the URL's query string, so the text goes there. */
function rewriteSearch(req: Request, text: string, extensions: Record<string, unknown>) {
  const url = new URL(req.url, 'http://gateway');
  url.searchParams.set('query', text);
  if (Object.keys(extensions).length) url.searchParams.set('extensions', JSON.stringify(extensions));
  else url.searchParams.delete('extensions');
  req.url = `${url.pathname}${url.search}`;
}
