import { Navigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { HitTile } from '../../components/HitTile';
import { DetailStatus } from '../../components/QueryStatus';
import { publicationFilter } from '../../lib/searchState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { PublicationDetails } from './PublicationDetails';
import '../../styles/detail.css';
import { globalId } from '../../lib/links';

const PublicationQuery = graphql(`
  query Publication($id: ID!, $sample: SearchQueryInput!) {
    publication(globalId: $id) {
      id
      title
      slug
      ...PublicationDetails_publication
    }
    # Pages shown as a sample of the publication.
    sample: search(query: $sample, first: 12) {
      totalCount
      nodes {
        ...HitTile_hit
      }
    }
  }
`);

/** /publication/:id/:slug: a publication and a sample of its pages. */
export function PublicationPage() {
  const id = useNumericParam();
  const { slug } = useParams();
  const { data, loading, error } = useQuery(PublicationQuery, {
    variables: {
      id: globalId('PUBLICATION', id ?? 0),
      sample: {
        filters: [{ type: publicationFilter, values: [{ value: String(id) }] }],
        facetRequests: [],
      },
    },
    skip: id === null,
  });
  const publication = data?.publication;
  useDocumentTitle(publication?.title);
  if (id === null || error || !publication)
    return <DetailStatus what="publication" badAddress={id === null} error={error} loading={loading} />;
  // Pretty links carry the publication's own slug; fix a missing or stale one without a history entry.
  if (publication.slug && slug !== publication.slug)
    return <Navigate replace to={`/publication/${id}/${publication.slug}`} />;
  const sample = data?.sample;
  return (
    <PublicationDetails publication={publication}>
      {sample && sample.nodes.length > 0 && (
        <section className="detail-section">
          <h2>A look inside</h2>
          <ul className="tile-grid link-list">
            {sample.nodes.map((hit, i) => (
              <HitTile key={i} hit={hit} />
            ))}
          </ul>
        </section>
      )}
    </PublicationDetails>
  );
}
