import { Link, useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { initialBrowseState, selectValue, type BrowseState } from '../components/browse/browseState';
import { browseLevels, uploadsLink } from './browseTrail';

export const ViewerTopBar_image = graphql(`
  fragment ViewerTopBar_image on Image {
    title
    breadcrumbs {
      label
      value
    }
    publication {
      id
      publicationId
      title
    }
    uploader {
      userId
      name
    }
  }
`);

/** The browse tool opened where the page sits: its publication, then each browse level of its roll. */
export function browseStateAt(
  publication: { publicationId: number; title: string },
  crumbs: readonly { label: string; value: string }[],
): BrowseState {
  return browseLevels(publication, crumbs).reduce(
    (state, crumb, i) => selectValue(state, i + 1, crumb.value, crumb.label),
    selectValue(initialBrowseState(), 0, String(publication.publicationId), publication.title),
  );
}

interface Props {
  image: FragmentType<typeof ViewerTopBar_image>;
  navShown: boolean;
  onToggleNav: () => void;
  onBrowse: (state: BrowseState) => void;
  children: React.ReactNode;
}

/**
 * The viewer's top bar (content §2.4): site-navigation toggle, previous page (where the visitor came from),
 * the breadcrumb that opens 'Browse the collections' at this page, and the tools.
 */
export function ViewerTopBar({ image: ref, navShown, onToggleNav, onBrowse, children }: Props) {
  const image = getFragmentData(ViewerTopBar_image, ref);
  const navigate = useNavigate();
  const levels = browseLevels(image.publication, image.breadcrumbs);
  const uploads = image.uploader ? uploadsLink(image.uploader) : null;
  return (
    <div className="viewer-top">
      <button
        type="button"
        className="viewer-top__icon"
        aria-pressed={navShown}
        aria-label={navShown ? 'Hide site navigation' : 'Show site navigation'}
        title="Site navigation"
        onClick={onToggleNav}
      >
        ☰
      </button>
      <button
        type="button"
        className="viewer-top__icon"
        aria-label="Previous page"
        title="Back to the previous page"
        onClick={() => navigate(-1)}
      >
        ←
      </button>
      {!image.publication ? null : uploads ? (
        // A member's upload belongs to no browse level: its breadcrumb is the member's uploads (content §2.4).
        <Link className="viewer-top__crumbs" to={uploads.href}>
          <span className="viewer-top__publication">{uploads.label}</span>
        </Link>
      ) : (
        <button
          type="button"
          className="viewer-top__crumbs"
          title="Browse the collections"
          onClick={() => image.publication && onBrowse(browseStateAt(image.publication, image.breadcrumbs))}
        >
          <span className="viewer-top__publication">{image.publication.title}</span>
          {levels.map((crumb, i) => (
            <span key={i} className="viewer-top__level">
              {crumb.label}
            </span>
          ))}
        </button>
      )}
      <h1 className="viewer-top__title">{image.title}</h1>
      {children}
    </div>
  );
}
