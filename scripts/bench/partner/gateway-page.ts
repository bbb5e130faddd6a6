// The partner's page through GraphQL, signed in as a member whose subscription opens every record (the
// access a partner's contract buys), so both paths read the same details.
import {
  partnerPageDocument,
  partnerPageHits,
  partnerPageVariables,
  type PartnerPageQuery,
} from '@muster/testkit/partner-page';
import type { PartnerRow } from './rest-page';

interface RecordHit {
  doc: {
    __typename: string;
    recordId?: number;
    givenName?: string;
    surname?: string;
    birthDate?: string | null;
    deathDate?: string | null;
    publication?: { title: string } | null;
    image?: { width: number; height: number } | null;
  };
}

const SIGN_IN = `mutation BenchSignIn($username: String!, $password: String!) {
  signIn(username: $username, password: $password) { session { user { userId } } }
}`;

/** Signs in and returns the session cookie (`name=value`). */
export async function signIn(gatewayUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SIGN_IN, variables: { username, password } }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`signing in as ${username}: ${body.errors[0]!.message}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('muster.sid='));
  if (!cookie) throw new Error(`signing in as ${username} set no session cookie`);
  return cookie;
}

/** Posts one operation with the session cookie and returns its data; any error fails the bench. */
export async function postGraphql(
  gatewayUrl: string,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GraphQL: HTTP ${response.status} ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as { data?: unknown; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0]!.message}`);
  return body.data;
}

const document = partnerPageDocument();

/** One page; its rows are the records among the hits, as restPage reads them. */
export async function gatewayPage(gatewayUrl: string, page: PartnerPageQuery, cookie: string): Promise<PartnerRow[]> {
  const data = await postGraphql(gatewayUrl, cookie, document, partnerPageVariables(page));
  return partnerPageHits<RecordHit>(data)
    .filter((hit) => hit.doc.__typename === 'IndexRecord')
    .map(({ doc }) => ({
      id: doc.recordId!,
      givenName: doc.givenName ?? '',
      surname: doc.surname ?? '',
      birthDate: doc.birthDate ?? null,
      deathDate: doc.deathDate ?? null,
      publicationTitle: doc.publication?.title ?? null,
      imageWidth: doc.image?.width ?? null,
      imageHeight: doc.image?.height ?? null,
    }));
}

/** `{ __typename }` with the session cookie: what a request pays for its sign-in alone, before any field. */
export async function signedInFloor(gatewayUrl: string, cookie: string): Promise<PartnerRow[]> {
  await postGraphql(gatewayUrl, cookie, '{ __typename }');
  return [];
}
