// The two ways a search reaches the engine: straight to the service's REST route, and as the website's
// GraphQL search through the gateway. Each call reports its latency (request sent to body read) or why it failed.
import { performance } from 'node:perf_hooks';
import { DEFAULT_THUMB, withEnumNames } from '@muster/contract/rules';
import type { SearchQuery } from '@muster/contract';

export type Outcome = { ok: true; ms: number; total: number } | { ok: false; ms: number; error: string };

export type SearchCall = (query: SearchQuery) => Promise<Outcome>;

/** Fields of a hit the bench asks for: the search page's (client SearchHit_hit) plus the match kinds. */
const hitFields = (withMatches: boolean) => `
  doc { id }
  title
  highlights
  ${withMatches ? 'matches { field kind value }' : ''}
  thumbnail { url width height title }
  publication { id publicationId title slug }`;

export const searchDocument = (withMatches: boolean) => `query BenchSearch($query: SearchQueryInput!) {
  search(query: $query) {
    total
    hits {${hitFields(withMatches)}
    }
    facets { type totalCount values { value label count } }
  }
}`;

/**
 * Straight to `POST /fold31-search/doc-search`. With `pageData` the call asks what the gateway asks for the
 * website's search page: each hit's title, thumbnail and publication inline (`includeContent`, the
 * gateway's thumbnail size), so both paths fetch the same data from the engine and the database.
 */
export function serviceSearch(servicesUrl: string, timeoutMs: number, pageData = false): SearchCall {
  const url = `${servicesUrl}/fold31-search/doc-search`;
  const extra = pageData
    ? { includeContent: true, thumbWidth: DEFAULT_THUMB.width, thumbHeight: DEFAULT_THUMB.height }
    : {};
  return (query) =>
    timed(url, JSON.stringify({ ...query, ...extra }), timeoutMs, (status, body) => {
      if (status !== 200) return `HTTP ${status}: ${reason(body)}`;
      return Number((body as { total?: number }).total ?? 0);
    });
}

export function gatewaySearch(gatewayUrl: string, timeoutMs: number, withMatches: boolean): SearchCall {
  const url = `${gatewayUrl}/graphql`;
  const document = searchDocument(withMatches);
  return (query) =>
    timed(
      url,
      JSON.stringify({ query: document, variables: { query: withEnumNames(query) } }),
      timeoutMs,
      (status, body) => {
        const { data, errors } = body as {
          data?: { search?: { total: number } | null };
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        if (errors?.length) return `${errors[0].extensions?.code ?? 'ERROR'}: ${errors[0].message}`;
        if (status !== 200 || !data?.search) return `HTTP ${status}: ${reason(body)}`;
        return data.search.total;
      },
    );
}

async function timed(
  url: string,
  body: string,
  timeoutMs: number,
  judge: (status: number, body: unknown) => number | string,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    });
    const text = await response.text();
    const ms = performance.now() - started;
    // A whole page is 70 KB of JSON: parsing it all cost the bench client a quarter of what the service spent
    // answering, on the same cores. An answer without errors needs only its total, the first "total" key of both
    // paths' answers (an escaped quote inside a string cannot make a key); anything else is parsed and judged.
    const total = response.status === 200 && !text.includes('"errors":') ? /"total":(\d+)/.exec(text) : null;
    if (total) return { ok: true, ms, total: Number(total[1]) };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, ms, error: `HTTP ${response.status}: ${text.slice(0, 120)}` };
    }
    const verdict = judge(response.status, parsed);
    return typeof verdict === 'number' ? { ok: true, ms, total: verdict } : { ok: false, ms, error: verdict };
  } catch (error) {
    const ms = performance.now() - started;
    const name = (error as Error).name;
    return {
      ok: false,
      ms,
      error: name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : `${name}: ${(error as Error).message}`,
    };
  }
}

function reason(body: unknown): string {
  const b = body as { message?: string; error?: string; code?: string } | null;
  return (b?.message ?? b?.error ?? JSON.stringify(body)).slice(0, 160);
}
