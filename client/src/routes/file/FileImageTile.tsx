import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';

export const FileImageTile_image = graphql(`
  fragment FileImageTile_image on Image {
    imageId
    shortTitle
    thumbnail {
      ...Thumbnail_thumbnail
    }
  }
`);

/** One page of a file as a picture with its short title, linking to the viewer. */
export function FileImageTile(props: { image: FragmentType<typeof FileImageTile_image> }) {
  const image = getFragmentData(FileImageTile_image, props.image);
  const href = `/image/${image.imageId}`;
  return (
    <li className="tile">
      <Link to={href} aria-hidden="true" tabIndex={-1}>
        <Thumbnail thumbnail={image.thumbnail} size={150} alt="" />
      </Link>
      <Link to={href}>{image.shortTitle}</Link>
    </li>
  );
}
