// The virtual users: each walks the visit's steps in a loop (a new surname each time round), thinking 5 to 10 s
// between steps as a reader does, until the run's time is up. They start spread over the first think time, so
// the run does not open with every user on the home page in the same second.
import { performance } from 'node:perf_hooks';
import type { Tally } from './tally';
import { type Member, type Site, type VisitState, visit } from './visit';

export interface UsersOptions {
  target: string;
  members: Member[];
  surnames: string[];
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

export async function runUsers(options: UsersOptions): Promise<UsersRun> {
  const { members, surnames, thinkMs, tally } = options;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const steps = new Map<string, number>();
  const think = () => thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min);
  await Promise.all(
    members.map(async (member, u) => {
      const state: VisitState = {
        member,
        terms: { lastName: surnames[u % surnames.length]! },
        pageSize: options.pageSize,
        cookie: null,
      };
      await sleep(Math.random() * thinkMs.max);
      for (let i = 0, round = 0; performance.now() < end; i++) {
        const step = visit[i % visit.length]!;
        if (i > 0 && i % visit.length === 0)
          state.terms = { lastName: surnames[(u + ++round * members.length) % surnames.length]! };
        await step.run({ target: options.target, tally }, state);
        steps.set(step.name, (steps.get(step.name) ?? 0) + 1);
        await sleep(Math.min(think(), Math.max(0, end - performance.now())));
      }
    }),
  );
  return { wallMs: performance.now() - started, steps };
}
