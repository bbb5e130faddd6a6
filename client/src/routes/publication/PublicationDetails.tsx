import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { AccessBadge } from '../../components/AccessBadge';
import { Fields } from '../../components/Fields';
import { Thumbnail } from '../../components/Thumbnail';
import { formatCount } from '../../lib/counts';
import { formatDay } from '../../lib/dates';
import { emptySearch, publicationFilter, searchHref, withFilter } from '../../lib/searchState';
import { aboutText } from './aboutText';

export const PublicationDetails_publication = graphql(`
  fragment PublicationDetails_publication on Publication {
    publicationId
    title
    shortDescription
    mediumDescription
    provider
    contentType
    docType
    conflict
    accessLevel
    isNew
    hasOcr
    rollCount
    imageCount
    recordCount
    browseLabels
    lastUpdated
    thumbnail(width: 300, height: 300) {
      ...Thumbnail_thumbnail
    }
  }
`);

interface Props {
  publication: FragmentType<typeof PublicationDetails_publication>;
  children?: ReactNode;
}

/** A publication's header, descriptions, counts and facts. */
export function PublicationDetails({ publication, children }: Props) {
  const p = getFragmentData(PublicationDetails_publication, publication);
  const about = aboutText(p.shortDescription, p.mediumDescription);
  const searchThis = searchHref(withFilter(emptySearch, { type: publicationFilter, value: String(p.publicationId) }));
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">Publication · {p.conflict}</p>
        <h1>{p.title}</h1>
        <p className="detail-header__meta">
          <AccessBadge level={p.accessLevel} />
          {p.isNew && <span>New</span>}
          <span>{p.provider}</span>
        </p>
      </header>
      <div className="detail-grid">
        <div>
          <p className="lede">{p.shortDescription}</p>
          <ul className="stat-row">
            <li>
              <strong>{formatCount(p.recordCount)}</strong>
              <span>records</span>
            </li>
            <li>
              <strong>{formatCount(p.imageCount)}</strong>
              <span>page images</span>
            </li>
            <li>
              <strong>{formatCount(p.rollCount)}</strong>
              <span>rolls</span>
            </li>
          </ul>
          <div className="detail-actions">
            <Link className="button button--primary" to={searchThis}>
              Search this publication
            </Link>
          </div>
          {about && (
            <section className="detail-section">
              <h2>About these records</h2>
              <p className="detail-prose">{about}</p>
            </section>
          )}
          {children}
        </div>
        <aside>
          <Thumbnail thumbnail={p.thumbnail} size={260} alt={`A page from ${p.title}`} />
          <Fields
            rows={[
              ['Conflict', p.conflict],
              ['Publication type', p.contentType],
              ['Record type', p.docType],
              ['Provider', p.provider],
              ['Browse by', p.browseLabels.join(' › ')],
              ['Transcribed text', p.hasOcr ? 'Yes' : 'No'],
              ['Last updated', formatDay(p.lastUpdated)],
            ]}
          />
        </aside>
      </div>
    </article>
  );
}
