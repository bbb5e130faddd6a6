import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Fields } from '../../components/Fields';
import { Thumbnail } from '../../components/Thumbnail';
import { contentTypeLabel } from '../../lib/contentTypes';
import { formatDay } from '../../lib/dates';
import { describeParsedDate } from '../../lib/freeTextDate';
import { MemorialReferences } from './MemorialReferences';

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
    stories { id title content dateText date { start { year month day } end { year month day } } placeText }
    facts { id type name value }
    coverImage { id caption thumbnail(width: 300, height: 300) { ...Thumbnail_thumbnail } }
    backgroundImage { id yPosition thumbnail(width: 1200, height: 1200) { url } }
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
    ...MemorialReferences_memorial
  }
`);

/**
 * A memorial: its header (over the background picture, at the height the owner chose), cover, description,
 * stories, facts, pictures, sources, links and comments. Each element carries the id its share address names
 * (`?story=`, `?fact=`, `?img=`, `?link=`, content §2.1) so the page can bring it into view.
 */
export function MemorialDetails(props: {
  memorial: FragmentType<typeof MemorialDetails_memorial>;
  actions?: ReactNode;
}) {
  const m = getFragmentData(MemorialDetails_memorial, props.memorial);
  const gallery = m.images.filter((i) => i.kind === 'IMAGE');
  const background = m.backgroundImage;
  const cover = m.coverImage?.thumbnail ?? m.thumbnail;
  const lifespan = lifeYears(m.facts);
  return (
    <article>
      <header
        className={`detail-header${background ? ' memorial-header--pictured' : ''}`}
        style={
          background
            ? {
                backgroundImage: `url(${JSON.stringify(background.thumbnail.url)})`,
                backgroundPosition: `center ${background.yPosition ?? 50}%`,
              }
            : undefined
        }
      >
        <div className="memorial-header__body">
          {/* The portrait (or the record's page) beside the name, as a tribute opens: the face first. */}
          {cover && (
            <span className="memorial-header__portrait" id={m.coverImage ? `img-${m.coverImage.id}` : undefined}>
              <Thumbnail thumbnail={cover} size={180} alt={m.coverImage?.caption ?? m.title} />
            </span>
          )}
          <div className="memorial-header__text">
            <p className="eyebrow">Memorial · {contentTypeLabel(m.type)}</p>
            <h1>{m.title}</h1>
            {(m.primaryMilitaryEvent || lifespan) && (
              <p className="memorial-header__served">
                {[lifespan, m.primaryMilitaryEvent].filter(Boolean).join(' · ')}
              </p>
            )}
            <p className="detail-header__meta">
              <span>
                Created by <Link to={`/profile/${encodeURIComponent(m.ownerUsername)}`}>{m.ownerUsername}</Link>
              </span>
              <span>Updated {formatDay(m.lastModified)}</span>
              {props.actions}
            </p>
          </div>
        </div>
      </header>
      <div className="detail-grid">
        <div>
          {m.description && <p className="lede detail-prose">{m.description}</p>}
          {m.stories.length > 0 && (
            <section className="detail-section">
              <h2>Stories</h2>
              {m.stories.map((s) => (
                <article key={s.id} id={`story-${s.id}`} className="story memorial-anchor" tabIndex={-1}>
                  <h3>{s.title}</h3>
                  {(s.dateText || s.placeText) && (
                    <p className="story__when">
                      {[s.date ? describeParsedDate(s.date) : s.dateText, s.placeText].filter(Boolean).join(' · ')}
                    </p>
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
                  <li key={img.id} id={`img-${img.id}`} className="tile memorial-anchor" tabIndex={-1}>
                    <Thumbnail thumbnail={img.thumbnail} size={150} alt={img.caption ?? ''} />
                    {img.caption && <span>{img.caption}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <MemorialReferences memorial={m} />
        </div>
        <aside>
          <section>
            <h2>Facts</h2>
            <Fields
              rows={[
                ['War', m.primaryMilitaryEvent],
                ...m.facts.map((f): [string, ReactNode] => [
                  f.name,
                  <span id={`fact-${f.id}`} className="memorial-anchor" tabIndex={-1}>
                    {f.value}
                  </span>,
                ]),
                [
                  'From the record',
                  m.indexRecord && <Link to={`/record/${m.indexRecord.recordId}`}>{m.indexRecord.fullName}</Link>,
                ],
                ['Created', formatDay(m.created)],
              ]}
            />
          </section>
        </aside>
      </div>
    </article>
  );
}

/** `1843 – 1863` from the birth and death facts, when the memorial has a year for either. */
function lifeYears(facts: readonly { type: string; value: string }[]): string | null {
  const year = (prefix: string) =>
    /\b(1[4-9]\d\d|20\d\d)\b/.exec(facts.find((f) => f.type === prefix)?.value ?? '')?.[1];
  const born = year('date.vital.birth');
  const died = year('date.vital.death');
  return born || died ? `${born ?? '?'} – ${died ?? ''}`.trim() : null;
}
