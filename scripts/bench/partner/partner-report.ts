// The partner bench's table (Markdown, pasted into docs/performance.md "Partner page") and its verdict.
import { type ServiceCalls, describeCalls, isFieldCall } from '@muster/testkit/service-calls';
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
  // The API key's lookups and the gateway's periodic versions poll: no field's cost.
  const credential = calls.total - calls.forFields;
  return `${n(calls.forFields)} (${describeCalls({ ...calls, byRoute: withoutCredential(calls) })})${credential ? ` + ${n(credential)} credential or versions poll` : ''}`;
}

/** The fields' calls only; the credential's lookups and the versions poll are counted apart. */
const withoutCredential = (calls: ServiceCalls) => new Map([...calls.byRoute].filter(([key]) => isFieldCall(key)));

/** The calls one page made with one choice of fields. */
export interface FieldChoiceCalls {
  name: string;
  calls: ServiceCalls;
}

export function printPartnerReport(cells: PartnerCell[], choices: FieldChoiceCalls[], budget: number): void {
  console.log('\n| path | clients | pages | p50 ms | p95 ms | pages/s | service calls per page |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const cell of cells)
    console.log(
      `| ${cell.path} | ${cell.clients} | ${cell.pages} | ${ms(median(cell.ms))} | ${ms(percentile(cell.ms, 95))} | ${((cell.pages / cell.wallMs) * 1000).toFixed(1)} | ${callsText(cell.calls)} |`,
    );
  console.log('\n| fields of each record (GraphQL, one page) | service calls |\n|---|---|');
  for (const { name, calls } of choices) console.log(`| ${name} | ${callsText(calls)} |`);
  const worst = Math.max(...choices.map(({ calls }) => calls.forFields));
  console.log(
    `\nservice calls for a page's fields, at most ${n(worst)} (budget ${budget}): ${worst <= budget ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    'counted by the gateway (muster_gateway_service_calls_total) around each page; "credential" is the API key\'s lookup (one per key per cache window), counted apart',
  );
}
