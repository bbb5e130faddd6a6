import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { contentPath } from '../lib/links';
import { Thumbnail } from './Thumbnail';

export const HitTile_hit = graphql(`
  fragment HitTile_hit on SearchHit {
    title
    doc {
      id
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
  return (
    <li className="tile">
      {href ? (
        <Link to={href} aria-hidden="true" tabIndex={-1}>
          <Thumbnail thumbnail={hit.thumbnail} size={150} alt="" />
        </Link>
      ) : (
        <Thumbnail thumbnail={hit.thumbnail} size={150} alt="" />
      )}
      {href ? <Link to={href}>{hit.title}</Link> : <span>{hit.title}</span>}
    </li>
  );
}
