// npm run bench -- partner (issue 14 point 14, docs/performance.md "Partner page"): a partner's page of 100 hits
// with each record's names, dates, publication title and image size, through GraphQL beside the same data from
// the REST services directly, one client at a time and at 20 concurrent clients. The gateway's service calls
// are counted by its own metric (muster_gateway_service_calls_total) around every sequential page.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { signIdentity } from '@muster/services/auth';
import {
  FIELD_CHOICES,
  type PartnerPageQuery,
  partnerPageDocument,
  partnerPageVariables,
} from '@muster/testkit/partner-page';
import {
  PAGE_CALL_BUDGET,
  type ServiceCallReading,
  type ServiceCalls,
  callsBetween,
  readServiceCalls,
} from '@muster/testkit/service-calls';
import { startGatewayProcess, startServicesProcess } from '../node-process';
import { credentialFloor, gatewayPage, partnerKey, postGraphql } from './gateway-page';
import { partnerPages } from './partner-pages';
import { preparePartnerData } from './partner-data';
import { type FieldChoiceCalls, printPartnerReport, type PartnerCell } from './partner-report';
import { REST_CALLS_PER_PAGE, type PartnerRow, restPage } from './rest-page';

export interface PartnerBenchOptions {
  data: 'auto' | 'demo' | 'bench';
  /** Pages each way, one client at a time. */
  pages: number;
  clients: number;
  /** Pages each way at `clients` concurrent clients. */
  concurrentPages: number;
  /** The demo account the partner's API key belongs to: a subscriber, whom every record's details are open to. */
  username: string;
  log: (message: string) => void;
}

type Path = (page: PartnerPageQuery) => Promise<PartnerRow[]>;

export async function runPartnerBench(options: PartnerBenchOptions): Promise<void> {
  const { log } = options;
  const data = await preparePartnerData(options.data, log);
  const db = data.open();
  const pages = await partnerPages(db.db);
  const member = await db.db
    .selectFrom('users')
    .select(['id', 'username', 'account_status', 'confirmed', 'roles', 'institution_id'])
    .where('username', '=', options.username)
    .executeTakeFirst();
  // Whoever makes the key: staff holding the api-keys ability, as on the admin page.
  const staff = (
    await db.db.selectFrom('users').select(['id', 'username', 'roles']).where('closed', '=', 0).execute()
  ).find((user) => rolesOf(user.roles).includes('admin'));
  await db.close();
  if (!member) throw new Error(`the data has no member ${options.username}`);
  if (!staff) throw new Error("the data has no admin to make the partner's API key");
  if (pages.length === 0) throw new Error('the data has no publication with a full page of 100 hits');
  log(`${data.name}: ${pages.length} full pages of 100 hits over the publications`);

  const secret = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(24).toString('hex');
  const services = await startServicesProcess({ ...data.env, INTERNAL_AUTH_SECRET: secret });
  const gateway = await startGatewayProcess(services.url, 120_000, {
    INTERNAL_AUTH_SECRET: secret,
    METRICS_TOKEN: metricsToken,
  }).catch(async (error) => {
    await services.stop();
    throw error;
  });
  try {
    const identity = {
      userId: member.id,
      username: member.username,
      accountStatus: member.account_status,
      confirmed: Boolean(member.confirmed),
      roles: rolesOf(member.roles),
      institutionId: member.institution_id,
    };
    const staffAuth = () =>
      signIdentity({ ...identity, userId: staff.id, username: staff.username, roles: rolesOf(staff.roles) }, secret);
    // The partner's program: the key on every request, no cookie. A key never carries staff roles, so the REST
    // client below sends the account's identity without them too.
    const partner = await partnerKey(services.url, staffAuth, member.id);
    const key = partner.authorization;
    identity.roles = [];
    const rest: Path = (page) => restPage(services.url, page, () => signIdentity(identity, secret));
    const graphql: Path = (page) => gatewayPage(gateway.url, page, key);

    await sameData(pages[0]!, rest, graphql, log);
    const readCalls = () => readServiceCalls(gateway.url, metricsToken);
    const choices: FieldChoiceCalls[] = [];
    for (const { name, fields, hitFields } of FIELD_CHOICES) {
      const before = await readCalls();
      await postGraphql(gateway.url, key, partnerPageDocument(fields, hitFields), partnerPageVariables(pages[0]!));
      choices.push({ name, calls: callsBetween(before, await readCalls()) });
    }
    log('warming up: 40 pages each way');
    for (const page of cycle(pages, 40)) {
      await rest(page);
      await graphql(page);
    }

    const sequential = cycle(pages, options.pages);
    log(`one client: ${sequential.length} pages each way, in alternating order`);
    const seq = await sequentialRun(sequential, rest, graphql, readCalls);

    // The credential's share of a GraphQL page: the same key on an operation that reads no field.
    const floorBefore = await readCalls();
    const floor = await loadRun(sequential, 1, () => credentialFloor(gateway.url, key));
    const floorCalls = callsBetween(floorBefore, await readCalls(), sequential.length);

    const concurrent = cycle(pages, options.concurrentPages);
    log(`${options.clients} clients: ${concurrent.length} pages each way`);
    const restLoad = await loadRun(concurrent, options.clients, rest);
    const before = await readCalls();
    const graphqlLoad = await loadRun(concurrent, options.clients, graphql);
    const loadCalls = callsBetween(before, await readCalls(), concurrent.length);

    const cells: PartnerCell[] = [
      { path: 'REST, hand-written client', clients: 1, ...seq.rest, calls: REST_CALLS_PER_PAGE },
      { path: 'GraphQL', clients: 1, ...seq.graphql, calls: seq.maxCalls },
      { path: 'GraphQL `{ __typename }`, the API key alone', clients: 1, ...floor, calls: floorCalls },
      { path: 'REST, hand-written client', clients: options.clients, ...restLoad, calls: REST_CALLS_PER_PAGE },
      { path: 'GraphQL', clients: options.clients, ...graphqlLoad, calls: loadCalls },
    ];
    printPartnerReport(
      cells,
      [...choices, { name: 'the busiest of the timed pages', calls: seq.maxCalls }],
      PAGE_CALL_BUDGET,
    );
    await partner.revoke();
  } finally {
    await gateway.stop();
    await services.stop();
  }
}

