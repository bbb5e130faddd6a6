import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { Fields } from '../components/Fields';
import { formatCount } from '../lib/counts';
import { scanPath } from '../lib/links';
import { PageCitation } from './PageCitation';
import { ViewerBreadcrumb } from './ViewerBreadcrumb';

export const ViewerInfoPane_image = graphql(`
  fragment ViewerInfoPane_image on Image {
    title
    ordinal
    viewCount
    hasOcr
    roll {
      rollId
      name
    }
    publication {
      id
      publicationId
      title
      slug
    }
    subImages {
      id
      subImageId
      title
    }
    ...ViewerBreadcrumb_image
    ...PageCitation_image
    indexRecords {
      id
      recordId
      fullName
      rank
      unit
      subImage {
        id
        subImageId
      }
    }
  }
`);

/** The viewer's info pane: where the page comes from and the people indexed on it. */
export function ViewerInfoPane(props: {
  image: FragmentType<typeof ViewerInfoPane_image>;
  imageId: number;
  subImageId?: number | null;
  onClose: () => void;
  /** The region of the name under the pointer (or focus) in "On this page", null when it leaves. */
  onHoverRegion?: (subImageId: number | null) => void;
  children?: ReactNode;
}) {
  const hover = (subImageId: number | null) => () => props.onHoverRegion?.(subImageId);
  const image = getFragmentData(ViewerInfoPane_image, props.image);
  return (
    <aside className="viewer-info" id="viewer-info" aria-label="About this page">
      <button type="button" className="viewer-info__close" aria-label="Close the info pane" onClick={props.onClose}>
        ✕
      </button>
      {props.children}
      <h2>On this page</h2>
      {image.indexRecords.length === 0 ? (
        <p className="muted">No one has been indexed on this page yet.</p>
      ) : (
        <ul className="viewer-info__records">
          {image.indexRecords.map((r) => {
            const region = r.subImage?.subImageId ?? null;
            return (
              <li
                key={r.id}
                className={region !== null && region === props.subImageId ? 'is-current' : undefined}
                onMouseEnter={hover(region)}
                onMouseLeave={hover(null)}
                onFocus={hover(region)}
                onBlur={hover(null)}
              >
                <Link to={`/record/${r.recordId}`}>{r.fullName}</Link>
                {(r.rank || r.unit) && <span className="muted">{[r.rank, r.unit].filter(Boolean).join(', ')}</span>}
                {region !== null && (
                  <Link
                    className="viewer-info__mark"
                    to={scanPath(props.imageId, region)}
                    aria-label={`Show ${r.fullName} on the page`}
                  >
                    Show on the page
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {image.subImages.length > 0 && (
        // Usually one per indexed record, so folded away unless the address opened one (?rec=).
        <details className="viewer-info__subimages" open={props.subImageId != null}>
          <summary>Sub-images ({image.subImages.length})</summary>
          <ul className="viewer-info__records">
            {image.subImages.map((sub) => (
              <li key={sub.id} className={sub.subImageId === props.subImageId ? 'is-current' : undefined}>
                <Link
                  to={scanPath(props.imageId, sub.subImageId)}
                  aria-current={sub.subImageId === props.subImageId ? 'true' : undefined}
                >
                  {sub.title}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      <h2>Source</h2>
      <ViewerBreadcrumb image={image} />
      <Fields
        rows={[
          [
            'Publication',
            image.publication && (
              <Link to={`/publication/${image.publication.publicationId}/${image.publication.slug}`}>
                {image.publication.title}
              </Link>
            ),
          ],
          ['Roll', image.roll.name],
          ['Page', String(image.ordinal)],
          ['Views', formatCount(image.viewCount)],
          ['Transcribed text', image.hasOcr ? 'Yes' : 'No'],
        ]}
      />
      <PageCitation image={image} />
    </aside>
  );
}
