import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';

export const HonorTile_image = graphql(`
  fragment HonorTile_image on HonorImage {
    id
    title
    conflict
    memorial {
      id
      memorialId
    }
    thumbnail(width: 300, height: 300) {
      ...Thumbnail_thumbnail
    }
  }
`);

/**
 * One honor image on the wall: the picture first and large, in a square frame like a photograph on a memorial
 * wall, the name and war beneath it; it opens the memorial.
 */
export function HonorTile(props: { image: FragmentType<typeof HonorTile_image> }) {
  const image = getFragmentData(HonorTile_image, props.image);
  const tile = (
    <>
      <span className="honor-tile__picture">
        <Thumbnail thumbnail={image.thumbnail} size={300} alt={`Honor image of ${image.title}`} />
      </span>
      <span className="honor-tile__name">{image.title}</span>
      {image.conflict && <span className="honor-tile__conflict">{image.conflict}</span>}
    </>
  );
  return (
    <li className="honor-tile">
      {image.memorial ? (
        <Link to={`/memorial/${image.memorial.memorialId}`}>{tile}</Link>
      ) : (
        // The memorial service could not answer for this one: the picture stays, without its link.
        <span>{tile}</span>
      )}
    </li>
  );
}
