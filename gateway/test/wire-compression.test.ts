import http from 'node:http';
import zlib from 'node:zlib';
import { fixture } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';

/**
 * Lean on the wire (issue 14 point 11): answers are gzip- or brotli-compressed when the client accepts it, plain
 * when it does not, and JPEG tiles pass untouched; the SDL carries an ETag partners can revalidate with (point 9).
 */
const stack = useStack({ gateway: { warmCache: false } });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request through node:http, which (unlike fetch) neither asks for nor undoes compression by itself. */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${stack.url}${path}`,
      {
        method: body ? 'POST' : 'GET',
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const PARTNER_PAGE = JSON.stringify({
  query: `{ search(query: { maxCount: 100, facetRequests: [] }) {
    total hits { title doc { id ... on IndexRecord { fullName birthDate deathDate } } publication { title } }
  } }`,
});

describe('GraphQL answers on the wire', () => {
  test('a client that accepts gzip gets the same JSON gzipped, several times smaller', async () => {
    const plain = await raw('/graphql', {}, PARTNER_PAGE);
    const gzipped = await raw('/graphql', { 'accept-encoding': 'gzip' }, PARTNER_PAGE);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const unpacked = zlib.gunzipSync(gzipped.body);
    expect(JSON.parse(unpacked.toString()).data.search.hits.length).toBeGreaterThan(0);
    expect(JSON.parse(unpacked.toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(gzipped.body.length * 3).toBeLessThan(plain.body.length);
  });

  test('a client that prefers brotli gets brotli', async () => {
    const answer = await raw('/graphql', { 'accept-encoding': 'br, gzip' }, PARTNER_PAGE);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString()).data.search.total).toBeGreaterThan(0);
  });

  test('a JPEG thumbnail is sent as it is, never recompressed', async () => {
    const answer = await raw(`/thumbnail/${fixture.images.pensionCard}/200/200/0_0_0_0/0.jpg`, {
      'accept-encoding': 'gzip, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});

describe('GET /schema.graphql', () => {
  test('carries an ETag; asking again with it answers 304 without the SDL', async () => {
    const first = await raw('/schema.graphql', {});
    expect(first.status).toBe(200);
    expect(first.body.toString()).toContain('type Query');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw('/schema.graphql', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await raw('/schema.graphql', { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
  });
});
