import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MemberPageStatus, needsSignIn } from './MemberPageStatus';
import { GalleryGrid } from './GalleryGrid';
import { GalleryNav } from './GalleryNav';
import { ShowMore } from './ShowMore';
import { BOOKMARKS } from './tagPath';
import { appendPage } from '../../lib/appendPage';
import './gallery.css';

const TaggedImagesQuery = graphql(`
  query TaggedImages($name: String!, $after: String) {
    taggedImages(name: $name, first: 100, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { added image { id ...GalleryTile_image } }
    }
  }
`);

const RemoveTagMutation = graphql(`
  mutation RemoveTag($name: String!) {
    removeTag(name: $name)
  }
`);

/** /gallery/tags/{name}: the images the member tagged with one name; /gallery/tags/bookmarks is Bookmarks. */
export function TagPage() {
  const name = useParams().name ?? '';
  const bookmarks = name === BOOKMARKS;
  const title = bookmarks ? 'Bookmarks' : `Tagged “${name}”`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { data, error, fetchMore } = useQuery(TaggedImagesQuery, {
    variables: { name },
    fetchPolicy: 'cache-and-network',
  });
  const [removeTag, removal] = useMutation(RemoveTagMutation, { refetchQueries: ['YourGallery'] });
  if (!data || needsSignIn(error)) return <MemberPageStatus error={error} />;
  const count = data.taggedImages.totalCount;
  return (
    <section className="gallery-page">
      <h1>{title}</h1>
      <GalleryNav />
      <p className="muted">{count === 1 ? '1 image' : `${count} images`}</p>
      <GalleryGrid
        entries={data.taggedImages.nodes}
        empty={
          bookmarks ? (
            <p>
              No bookmarks yet. Open an image, choose <strong>Tag Image</strong> and then <strong>Bookmark</strong>.
            </p>
          ) : (
            <p>No images carry this tag.</p>
          )
        }
      />
      <ShowMore
        pageInfo={data.taggedImages.pageInfo}
        onMore={(after) =>
          fetchMore({
            variables: { after },
            updateQuery: (shown, { fetchMoreResult }) => ({
              ...shown,
              taggedImages: appendPage(shown.taggedImages, fetchMoreResult.taggedImages),
            }),
          })
        }
      />
      {count > 0 && !bookmarks && (
        <p className="gallery-page__danger">
          {confirming ? (
            <button
              type="button"
              className="button button--primary"
              disabled={removal.loading}
              onClick={() =>
                removeTag({ variables: { name } }).then(
                  () => navigate('/gallery'),
                  () => setConfirming(false),
                )
              }
            >
              Remove “{name}” from all {count} images
            </button>
          ) : (
            <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
              Remove this tag
            </button>
          )}
        </p>
      )}
      {removal.error && <ErrorMessage error={removal.error} />}
    </section>
  );
}
