// What users do while the faults bench breaks something: visitors reading pages, members signing in, and
// members saving memorials (a save adds three story elements at once: all or nothing). Each answer is kept with
// its time, so the report can say when users saw failures and for how long.

export type Outcome = 'ok' | string;

export interface Seen {
  at: number;
  kind: string;
  outcome: Outcome;
  ms: number;
}

/** The answers users got, in time order. */
export class Timeline {
  readonly seen: Seen[] = [];

  note(kind: string, started: number, outcome: Outcome): void {
    this.seen.push({ at: started, kind, outcome, ms: Date.now() - started });
  }

  between(from: number, to: number): Seen[] {
    return this.seen.filter((s) => s.at >= from && s.at < to);
  }
}

/** The failures a user would see as a broken page: 5xx, no answer, or a GraphQL error of the kinds given. */
export function isFailure(outcome: Outcome): boolean {
  return outcome !== 'ok' && !outcome.startsWith('partial');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TIMEOUT_MS = 15_000;

interface GqlAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  cookie?: string;
}

async function gql(site: string, query: string, variables: object = {}, cookie?: string): Promise<GqlAnswer> {
  const response = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  let body: GqlAnswer['body'] = {};
  try {
    body = JSON.parse(text) as GqlAnswer['body'];
  } catch {
    // A load balancer's page: only the status says what happened.
  }
  const set = response.headers.getSetCookie().find((c) => c.startsWith('muster.sid='));
  return { status: response.status, body, cookie: set?.split(';')[0] };
}

/** How a GraphQL answer looked to its user: ok, partial (data with an error beside it), or the failure. */
function outcomeOf(answer: GqlAnswer): Outcome {
  if (answer.status >= 500) return `HTTP ${answer.status}${codes(answer)}`;
  if (answer.status === 429) return 'HTTP 429';
  if (!answer.body.errors?.length) return 'ok';
  const data = answer.body.data;
  const hasData = !!data && Object.values(data).some((v) => v !== null);
  return `${hasData ? 'partial ' : ''}GraphQL${codes(answer)}`;
}

const codes = (answer: GqlAnswer) => {
  const list = [...new Set((answer.body.errors ?? []).map((e) => e.extensions?.code ?? '?'))];
  return list.length ? ` ${list.join(',')}` : '';
};

async function timed(timeline: Timeline, kind: string, call: () => Promise<Outcome>): Promise<Outcome> {
  const started = Date.now();
  const outcome = await call().catch(
    (error: Error) => `no answer (${error.name === 'TimeoutError' ? 'timeout' : error.message})`,
  );
  timeline.note(kind, started, outcome);
  return outcome;
}

const READS: { kind: string; query: string }[] = [
  { kind: 'catalogue', query: '{ publications { publicationId title } }' },
  { kind: 'search', query: '{ search(query: { keywords: "Smith" }, first: 20) { totalCount } }' },
  {
    kind: 'record',
    query: '{ node(id: "INDEX_RECORD:1") { ... on IndexRecord { title regiment { name } publication { title } } } }',
  },
  { kind: 'regiment', query: '{ regiment(globalId: "REGIMENT:1") { name } }' },
];

export interface Traffic {
  stop(): Promise<void>;
}

/** `users` visitors, each reading a page (the home page's HTML or one of READS) every `thinkMs`. */
export function visitors(site: string, timeline: Timeline, users = 6, thinkMs = 150): Traffic {
  let running = true;
  const one = async (n: number) => {
    for (let step = n; running; step++) {
      if (step % (READS.length + 1) === READS.length)
        await timed(timeline, 'home page', async () => {
          const response = await fetch(`${site}/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
          await response.arrayBuffer();
          return response.ok ? 'ok' : `HTTP ${response.status}`;
        });
      else {
        const read = READS[step % (READS.length + 1)]!;
        await timed(timeline, read.kind, async () => outcomeOf(await gql(site, read.query)));
      }
      await sleep(thinkMs);
    }
  };
  const all = Array.from({ length: users }, (_, n) => one(n));
  return {
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}

const SIGN_IN = `mutation SignIn($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { session { user { userId } } }
}`;

/** A member signing in afresh every `everyMs` (no cookie kept): what Redis being away refuses. */
export function signIns(site: string, timeline: Timeline, username: string, password: string, everyMs = 500): Traffic {
  let running = true;
  const loop = (async () => {
    while (running) {
      await timed(timeline, 'sign-in', async () => outcomeOf(await gql(site, SIGN_IN, { username, password })));
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

export interface SaveRecord {
  memorialId: number;
  generation: number;
  /** What the member was told: saved, or failed (with what). */
  outcome: Outcome;
}

const CREATE = `mutation Create($input: CreateMemorialInput!) {
  createMemorial(input: $input) { memorial { memorialId } userErrors { code message } }
}`;
const ADD = `mutation Add($id: ID!, $elements: [MemorialElementInput!]) {
  changeMemorialElements(memorialGlobalId: $id, newElements: $elements) { memorial { memorialId } userErrors { code } }
}`;
/** Elements one save adds; a save seen whole has all of them in the database, or none. */
export const ELEMENTS_PER_SAVE = 3;
export const storyTitle = (generation: number, part: number) => `faults-bench save ${generation} part ${part}`;

/** A member saving a memorial every `everyMs`: each save adds ELEMENTS_PER_SAVE story elements at once. */
export async function memorialSaves(
  site: string,
  timeline: Timeline,
  username: string,
  password: string,
  everyMs = 300,
): Promise<Traffic & { saves: SaveRecord[]; memorialId: number }> {
  const signedIn = await gql(site, SIGN_IN, { username, password });
  if (!signedIn.cookie) throw new Error(`${username} could not sign in: ${JSON.stringify(signedIn.body.errors)}`);
  const cookie = signedIn.cookie;
  const input = { type: 'SERVICEPERSON', title: `Faults bench ${Date.now()}`, description: 'Saved under faults.' };
  const made = await gql(site, CREATE, { input }, cookie);
  const memorialId = (made.body.data?.createMemorial as { memorial?: { memorialId: number } } | undefined)?.memorial
    ?.memorialId;
  if (!memorialId) throw new Error(`no memorial made: ${JSON.stringify(made.body)}`);
  const saves: SaveRecord[] = [];
  let running = true;
  const loop = (async () => {
    for (let generation = 1; running; generation++) {
      const elements = Array.from({ length: ELEMENTS_PER_SAVE }, (_, part) => ({
        kind: 'STORY',
        story: { title: storyTitle(generation, part), content: 'Written while something broke.' },
      }));
      const outcome = await timed(timeline, 'memorial save', async () => {
        const answer = await gql(site, ADD, { id: `STORY_PAGE:${memorialId}`, elements }, cookie);
        const saved = (answer.body.data?.changeMemorialElements as { memorial?: unknown } | undefined)?.memorial;
        return saved ? 'ok' : outcomeOf(answer) === 'ok' ? 'not saved' : outcomeOf(answer);
      });
      saves.push({ memorialId, generation, outcome });
      await sleep(everyMs);
    }
  })();
  return {
    memorialId,
    saves,
    async stop() {
      running = false;
      await loop;
    },
  };
}
