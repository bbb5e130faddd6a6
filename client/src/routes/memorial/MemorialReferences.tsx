import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { TimeAgo } from '../../components/TimeAgo';
import { contentTypeLabel } from '../../lib/contentTypes';
import { contentPath, scanPath } from '../../lib/links';

export const MemorialReferences_memorial = graphql(`
  fragment MemorialReferences_memorial on Memorial {
    sources {
      id
      link
      comment
      # A record's source also opens its page of the scan, the person outlined (?rec=).
      record { id recordId title image { id imageId } subImage { id subImageId } }
    }
    links { id type url text objectId }
    comments { id text authorUsername created }
  }
`);

const isAddress = (s: string) => /^(https?:\/\/|\/)/.test(s);

/** The memorial's sources, links and members' comments, below its stories. */
export function MemorialReferences(props: { memorial: FragmentType<typeof MemorialReferences_memorial> }) {
  const { sources, links, comments } = getFragmentData(MemorialReferences_memorial, props.memorial);
  return (
    <>
      {sources.length > 0 && (
        <section className="detail-section">
          <h2>Sources</h2>
          <ul className="memorial-refs">
            {sources.map((s) => {
              // A link is labelled with what it opens: a record's title, else the comment, else the address.
              const label = s.record?.title ?? (s.link && isAddress(s.link) ? s.comment || s.link : s.link);
              const note = s.comment && s.comment !== label ? s.comment : null;
              return (
                <li key={s.id}>
                  {s.record ? (
                    <Link to={`/record/${s.record.recordId}`}>{label}</Link>
                  ) : s.link && isAddress(s.link) ? (
                    <a href={s.link}>{label}</a>
                  ) : (
                    label
                  )}
                  {label && note && ' — '}
                  {note}
                  {s.record?.image && (
                    <>
                      {' · '}
                      <Link
                        to={scanPath(s.record.image.imageId, s.record.subImage?.subImageId)}
                        aria-label={`View the original page: ${label}`}
                      >
                        View the original page
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section className="detail-section">
          <h2>Links</h2>
          <ul className="memorial-refs">
            {links.map((l) => {
              const internal = l.type !== 'WEB' && l.objectId ? contentPath(`${l.type}:${l.objectId}`) || null : null;
              const text = l.text || l.url || `${contentTypeLabel(l.type)} ${l.objectId ?? ''}`;
              return (
                <li key={l.id} id={`link-${l.id}`} className="memorial-anchor" tabIndex={-1}>
                  {internal ? (
                    <Link to={internal}>{text}</Link>
                  ) : l.url ? (
                    <a href={l.url} rel="noopener nofollow">
                      {text}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {comments.length > 0 && (
        <section className="detail-section">
          <h2>Comments</h2>
          {comments.map((c) => (
            <blockquote key={c.id} className="memorial-comment">
              <p className="detail-prose">{c.text}</p>
              <footer className="muted">
                {c.authorUsername ?? 'A member'} · <TimeAgo when={c.created} />
              </footer>
            </blockquote>
          ))}
        </section>
      )}
    </>
  );
}
