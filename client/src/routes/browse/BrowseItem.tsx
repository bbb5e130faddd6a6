import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { AccessBadge } from '../../components/AccessBadge';
import { countLabel } from '../../lib/counts';

export const BrowseItem_publication = graphql(`
  fragment BrowseItem_publication on Publication {
    id
    publicationId
    title
    slug
    contentType
    accessLevel
    imageCount
    recordCount
  }
`);

/** One publication in the browse list. */
export function BrowseItem(props: { publication: FragmentType<typeof BrowseItem_publication> }) {
  const p = getFragmentData(BrowseItem_publication, props.publication);
  return (
    <li className="browse-item">
      <Link to={`/publication/${p.publicationId}/${p.slug}`}>{p.title}</Link>
      <span className="browse-item__meta">
        <AccessBadge level={p.accessLevel} /> {p.contentType} · {countLabel(p.imageCount, 'image')} · {countLabel(p.recordCount, 'record')}
      </span>
    </li>
  );
}
