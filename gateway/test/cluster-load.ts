import { fixture } from '@muster/testkit/fixtures';
import { Browser, SESSION, SIGN_IN, sleep } from './accounts-helpers';

/** What users saw while the load ran: every answer counted, and the ones that were not what they asked for. */
export interface LoadResult {
  requests: number;
  /** Answers of 500 or more, failed connections and GraphQL errors, each as `kind: what`. */
  failures: string[];
}

const SEARCHES = [fixture.surname, 'Massachusetts', 'Antietam', 'pension', 'Company'];
const search = (keywords: string) => `{ search(query: { keywords: "${keywords}", maxCount: 20 }) { totalCount } }`;

/**
 * A light, steady load through the site's address: each of `users` members signs in, then keeps reading their
 * session and searching (both reach the services), signing in again now and then (a write: a session made).
 */
export function lightLoad(site: string, members: { username: string; password: string }[]) {
  let running = true;
  const result: LoadResult = { requests: 0, failures: [] };
  const ask = async (kind: string, browser: Browser, query: string, variables?: Record<string, unknown>) => {
    result.requests++;
    try {
      const { status, body } = await browser.gql(query, variables);
      if (status >= 500) result.failures.push(`${kind}: HTTP ${status}`);
      else if (body.errors) result.failures.push(`${kind}: ${body.errors.map((e) => e.extensions?.code).join(',')}`);
    } catch (error) {
      result.failures.push(`${kind}: ${(error as Error).message}`);
    }
  };
  const user = async (who: { username: string; password: string }, n: number) => {
    const browser = new Browser(site);
    for (let i = 0; running; i++) {
      if (i % 20 === 0) await ask('sign-in', browser, SIGN_IN, who);
      await ask('session', browser, SESSION);
      await ask('search', browser, search(SEARCHES[(i + n) % SEARCHES.length]!));
      await sleep(50);
    }
  };
  const users = members.map(user);
  return {
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(users);
      return result;
    },
  };
}
