import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccessDialog } from '../../components/verify/AccessDialog';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { DetailStatus } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNumericParam } from '../../lib/useNumericParam';
import { FileDetails } from './FileDetails';
import { FileImageTile } from './FileImageTile';
import '../../styles/detail.css';
import './file.css';
import { globalId } from '../../lib/links';

const FilePageQuery = graphql(`
  query FilePage($id: ID!, $offset: Int!, $first: Int!) {
    file(globalId: $id) {
      id
      title
      imageCount
      access {
        requirement
      }
      denyThumbnail: thumbnail(width: 200, height: 200) {
        ...Thumbnail_thumbnail
      }
      ...FileDetails_file
      pages(offset: $offset, first: $first) {
        nodes {
          id
          ...FileImageTile_image
        }
      }
    }
  }
`);

/** Page images shown per page of the grid. */
const PAGE_SIZE = 25;

/** The `?page=` number, from 1; anything else reads as the first page. */
function pageParam(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** /file/:id: a file (browse leaf) and a grid of its page images, 25 at a time. */
export function FilePage() {
  const id = useNumericParam();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { data, previousData, loading, error } = useQuery(FilePageQuery, {
    variables: { id: globalId('FILE', id ?? 0), offset: (page - 1) * PAGE_SIZE, first: PAGE_SIZE },
    skip: id === null,
    // The publication comes from another service and may fail alone (null with an error): the file still shows.
    errorPolicy: 'all',
  });
  // Keep the previous page on screen while the next one loads.
  const file = (data ?? (loading ? previousData : undefined))?.file;
  const [denyOpen, setDenyOpen] = useState(true);
  useDocumentTitle(file?.title);
  if (id === null || !file)
    return <DetailStatus what="file" badAddress={id === null} error={error} loading={loading} />;
  if (file.access) {
    // The file's pages are above the caller's access: its description stays, the pages give way to the deny dialog.
    return (
      <FileDetails file={file}>
        <p className="file-page__empty">These pages are not available with your account.</p>
        {denyOpen && (
          <AccessDialog
            requirement={file.access.requirement ?? 'LOGIN'}
            action="VIEW"
            contentType="FILE"
            thumbnail={file.denyThumbnail}
            onClose={() => setDenyOpen(false)}
          />
        )}
      </FileDetails>
    );
  }

  const last = Math.max(1, Math.ceil(file.imageCount / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const hrefFor = (n: number) => (n <= 1 ? `/file/${id}` : `/file/${id}?page=${n}`);
  return (
    <FileDetails file={file}>
      <section className="detail-section" aria-busy={loading}>
        <h2>Pages</h2>
        {file.pages.nodes.length > 0 ? (
          <>
            {last > 1 && (
              <p className="file-page__range">
                Pages {first}–{first + file.pages.nodes.length - 1} of {file.imageCount}
              </p>
            )}
            <ul className="tile-grid link-list file-page__grid">
              {file.pages.nodes.map((image) => (
                <FileImageTile key={image.id} image={image} />
              ))}
            </ul>
          </>
        ) : (
          <p className="file-page__empty">
            {file.imageCount > 0 ? (
              <>
                There are no pages here. <Link to={hrefFor(1)}>Go to the first pages</Link>.
              </>
            ) : (
              'This file has no page images yet.'
            )}
          </p>
        )}
        {last > 1 && (
          <nav className="file-pager" aria-label="Pages of this file">
            {page > 1 ? (
              <Link to={hrefFor(Math.min(page - 1, last))} rel="prev">
                ‹ Previous
              </Link>
            ) : (
              <span className="file-pager__off">‹ Previous</span>
            )}
            <span className="file-pager__where">
              {Math.min(page, last)} of {last}
            </span>
            {page < last ? (
              <Link to={hrefFor(page + 1)} rel="next">
                Next ›
              </Link>
            ) : (
              <span className="file-pager__off">Next ›</span>
            )}
          </nav>
        )}
      </section>
    </FileDetails>
  );
}
