// The partner's page through GraphQL with an API key whose account's subscription opens every record (the
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

const BENCH_KEY_NAME = 'partner bench';

/** The partner's key: the `Authorization` header its program sends (`Bearer mk_…`), and how to revoke it. */
export interface PartnerKey {
  authorization: string;
  revoke: () => Promise<void>;
}

/**
 * Makes the partner's API key as staff would (the services' `/api-key`, signed as the staff member: the bench is
 * the gateway's peer). A bench key an interrupted run left live is revoked first: a partner holds at most two.
 */
export async function partnerKey(servicesUrl: string, staffAuth: () => string, ownerId: number): Promise<PartnerKey> {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${servicesUrl}/api-key${path}`, {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), 'x-muster-auth': staffAuth() },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`the partner's API key, ${path || '/'}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const revoke = (id: number) => call(`/${id}`, { method: 'DELETE' }).then(() => undefined);
  const left = await call<{ id: number; name: string }[]>(`?ownerId=${ownerId}`);
  for (const key of left.filter((k) => k.name === BENCH_KEY_NAME)) await revoke(key.id);
  const created = await call<{ key: { id: number }; secret: string }>('', {
    method: 'POST',
    body: JSON.stringify({ ownerId, name: BENCH_KEY_NAME, scopes: ['read', 'freeform'] }),
  });
  return { authorization: `Bearer ${created.secret}`, revoke: () => revoke(created.key.id) };
}

/** Posts one operation with the partner's key and returns its data; any error fails the bench. */
export async function postGraphql(
  gatewayUrl: string,
  authorization: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<unknown> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
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
export async function gatewayPage(
  gatewayUrl: string,
  page: PartnerPageQuery,
  authorization: string,
): Promise<PartnerRow[]> {
  const data = await postGraphql(gatewayUrl, authorization, document, partnerPageVariables(page));
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

/** `{ __typename }` with the key: what a request pays for its credential alone, before any field. */
export async function credentialFloor(gatewayUrl: string, authorization: string): Promise<PartnerRow[]> {
  await postGraphql(gatewayUrl, authorization, '{ __typename }');
  return [];
}
