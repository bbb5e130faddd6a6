// The gateway's own count of the calls it made to the services (muster_gateway_service_calls_total, read from
// GET /metrics with METRICS_TOKEN), so a bench or a test counts the calls a page really made rather than
// estimating them. Two readings around a page give that page's calls; around a batch of concurrent pages, their sum.

/** Calls so far, by `service route` (statuses added up). */
export type ServiceCallReading = Map<string, number>;

const METRIC = 'muster_gateway_service_calls_total';

/**
 * Calls that say who the caller is rather than read the page's fields: a cookie's session and the member's fresh
 * account behind it (session-middleware.ts, every request), an API key's lookup (once per key per cache window,
 * api-key-resolver.ts) and a visitor's library by address (once per address). They come before any field is
 * resolved, so the budget leaves them out.
 */
export function isCredentialCall(key: string): boolean {
  return (
    key.startsWith('session ') ||
    key === 'user /user/self' ||
    key === 'user /user/institution/by-address' ||
    key === 'api-key /api-key/gateway/resolve'
  );
}

/**
 * The gateway's read of the services' data versions (gateway/src/backends/data-versions.ts): at most once per 2 s
 * per process, whatever pages it serves, so it is no page's cost; the first page on a fresh gateway meets it.
 */
export function isVersionsPoll(key: string): boolean {
  return key === 'cache /cache/versions';
}

/** A call a page's fields made: neither who the caller is nor the periodic versions poll. */
export function isFieldCall(key: string): boolean {
  return !isCredentialCall(key) && !isVersionsPoll(key);
}

/** At most this many service calls for a partner's page, whatever fields it asks (issue 14 point 14). */
export const PAGE_CALL_BUDGET = 4;

/** The counter's series in Prometheus text format, summed over statuses. */
export function parseServiceCalls(text: string): ServiceCallReading {
  const reading: ServiceCallReading = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${METRIC}{`)) continue;
    const close = line.lastIndexOf('}');
    const labels = labelsOf(line.slice(METRIC.length + 1, close));
    const value = Number(
      line
        .slice(close + 1)
        .trim()
        .split(' ')[0],
    );
    if (!Number.isFinite(value)) throw new Error(`unreadable ${METRIC} line: ${line}`);
    const key = `${labels.service ?? '?'} ${labels.route ?? '?'}`;
    reading.set(key, (reading.get(key) ?? 0) + value);
  }
  return reading;
}

/** `a="x",b="y \"z\""` → { a: 'x', b: 'y "z"' } (Prometheus label escaping). */
function labelsOf(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const m of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return labels;
}

/** Reads the counter from a gateway's /metrics. */
export async function readServiceCalls(gatewayUrl: string, metricsToken: string): Promise<ServiceCallReading> {
  const response = await fetch(`${gatewayUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  if (response.status !== 200) throw new Error(`GET ${gatewayUrl}/metrics answered ${response.status}`);
  return parseServiceCalls(await response.text());
}

/** What the calls between two readings were. */
export interface ServiceCalls {
  /** Every call, the caller's sign-in included. */
  total: number;
  /** Calls the page's fields made (see isFieldCall): what the budget counts. */
  forFields: number;
  /** `service route` → calls, the routes that were called only. */
  byRoute: Map<string, number>;
}

/** The calls made between two readings, divided by `pages` when they span several pages. */
export function callsBetween(before: ServiceCallReading, after: ServiceCallReading, pages = 1): ServiceCalls {
  const byRoute = new Map<string, number>();
  let total = 0;
  let forFields = 0;
  for (const [key, count] of after) {
    const made = (count - (before.get(key) ?? 0)) / pages;
    if (made === 0) continue;
    if (made < 0) throw new Error(`${METRIC} went down for ${key}: was the gateway restarted?`);
    byRoute.set(key, made);
    total += made;
    if (isFieldCall(key)) forFields += made;
  }
  return { total, forFields, byRoute };
}

/** `search 1, index-record 1, document 1` style summary of a page's calls, by service. */
export function describeCalls({ byRoute }: ServiceCalls): string {
  const byService = new Map<string, number>();
  for (const [key, count] of byRoute) {
    const service = key.split(' ')[0]!;
    byService.set(service, (byService.get(service) ?? 0) + count);
  }
  if (byService.size === 0) return 'none';
  const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
  return [...byService].map(([service, count]) => `${service} ${n(count)}`).join(', ');
}
