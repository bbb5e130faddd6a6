import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MemberPageStatus, needsSignIn } from './MemberPageStatus';
import { GalleryGrid } from './GalleryGrid';
import { GalleryNav } from './GalleryNav';
import { ShowMore } from './ShowMore';
import { TagList } from './TagList';
import { appendPage } from '../../lib/appendPage';
import './gallery.css';

const YourGalleryQuery = graphql(`
  query YourGallery($after: String, $tagsAfter: String) {
    gallery(first: 100, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { added image { id ...GalleryTile_image } }
    }
    myTags(first: 100, after: $tagsAfter) {
      pageInfo { hasNextPage endCursor }
      nodes { name ...TagList_tag }
    }
  }
`);

/** /gallery (the user menu's Your Gallery): the images the member collected, and their tags with counts. */
export function GalleryPage() {
  useDocumentTitle('Your Gallery');
  const { data, error, fetchMore } = useQuery(YourGalleryQuery, { fetchPolicy: 'cache-and-network' });
  if (!data || needsSignIn(error)) return <MemberPageStatus error={error} />;
  return (
    <section className="gallery-page">
      <h1>Your Gallery</h1>
      <GalleryNav />
      <div className="gallery-page__body">
        <div className="gallery-page__main">
          <GalleryGrid
            entries={data.gallery.nodes}
            empty={
              <p>
                Your gallery is empty. Open an image and choose <strong>Add to Gallery</strong> under Tag Image, or{' '}
                <Link to="/gallery/uploads">upload your own</Link>.
              </p>
            }
          />
          <ShowMore
            pageInfo={data.gallery.pageInfo}
            onMore={(after) =>
              fetchMore({
                variables: { after },
                updateQuery: (shown, { fetchMoreResult }) => ({
                  ...shown,
                  gallery: appendPage(shown.gallery, fetchMoreResult.gallery),
                }),
              })
            }
          />
        </div>
        <aside className="gallery-page__side" aria-labelledby="your-tags">
          <h2 id="your-tags">Your Tags</h2>
          <TagList tags={data.myTags.nodes} />
          <ShowMore
            pageInfo={data.myTags.pageInfo}
            onMore={(tagsAfter) =>
              fetchMore({
                variables: { tagsAfter },
                updateQuery: (shown, { fetchMoreResult }) => ({
                  ...shown,
                  myTags: appendPage(shown.myTags, fetchMoreResult.myTags),
                }),
              })
            }
          />
        </aside>
      </div>
    </section>
  );
}