/** The two paths must read the same rows, or the comparison means nothing. */
async function sameData(page: PartnerPageQuery, rest: Path, graphql: Path, log: (m: string) => void): Promise<void> {
  const [a, b] = await Promise.all([rest(page), graphql(page)]);
  const key = (rows: PartnerRow[]) => JSON.stringify([...rows].sort((x, y) => x.id - y.id));
  if (key(a) !== key(b))
    throw new Error(`the two paths read different data for ${JSON.stringify(page)}:\n${key(a)}\n${key(b)}`);
  const dated = a.filter((row) => row.birthDate || row.deathDate).length;
  log(`both paths read the same ${a.length} records of the first page (${dated} with dates), images and publications`);
}

function rolesOf(roles: unknown): string[] {
  return (typeof roles === 'string' ? JSON.parse(roles) : roles) as string[];
}

function cycle<T>(list: T[], n: number): T[] {
  return Array.from({ length: n }, (_, i) => list[i % list.length]!);
}

interface Timings {
  pages: number;
  ms: number[];
  wallMs: number;
}

/** Pairs of pages, the order alternating; the gateway's calls are read around each of its pages. */
async function sequentialRun(
  pages: PartnerPageQuery[],
  rest: Path,
  graphql: Path,
  readCalls: () => Promise<ServiceCallReading>,
): Promise<{ rest: Timings; graphql: Timings; maxCalls: ServiceCalls }> {
  const restMs: number[] = [];
  const graphqlMs: number[] = [];
  let maxCalls: ServiceCalls | undefined;
  for (const [i, page] of pages.entries()) {
    const before = await readCalls();
    const timedGraphql = async () => graphqlMs.push(await timed(() => graphql(page)));
    const timedRest = async () => restMs.push(await timed(() => rest(page)));
    if (i % 2 === 0) {
      await timedRest();
      await timedGraphql();
    } else {
      await timedGraphql();
      await timedRest();
    }
    const calls = callsBetween(before, await readCalls());
    if (!maxCalls || calls.forFields > maxCalls.forFields) maxCalls = calls;
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    rest: { pages: pages.length, ms: restMs, wallMs: sum(restMs) },
    graphql: { pages: pages.length, ms: graphqlMs, wallMs: sum(graphqlMs) },
    maxCalls: maxCalls!,
  };
}

/** `clients` loops taking the next page until none is left. */
async function loadRun(pages: PartnerPageQuery[], clients: number, path: Path): Promise<Timings> {
  const ms: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < pages.length) {
        const page = pages[next++]!;
        ms.push(await timed(() => path(page)));
      }
    }),
  );
  return { pages: pages.length, ms, wallMs: performance.now() - started };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}
