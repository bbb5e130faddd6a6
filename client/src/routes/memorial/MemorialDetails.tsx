import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { Thumbnail } from '../../components/Thumbnail';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDay } from '../../lib/dates';

export const MemorialDetails_memorial = graphql(`
  fragment MemorialDetails_memorial on Memorial {
    title
    type
    description
    primaryMilitaryEvent
    ownerUsername
    created
    lastModified
    indexRecord { id recordId fullName }
    stories { id title content dateText placeText }
    facts { id type name value }
    images {
      id
      kind
      caption
      thumbnail(width: 300, height: 300) {
        ...Thumbnail_thumbnail
      }
    }
    thumbnail(width: 300, height: 300) {
      ...Thumbnail_thumbnail
    }
  }
`);

/** A memorial: its cover, description, stories, facts and pictures. */
export function MemorialDetails(props: { memorial: FragmentType<typeof MemorialDetails_memorial>; actions?: ReactNode }) {
  const m = getFragmentData(MemorialDetails_memorial, props.memorial);
  const cover = m.images.find((i) => i.kind === 'COVER_IMAGE');
  const gallery = m.images.filter((i) => i !== cover);
  return (
    <article>
      <header className="detail-header">
        <p className="eyebrow">Memorial · {contentTypeLabel(m.type)}</p>
        <h1>{m.title}</h1>
        <p className="detail-header__meta">
          <span>Created by <Link to={`/profile/${encodeURIComponent(m.ownerUsername)}`}>{m.ownerUsername}</Link></span>
          <span>Updated {formatDay(m.lastModified)}</span>
          {props.actions}
        </p>
      </header>
      <div className="detail-grid">
        <div>
          {m.description && <p className="lede detail-prose">{m.description}</p>}
          {m.stories.length > 0 && (
            <section className="detail-section">
              <h2>Stories</h2>
              {m.stories.map((s) => (
                <article key={s.id} className="story">
                  <h3>{s.title}</h3>
                  {(s.dateText || s.placeText) && (
                    <p className="story__when">{[s.dateText, s.placeText].filter(Boolean).join(' · ')}</p>
                  )}
                  <p className="detail-prose">{s.content}</p>
                </article>
              ))}
            </section>
          )}
          {gallery.length > 0 && (
            <section className="detail-section">
              <h2>Images</h2>
              <ul className="tile-grid link-list">
                {gallery.map((img) => (
                  <li key={img.id} className="tile">
                    <Thumbnail thumbnail={img.thumbnail} size={150} alt={img.caption ?? ''} />
                    {img.caption && <span>{img.caption}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside>
          {(cover?.thumbnail ?? m.thumbnail) && <Thumbnail thumbnail={cover?.thumbnail ?? m.thumbnail} size={260} alt={m.title} />}
          <section>
            <h2>Facts</h2>
            <Fields
              rows={[
                ['War', m.primaryMilitaryEvent],
                ...m.facts.map((f): [string, string] => [f.name, f.value]),
                ['From the record', m.indexRecord && <Link to={`/record/${m.indexRecord.recordId}`}>{m.indexRecord.fullName}</Link>],
                ['Created', formatDay(m.created)],
              ]}
            />
          </section>
        </aside>
      </div>
    </article>
  );
}
