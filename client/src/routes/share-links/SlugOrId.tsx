import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';

const SlugOfNode = graphql(`
  query SlugOfNode($id: ID!) {
    node(id: $id) {
      id
      ... on TitleCollection {
        slug
      }
      ... on Partner {
        slug
      }
    }
  }
`);

const NUMBER = /^[1-9]\d{0,9}$/;

/**
 * `/collection/{id}` and `/partner/{id}`, the addresses the share dialog gives (accounts spec §2), beside the pages'
 * own `/{slug}`: a number is the object's id, looked up and replaced by its slug address; anything else is a slug.
 */
export function SlugOrId({ contentType, page }: { contentType: 'TITLE_COLLECTION' | 'PARTNER'; page: ReactNode }) {
  const slug = useParams().slug ?? '';
  return NUMBER.test(slug) ? <ById contentType={contentType} id={slug} /> : page;
}

function ById({ contentType, id }: { contentType: 'TITLE_COLLECTION' | 'PARTNER'; id: string }) {
  const { data, loading, error } = useQuery(SlugOfNode, { variables: { id: `${contentType}:${id}` } });
  const node = data?.node;
  const slug = node && 'slug' in node ? node.slug : null;
  const base = contentType === 'PARTNER' ? 'partner' : 'collection';
  if (slug) return <Navigate to={`/${base}/${slug}`} replace />;
  return <DetailStatus what={base} badAddress={false} error={error} loading={loading} />;
}
