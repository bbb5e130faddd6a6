import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MemberPageStatus, needsSignIn } from './MemberPageStatus';
import { GalleryNav } from './GalleryNav';
import { UploadForm } from './UploadForm';
import { ShowMore } from './ShowMore';
import { UploadRow } from './UploadRow';
import { appendPage } from '../../lib/appendPage';
import './gallery.css';

const YourUploadsQuery = graphql(`
  query YourUploads($after: String) {
    myUploads(first: 100, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { image { id } ...UploadRow_upload }
    }
  }
`);

/** /gallery/uploads: upload an image (with progress) and edit what each upload says and who may see it. */
export function UploadsPage() {
  useDocumentTitle('Your Uploads');
  const { data, error, refetch, fetchMore } = useQuery(YourUploadsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data || needsSignIn(error)) return <MemberPageStatus error={error} />;
  return (
    <section className="gallery-page">
      <h1>Your Uploads</h1>
      <GalleryNav />
      <UploadForm onUploaded={() => void refetch()} />
      {data.myUploads.nodes.length === 0 ? (
        <p className="gallery-empty">You have not uploaded any images yet.</p>
      ) : (
        <ul className="upload-list">
          {data.myUploads.nodes.map((u) => (
            <UploadRow key={u.image.id} upload={u} />
          ))}
        </ul>
      )}
      <ShowMore
        pageInfo={data.myUploads.pageInfo}
        onMore={(after) =>
          fetchMore({
            variables: { after },
            updateQuery: (shown, { fetchMoreResult }) => ({
              ...shown,
              myUploads: appendPage(shown.myUploads, fetchMoreResult.myUploads),
            }),
          })
        }
      />
    </section>
  );
}
