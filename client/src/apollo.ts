import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldReadFunction, TypePolicies } from '@apollo/client/cache';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { createSignOutLink } from './signOutLink';

/** Every type implementing Node (schema/*.graphql); apollo.test.ts checks the list against the schema. */
export const nodeTypes = [
  'Battle',
  'Company',
  'DeniedObject',
  'File',
  'Image',
  'IndexRecord',
  'Memorial',
  'Partner',
  'Publication',
  'Regiment',
  'SubImage',
  'TitleCollection',
] as const;

/**
 * Root fields that fetch one object by its global id (or the deprecated number). Reading them from the cache
 * first lets a detail page render at once from what a list already loaded, and fetch only when fields are missing.
 */
const byNumber: Record<string, { typename: string; contentType: string }> = {
  publication: { typename: 'Publication', contentType: 'PUBLICATION' },
  image: { typename: 'Image', contentType: 'IMAGE' },
  indexRecord: { typename: 'IndexRecord', contentType: 'INDEX_RECORD' },
  memorial: { typename: 'Memorial', contentType: 'STORY_PAGE' },
  regiment: { typename: 'Regiment', contentType: 'REGIMENT' },
  battle: { typename: 'Battle', contentType: 'BATTLE' },
  company: { typename: 'Company', contentType: 'COMPANY' },
};

function redirect(typename: string, contentType: string): FieldReadFunction {
  return (existing, { args, toReference }) => {
    if (existing) return existing;
    const id =
      typeof args?.globalId === 'string' ? args.globalId : args?.id != null ? `${contentType}:${args.id}` : null;
    return id?.startsWith(`${contentType}:`) ? toReference({ __typename: typename, id }) : undefined;
  };
}

export const typePolicies: TypePolicies = {
  ...Object.fromEntries(nodeTypes.map((name) => [name, { keyFields: ['id'] }])),
  Roll: { keyFields: ['rollId'] },
  SessionUser: { keyFields: ['userId'] },
  // The member's own account: mutations answering with it update /account in place.
  Account: { keyFields: ['userId'], fields: { profile: { merge: true }, communicationSettings: { merge: true } } },
  // /admin/publications: an edit's answer replaces the editor the page shows (its history included).
  PublicationEditor: { keyFields: ['publicationId'], fields: { values: { merge: true } } },
  Query: {
    fields: Object.fromEntries(
      Object.entries(byNumber).map(([field, { typename, contentType }]) => [
        field,
        { read: redirect(typename, contentType) },
      ]),
    ),
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: { Node: [...nodeTypes] }, typePolicies });
}

/** The SHA-256 codegen put on a website operation (`__meta__.hash`, "sha256:<hex>"), as bare hex; null without one. */
export function documentHash(document: DocumentNode): string | null {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : null;
}

/**
 * Trusted documents (issue 14 point 10; docs/api.md "Trusted documents"): the website sends only the hash of each
 * operation, which the gateway knows from the build's persisted-documents.json. Queries go by GET so a public
 * answer can be cached by the browser and a CDN; mutations stay POST. Should the gateway not know a hash (a page
 * left open across a deployment), the link sends the whole text once, as automatic persisted queries do.
 */
function persistedDocuments(): ApolloLink {
  return new PersistedQueryLink({
    generateHash: (document) => documentHash(document) ?? '',
    useGETForHashedQueries: true,
  });
}

/**
 * The gateway serves GraphQL on the site's own origin, with the session cookie; a response that ends the
 * session (the sign-out header) sends the browser to /signoff.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([
      createSignOutLink(),
      // Every operation of the website comes from codegen with its hash; anything else is sent as text.
      ApolloLink.split((operation) => documentHash(operation.query) !== null, persistedDocuments().concat(http), http),
    ]),
    cache: createCache(),
  });
}
