import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { PublicationCard } from '../../components/PublicationCard';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CollectionBanner } from '../collection/CollectionBanner';

const PartnerQuery = graphql(`
  query PartnerPage($slug: String!) {
    partner(slug: $slug) {
      id
      name
      description
      website
      iconUrl
      backgroundUrl
      publications {
        id
        ...PublicationCard_publication
      }
    }
  }
`);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /partner/{slug}: the archive that provided publications, with its icon, background and publications. */
export function PartnerPage() {
  const slug = useParams().slug ?? '';
  const badAddress = !SLUG.test(slug);
  const { data, loading, error } = useQuery(PartnerQuery, { variables: { slug }, skip: badAddress });
  const p = data?.partner;
  useDocumentTitle(p?.name);
  if (!p || error) return <DetailStatus what="partner" badAddress={badAddress} error={error} loading={loading} />;
  return (
    <div className="partner-page">
      <CollectionBanner title={p.name} iconUrl={p.iconUrl} backgroundUrl={p.backgroundUrl} eyebrow="Partner">
        <p className="collection-banner__desc">{p.description}</p>
        {p.website && (
          <p className="collection-banner__desc">
            <a href={p.website} rel="noopener noreferrer" target="_blank">
              Visit {p.name}
            </a>
          </p>
        )}
      </CollectionBanner>
      <section aria-labelledby="partner-publications">
        <h2 id="partner-publications">
          Publications from {p.name} <span className="muted">({p.publications.length})</span>
        </h2>
        {p.publications.length === 0 ? (
          <p className="muted">No publications from this partner yet.</p>
        ) : (
          <div className="card-grid">
            {p.publications.map((pub) => (
              <PublicationCard key={pub.id} publication={pub} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
