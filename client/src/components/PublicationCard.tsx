import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { countLabel } from '../lib/counts';
import { AccessBadge } from './AccessBadge';
import { Thumbnail } from './Thumbnail';
import './PublicationCard.css';

export const PublicationCard_publication = graphql(`
  fragment PublicationCard_publication on Publication {
    id
    publicationId
    title
    slug
    shortDescription
    conflict
    accessLevel
    isNew
    imageCount
    recordCount
    thumbnail(width: 200, height: 200) {
      ...Thumbnail_thumbnail
    }
  }
`);

/** A publication as a card: picture, title, what it holds and who may open it. */
export function PublicationCard(props: { publication: FragmentType<typeof PublicationCard_publication> }) {
  const p = getFragmentData(PublicationCard_publication, props.publication);
  const href = `/publication/${p.publicationId}/${p.slug}`;
  return (
    <article className="pub-card">
      <Link to={href} className="pub-card__thumb" tabIndex={-1} aria-hidden="true">
        <Thumbnail thumbnail={p.thumbnail} size={96} alt="" />
      </Link>
      <div className="pub-card__body">
        <h3 className="pub-card__title">
          <Link to={href}>{p.title}</Link>
        </h3>
        <p className="pub-card__meta">
          <AccessBadge level={p.accessLevel} />
          {p.isNew && <span className="pub-card__new">New</span>}
          <span>{p.conflict}</span>
        </p>
        <p className="pub-card__desc">{p.shortDescription}</p>
        <p className="pub-card__counts">
          {countLabel(p.imageCount, 'image')} · {countLabel(p.recordCount, 'record')}
        </p>
      </div>
    </article>
  );
}
