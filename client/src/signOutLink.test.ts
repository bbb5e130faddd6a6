import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { createSignOutLink } from './signOutLink';

/** A terminating link that answers like HttpLink: it leaves the response (and its headers) in the context. */
function fakeHttp(headers: Record<string, string>, fail = false) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operation.setContext({ response: { headers: new Headers(headers) } });
        if (fail) observer.error(new Error('401'));
        else {
          observer.next({ data: { ping: true } });
          observer.complete();
        }
      }),
  );
}

async function run(headers: Record<string, string>, { path = '/search', fail = false } = {}) {
  const visited: string[] = [];
  const link = ApolloLink.from([
    createSignOutLink({ goTo: (u) => visited.push(u), currentPath: () => path }),
    fakeHttp(headers, fail),
  ]);
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  await client.query({ query: parse('query Ping { ping }') }).catch(() => undefined);
  return visited;
}

describe('sign-out link', () => {
  it('sends the browser to /signoff with the reason from x-muster-signout', async () => {
    expect(await run({ 'x-muster-signout': 'page-expired' })).toEqual(['/signoff?signout-reason=page-expired']);
  });

  it('does so on a failed answer too, and escapes the reason', async () => {
    expect(await run({ 'x-muster-signout': 'a b&c' }, { fail: true })).toEqual(['/signoff?signout-reason=a%20b%26c']);
  });

  it('does nothing without the header, or on the sign-off page itself', async () => {
    expect(await run({})).toEqual([]);
    expect(await run({ 'x-muster-signout': 'page-expired' }, { path: '/signoff' })).toEqual([]);
  });
});
