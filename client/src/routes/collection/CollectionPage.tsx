import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { PublicationCard } from '../../components/PublicationCard';
import { DetailStatus } from '../../components/QueryStatus';
import { countLabel } from '../../lib/counts';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CollectionBanner } from './CollectionBanner';
import { StoryCard } from './StoryCard';

export const CollectionQuery = graphql(`
  query CollectionPage($slug: String!) {
    titleCollection(slug: $slug) {
      id
      title
      kind
      description
      iconUrl
      backgroundUrl
      publications {
        id
        ...PublicationCard_publication
      }
      stories {
        id
        memorialId
        ...StoryCard_memorial
      }
    }
  }
`);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /collection/{slug}: a title collection; a conflict's (War Stories for the Civil War) leads with members' stories. */
export function CollectionPage() {
  const slug = useParams().slug ?? '';
  const badAddress = !SLUG.test(slug);
  const { data, loading, error } = useQuery(CollectionQuery, { variables: { slug }, skip: badAddress });
  const c = data?.titleCollection;
  useDocumentTitle(c?.title);
  if (!c || error) return <DetailStatus what="collection" badAddress={badAddress} error={error} loading={loading} />;
  const conflict = c.kind === 'CONFLICT';
  return (
    <div className="collection-page">
      <CollectionBanner
        title={conflict ? `${c.title} Stories` : c.title}
        iconUrl={c.iconUrl}
        backgroundUrl={c.backgroundUrl}
        eyebrow={conflict ? 'War Stories' : 'Collection'}
      >
        <p className="collection-banner__desc">{c.description}</p>
      </CollectionBanner>
      {conflict && (
        <section aria-labelledby="stories">
          <h2 id="stories">
            Stories of those who served{' '}
            <span className="muted">({countLabel(c.stories.length, 'story', 'stories')})</span>
          </h2>
          {c.stories.length === 0 ? (
            <p className="muted">No member has shared a story of this war yet.</p>
          ) : (
            <div className="story-grid">
              {c.stories.map((m) => (
                <StoryCard key={m.memorialId} memorial={m} />
              ))}
            </div>
          )}
        </section>
      )}
      <section aria-labelledby="publications">
        <h2 id="publications">
          Publications <span className="muted">({c.publications.length})</span>
        </h2>
        <div className="card-grid">
          {c.publications.map((p) => (
            <PublicationCard key={p.id} publication={p} />
          ))}
        </div>
      </section>
    </div>
  );
}
