// The partner bench's table (Markdown, pasted into docs/performance.md "Partner page") and its verdict.
import { type ServiceCalls, describeCalls, isCredentialCall } from '@muster/testkit/service-calls';
import { median, ms, percentile } from '../stats';

export interface PartnerCell {
  path: string;
  clients: number;
  pages: number;
  /** Each page's time, request sent to answer read. */
  ms: number[];
  /** Time from the first page sent to the last answer read. */
  wallMs: number;
  /** Service calls per page: a fixed number for the REST client, the gateway's counted calls otherwise. */
  calls: number | ServiceCalls;
}

const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

function callsText(calls: number | ServiceCalls): string {
  if (typeof calls === 'number') return String(calls);
  const signIn = calls.total - calls.forFields;
  return `${n(calls.forFields)} (${describeCalls({ ...calls, byRoute: withoutSignIn(calls) })})${signIn ? ` + ${n(signIn)} sign-in` : ''}`;
}

/** The fields' calls only; the sign-in's lookups are counted apart. */
const withoutSignIn = (calls: ServiceCalls) => new Map([...calls.byRoute].filter(([key]) => !isCredentialCall(key)));

export function printPartnerReport(cells: PartnerCell[], worstSequential: ServiceCalls, budget: number): void {
  console.log('\n| path | clients | pages | p50 ms | p95 ms | pages/s | service calls per page |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const cell of cells)
    console.log(
      `| ${cell.path} | ${cell.clients} | ${cell.pages} | ${ms(median(cell.ms))} | ${ms(percentile(cell.ms, 95))} | ${((cell.pages / cell.wallMs) * 1000).toFixed(1)} | ${callsText(cell.calls)} |`,
    );
  const worst = worstSequential.forFields;
  console.log(
    `\nservice calls for the page's fields, the most any one-client GraphQL page made: ${n(worst)} (budget ${budget}): ${worst <= budget ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    'counted by the gateway (muster_gateway_service_calls_total) around each page; "sign-in" is the session cookie\'s lookups, which a key or token does not make',
  );
}
