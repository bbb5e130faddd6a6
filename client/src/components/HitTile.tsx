import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { contentPath, scanPath } from '../lib/links';
import { Thumbnail } from './Thumbnail';

export const HitTile_hit = graphql(`
  fragment HitTile_hit on SearchHit {
    title
    doc {
      id
      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).
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

/** A search hit as a picture with its title, for grids of sample pages. */
export function HitTile(props: { hit: FragmentType<typeof HitTile_hit> }) {
  const hit = getFragmentData(HitTile_hit, props.hit);
  // A hit whose object could not be loaded shows its picture and title without a link.
  const href = hit.doc ? contentPath(hit.doc.id, hit.title) : '';
  const region = hit.doc && 'subImage' in hit.doc ? hit.doc.subImage : null;
  const pictureHref = region ? scanPath(region.image.imageId, region.subImageId) : href;
  return (
    <li className="tile">
      {pictureHref ? (
        <Link to={pictureHref} aria-hidden="true" tabIndex={-1}>
          <Thumbnail thumbnail={hit.thumbnail} size={150} alt="" />
        </Link>
      ) : (
        <Thumbnail thumbnail={hit.thumbnail} size={150} alt="" />
      )}
      {href ? <Link to={href}>{hit.title}</Link> : <span>{hit.title}</span>}
    </li>
  );
}
