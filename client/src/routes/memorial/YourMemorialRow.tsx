import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDay } from '../../lib/dates';

export const YourMemorialRow_memorial = graphql(`
  fragment YourMemorialRow_memorial on Memorial {
    memorialId
    title
    type
    privacyMode
    lastModified
    gedcomUrl
    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }
  }
`);

/** One of the member's memorials: picture, title, kind, privacy, last change, and its actions. */
export function YourMemorialRow(props: { memorial: FragmentType<typeof YourMemorialRow_memorial> }) {
  const m = getFragmentData(YourMemorialRow_memorial, props.memorial);
  return (
    <li className="your-memorial">
      <Thumbnail thumbnail={m.thumbnail} size={72} alt="" />
      <div className="your-memorial__body">
        <h2>
          <Link to={`/memorial/${m.memorialId}`}>{m.title}</Link>
        </h2>
        <p className="muted">
          {contentTypeLabel(m.type)}
          {m.privacyMode === 'PRIVATE' && <span className="your-memorial__private"> · Private</span>}
          {' · '}Updated {formatDay(m.lastModified)}
        </p>
      </div>
      <div className="your-memorial__actions">
        <Link className="button button--primary" to={`/memorial/${m.memorialId}/edit`} aria-label={`Edit ${m.title}`}>
          Edit
        </Link>
        {m.gedcomUrl && (
          <a className="button button--quiet" href={m.gedcomUrl} download aria-label={`Export ${m.title} as GEDCOM`}>
            GEDCOM
          </a>
        )}
      </div>
    </li>
  );
}
