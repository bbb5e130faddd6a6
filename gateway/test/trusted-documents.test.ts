import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useStack } from '@muster/testkit';
import { TrustedDocuments } from '../src/persisted/trusted-documents';

/**
 * Trusted documents (issue 14 point 10): the website sends the hashes codegen gave its operations, the gateway
 * runs the texts the build shipped, public answers by GET are cacheable, and nobody can plant a new hash.
 */
const website = JSON.parse(
  fs.readFileSync(createRequire(import.meta.url).resolve('@muster/client/persisted-documents'), 'utf8'),
) as Record<string, string>;
const CATALOGUE = 'query PublicCatalogue { publications { publicationId title } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const stack = useStack({
  gateway: {
    warmCache: false,
    trustedDocuments: new TrustedDocuments({ ...website, [`sha256:${sha256(CATALOGUE)}`]: CATALOGUE }),
  },
});

const browseTool = Object.entries(website).find(([, text]) => text.startsWith('query BrowseTool '))!;
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

async function post(body: object) {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

async function get(params: Record<string, string>) {
  const response = await fetch(`${stack.url}/graphql?${new URLSearchParams(params)}`, {
    headers: { 'content-type': 'application/json' },
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe('the website sends hashes', () => {
  test('a hash from the build runs its operation, with the __typename fields Apollo Client adds', async () => {
    const [hash] = browseTool;
    const answer = await post({ operationName: 'BrowseTool', extensions: persisted(hash.replace('sha256:', '')) });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.publications.length).toBeGreaterThan(0);
    expect(answer.body.data.publications[0].__typename).toBe('Publication');
    expect(answer.body.data.session.__typename).toBe('Session');
  });

  test('the same by GET, and a public answer may be cached by browsers and CDNs', async () => {
    const answer = await get({ extensions: JSON.stringify(persisted(sha256(CATALOGUE))) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.publications[0].title).toEqual(expect.any(String));
    expect(answer.headers.get('cache-control')).toMatch(/^max-age=\d+, public$/);
    const personal = await get({ operationName: 'BrowseTool', extensions: JSON.stringify(persisted(browseTool[0])) });
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control') ?? 'no-store').not.toMatch(/public/);
  });

  test('a hash the build did not ship answers PERSISTED_QUERY_NOT_FOUND, so the client sends the text', async () => {
    const answer = await post({ extensions: persisted(sha256('query Planted { session { user { email } } }')) });
    expect(answer.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.body.data).toBeUndefined();
  });

  test('sending a text with a hash never registers it: the hash alone is still unknown afterwards', async () => {
    const text = 'query Planted { publications { title } }';
    const first = await post({ query: text, extensions: persisted(sha256(text)) });
    expect(first.body.data.publications.length).toBeGreaterThan(0);
    const again = await post({ extensions: persisted(sha256(text)) });
    expect(again.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  test('a text sent under a website hash runs as that text, never as the trusted one', async () => {
    const answer = await post({ query: '{ __typename }', extensions: persisted(browseTool[0]) });
    expect(answer.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('GRAPHQL_FREEFORM=scoped', () => {
  const scoped = useStack({ gateway: { warmCache: false, freeformOperations: 'scoped' } });
  const ask = async (body: object) => {
    const response = await fetch(`${scoped.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  test("a visitor runs the website's operations by hash but no free-form text", async () => {
    const byHash = await ask({ operationName: 'BrowseTool', extensions: persisted(browseTool[0]) });
    expect(byHash.status).toBe(200);
    expect(byHash.body.data.publications.length).toBeGreaterThan(0);
    const freeform = await ask({ query: '{ publications { title } }' });
    expect(freeform.status).toBe(403);
    expect(freeform.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const website = await ask({ query: browseTool[1] });
    expect(website.status).toBe(403);
  });
});
