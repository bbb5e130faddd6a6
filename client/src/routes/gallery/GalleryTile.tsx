import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';
import { tagPath } from './tagPath';

export const GalleryTile_image = graphql(`
  fragment GalleryTile_image on Image {
    id
    imageId
    title
    thumbnail(width: 200, height: 200) { ...Thumbnail_thumbnail }
    tags { name type mine }
  }
`);

interface Props {
  image: FragmentType<typeof GalleryTile_image>;
}

/** One image of a gallery list: its picture and title (opening the viewer) and the member's own tags. */
export function GalleryTile(props: Props) {
  const image = getFragmentData(GalleryTile_image, props.image);
  const mine = image.tags.filter((t) => t.mine);
  return (
    <li className="gallery-tile">
      <Link to={`/image/${image.imageId}`} className="gallery-tile__picture">
        <Thumbnail thumbnail={image.thumbnail} size={160} alt="" />
        <span className="gallery-tile__title">{image.title}</span>
      </Link>
      {mine.length > 0 && (
        <ul className="tag-chips" aria-label="Your tags">
          {mine.map((t) => (
            <li key={t.name}>
              <Link className={`tag-chip${t.type === 'PRIVATE' ? ' tag-chip--private' : ''}`} to={tagPath(t.name)}>
                {t.name}
                {t.type === 'PRIVATE' && <span className="tag-chip__private">private</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="gallery-tile__tag" to={`/gallery/recent?objectId=${image.imageId}&contentType=IMAGE`}>
        Edit tags
      </Link>
    </li>
  );
}
