// The website's own operations, sent as the website sends them (client/src/apollo.ts): only the hash of a trusted
// document from the build's persisted-documents.json, queries by GET (so a CDN could cache public answers),
// mutations by POST, each with Apollo Client's headers and the member's session cookie.
import { createRequire } from 'node:module';

const documents = createRequire(import.meta.url)('@muster/client/persisted-documents') as Record<string, string>;

/** Operation name → hash ("sha256:<hex>" in the file, bare hex on the wire). */
const hashes = new Map<string, string>();
for (const [hash, text] of Object.entries(documents)) {
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
  if (name) hashes.set(name, hash.replace(/^sha256:/, ''));
}

/** One HTTP request of a visit: what autocannon sends. */
export interface Call {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function hashOf(operation: string): string {
  const hash = hashes.get(operation);
  if (!hash)
    throw new Error(`the website has no operation ${operation} (client/src/__generated__/persisted-documents.json)`);
  return hash;
}

const apolloHeaders = (cookie: string | null): Record<string, string> => ({
  accept: 'application/graphql-response+json,application/json;q=0.9',
  // Apollo Client sends it on GET too; Apollo Server's CSRF prevention lets such requests through.
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

const extensions = (operation: string) => ({ persistedQuery: { version: 1, sha256Hash: hashOf(operation) } });

/** A query by GET: `?operationName=…&variables=…&extensions=…`, as Apollo's rewriteURIForGET writes it. */
export function query(kind: string, operation: string, variables: object, cookie: string | null): Call {
  const search = new URLSearchParams({
    operationName: operation,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions(operation)),
  });
  return { kind, method: 'GET', path: `/graphql?${search}`, headers: apolloHeaders(cookie) };
}

export function mutation(kind: string, operation: string, variables: object, cookie: string | null): Call {
  return {
    kind,
    method: 'POST',
    path: '/graphql',
    headers: apolloHeaders(cookie),
    body: JSON.stringify({ operationName: operation, variables, extensions: extensions(operation) }),
  };
}

/**
 * A plain GET (info.json, tiles) with the session cookie the browser sends on the site's own origin: a signed image
 * address holds for the member it was signed for, whom the gateway tells the image service from the session.
 */
export const get = (kind: string, path: string, cookie: string | null): Call => ({
  kind,
  method: 'GET',
  path,
  headers: { accept: 'image/avif,image/webp,*/*', ...(cookie ? { cookie } : {}) },
});
