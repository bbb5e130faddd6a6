import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { Thumbnail } from '../components/Thumbnail';

export const Filmstrip_image = graphql(`
  fragment Filmstrip_image on Image {
    imageId
    ordinal
    file {
      id
      imageCount
    }
    previousImage {
      id
      imageId
    }
    nextImage {
      id
      imageId
    }
    filmstrip(count: 9) {
      id
      imageId
      ordinal
      title
      thumbnail(width: 100, height: 100) {
        ...Thumbnail_thumbnail
      }
    }
  }
`);

/** The pages of the file around this one, with previous and next page (content §2.4 filmstrip). */
export function Filmstrip(props: { image: FragmentType<typeof Filmstrip_image>; search: string }) {
  const image = getFragmentData(Filmstrip_image, props.image);
  const to = (id: number) => `/image/${id}${props.search}`;
  return (
    <nav className="filmstrip" aria-label="Filmstrip">
      {image.previousImage ? (
        <Link className="filmstrip__turn" to={to(image.previousImage.imageId)} rel="prev" aria-label="Previous page">
          ‹
        </Link>
      ) : (
        <span className="filmstrip__turn" aria-hidden="true">
          ‹
        </span>
      )}
      <ol className="filmstrip__pages">
        {image.filmstrip.map((page) => (
          <li key={page.id} className={page.imageId === image.imageId ? 'is-current' : undefined}>
            <Link
              to={to(page.imageId)}
              aria-current={page.imageId === image.imageId ? 'page' : undefined}
              title={page.title}
            >
              <Thumbnail thumbnail={page.thumbnail} size={64} alt={`Page ${page.ordinal}`} />
              <span>{page.ordinal}</span>
            </Link>
          </li>
        ))}
      </ol>
      {image.nextImage ? (
        <Link className="filmstrip__turn" to={to(image.nextImage.imageId)} rel="next" aria-label="Next page">
          ›
        </Link>
      ) : (
        <span className="filmstrip__turn" aria-hidden="true">
          ›
        </span>
      )}
      <p className="filmstrip__count">
        Page {image.ordinal} of {image.file.imageCount}
      </p>
    </nav>
  );
}
