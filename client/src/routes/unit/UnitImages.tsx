import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';

export const UnitImages_image = graphql(`
  fragment UnitImages_image on Image {
    id
    imageId
    title
    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }
  }
`);

/** A few scanned pages that name the unit's soldiers, each opening in the viewer. */
export function UnitImages(props: { images: readonly FragmentType<typeof UnitImages_image>[]; heading: string }) {
  const images = props.images.map((i) => getFragmentData(UnitImages_image, i));
  if (!images.length) return null;
  return (
    <section aria-labelledby="unit-images">
      <h2 id="unit-images">{props.heading}</h2>
      <ul className="unit-images">
        {images.map((image) => (
          <li key={image.imageId} className="tile">
            <Link to={`/image/${image.imageId}`} aria-label={image.title}>
              <Thumbnail thumbnail={image.thumbnail} size={100} alt="" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
