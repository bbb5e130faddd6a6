// The virtual users: each walks the visit's steps in a loop (another surname each time round), thinking 5 to 10 s
// between steps as a reader does, until the run's time is up. As on a site in use, they are spread over the visit
// from the start: user u begins at step u mod the visit's length, holding what a reader there would hold (the
// session of an earlier sign-in, the search's count, a record and its page), and over the first think time, so the
// run does not open with every user on the home page in the same second.
import { performance } from 'node:perf_hooks';
import { emptySearch, withTerms } from '@muster/client/search-state';
import type { SearchSeed } from './load-accounts';
import type { Tally } from './tally';
import { type Member, type Site, type VisitState, visit } from './visit';

export interface UsersOptions {
  target: string;
  members: Member[];
  searches: SearchSeed[];
  seconds: number;
  pageSize: number;
  thinkMs: { min: number; max: number };
  tally: Tally;
}

export interface UsersRun {
  /** From the first user's start to the last step's end. */
  wallMs: number;
  /** Steps taken, by name. */
  steps: Map<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One whole visit without thinking: each step once, in order (the test that keeps the bench from rotting). */
export async function walkVisit(site: Site, state: VisitState): Promise<void> {
  for (const step of visit) await step.run(site, state);
}

const SIGN_IN = visit.findIndex((s) => s.name === 'sign-in');

/** What a reader who has reached step `at` of a visit about `seed` holds. */
export function stateAt(at: number, member: Member, seed: SearchSeed, pageSize: number): VisitState {
  const terms = { lastName: seed.surname };
  if (at <= SIGN_IN) return { member, terms, pageSize, cookie: null };
  return {
    member,
    terms,
    pageSize,
    cookie: member.session,
    search: {
      query: withTerms(emptySearch, terms),
      totalCount: seed.records,
      recordId: seed.recordId,
      conflict: seed.conflict,
    },
    imageId: seed.imageId,
  };
}

export async function runUsers(options: UsersOptions): Promise<UsersRun> {
  const { members, searches, thinkMs, tally } = options;
  const site = { target: options.target, tally };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const steps = new Map<string, number>();
  const think = () => thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min);
  await Promise.all(
    members.map(async (member, u) => {
      const entry = u % visit.length;
      let round = 0;
      const state = stateAt(entry, member, searches[u % searches.length]!, options.pageSize);
      await sleep(Math.random() * thinkMs.max);
      for (let i = entry; performance.now() < end; i++) {
        const step = visit[i % visit.length]!;
        if (i > entry && i % visit.length === 0)
          state.terms = { lastName: searches[(u + ++round * members.length) % searches.length]!.surname };
        await step.run(site, state);
        steps.set(step.name, (steps.get(step.name) ?? 0) + 1);
        await sleep(Math.min(think(), Math.max(0, end - performance.now())));
      }
    }),
  );
  return { wallMs: performance.now() - started, steps };
}
