import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { contentPath, scanPath } from '../../lib/links';
import { Thumbnail } from '../Thumbnail';
import { thumbnailTitle } from './gridPaging';

export const GridThumbnail_hit = graphql(`
  fragment GridThumbnail_hit on SearchHit {
    title
    doc {
      id
      # Browsing is looking at pages: a record opens its page with the person outlined (?rec=).
      ... on IndexRecord {
        subImage {
          id
          subImageId
          image {
            id
            imageId
          }
        }
      }
    }
    thumbnail {
      ...Thumbnail_thumbnail
    }
  }
`);

export const GridThumbnail_image = graphql(`
  fragment GridThumbnail_image on Image {
    id
    title
    thumbnail {
      ...Thumbnail_thumbnail
    }
  }
`);

type Props =
  | { hit: FragmentType<typeof GridThumbnail_hit>; image?: never; labels: readonly string[] }
  | { image: FragmentType<typeof GridThumbnail_image>; hit?: never; labels: readonly string[] };

/** A cell of the browse grid: a search hit or one of a file's images, linking to its page. */
export function GridThumbnail(props: Props) {
  const hit = props.hit ? getFragmentData(GridThumbnail_hit, props.hit) : null;
  const image = props.image ? getFragmentData(GridThumbnail_image, props.image) : null;
  const item = hit ? { id: hit.doc?.id ?? null, title: hit.title, thumbnail: hit.thumbnail } : image!;
  const region = hit?.doc && 'subImage' in hit.doc ? hit.doc.subImage : null;
  const body = (
    <>
      <Thumbnail thumbnail={item.thumbnail} size={100} alt="" />
      <span className="grid-thumb__title">{thumbnailTitle(item.title, props.labels)}</span>
    </>
  );
  // A hit whose object could not be loaded (doc null, with an error beside the page) stays in the grid, unlinked.
  if (item.id === null)
    return (
      <span className="grid-thumb" title={item.title}>
        {body}
      </span>
    );
  return (
    <Link
      className="grid-thumb"
      to={region ? scanPath(region.image.imageId, region.subImageId) : contentPath(item.id, item.title)}
      title={item.title}
    >
      {body}
    </Link>
  );
}

export type GridItem =
  | { kind: 'hit'; key: string; ref: FragmentType<typeof GridThumbnail_hit> }
  | { kind: 'image'; key: string; ref: FragmentType<typeof GridThumbnail_image> };
