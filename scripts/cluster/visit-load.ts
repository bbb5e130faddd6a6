// A light, steady load of visitors through the site's address (`npm run cluster -- roll --under-load`): the home
// page, the catalogue and searches, which reach the services. Not the load bench (scripts/bench/load): it only
// shows whether users see a failure while something is done to the cluster.
type Outcome = 'ok' | 'throttled' | string;

export interface VisitLoadResult {
  requests: number;
  /** 429s: one address sends all of it, so its rate budget runs out unless RATE_LIMITS=off. */
  throttled: number;
  /** Answers of 500 or more, failed connections and GraphQL errors, counted by kind. */
  failures: Record<string, number>;
  slowestMs: number;
}

const KEYWORDS = ['Smith', 'Johnson', 'Gettysburg', 'Ohio', 'Private', 'Massachusetts'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function visit(site: string, step: number): Promise<Outcome> {
  const response =
    step % 3 === 0
      ? await fetch(`${site}/`, { signal: AbortSignal.timeout(30_000) })
      : await fetch(`${site}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          signal: AbortSignal.timeout(30_000),
          body: JSON.stringify({
            query:
              step % 3 === 1
                ? '{ publications { publicationId } }'
                : `{ search(query: { keywords: "${KEYWORDS[step % KEYWORDS.length]}", maxCount: 5 }) { totalCount } }`,
          }),
        });
  const text = await response.text();
  if (response.status === 429) return 'throttled';
  if (response.status >= 500) return `HTTP ${response.status}`;
  if (response.headers.get('content-type')?.includes('json')) {
    const errors = (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors;
    if (errors) return `GraphQL ${errors.map((e) => e.extensions?.code).join(',')}`;
  }
  return 'ok';
}

/** `users` visitors, each asking, then waiting `thinkMs`, until stop() is called. */
export function visitLoad(site: string, users = 8, thinkMs = 200) {
  let running = true;
  const result: VisitLoadResult = { requests: 0, throttled: 0, failures: {}, slowestMs: 0 };
  const visitor = async (n: number) => {
    for (let step = n; running; step++) {
      const started = Date.now();
      const outcome = await visit(site, step).catch((error: Error) => `no answer: ${error.message}`);
      result.requests++;
      result.slowestMs = Math.max(result.slowestMs, Date.now() - started);
      if (outcome === 'throttled') result.throttled++;
      else if (outcome !== 'ok') result.failures[outcome] = (result.failures[outcome] ?? 0) + 1;
      await sleep(thinkMs);
    }
  };
  const visitors = Array.from({ length: users }, (_, n) => visitor(n));
  return {
    async stop(): Promise<VisitLoadResult> {
      running = false;
      await Promise.all(visitors);
      return result;
    },
  };
}
