import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatCount } from '../../lib/counts';
import { formatPartialDate } from '../../lib/dates';
import type { CursorPages } from './useCursorPages';

export const LinkedRecords_connection = graphql(`
  fragment LinkedRecords_connection on IndexRecordConnection {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id
        recordId
        fullName
        rank
        enlistmentDate
        casualtyType
        company { id companyId letter }
      }
    }
  }
`);

export const LinkedMemorials_connection = graphql(`
  fragment LinkedMemorials_connection on MemorialConnection {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id memorialId title description type } }
  }
`);

/** "Showing 21–40 of 312" with Previous and Next, for lists paged by cursor. */
function Pager({
  pages,
  shown,
  total,
  hasNext,
  endCursor,
  label,
}: {
  pages: CursorPages;
  shown: number;
  total: number;
  hasNext: boolean;
  endCursor: string | null | undefined;
  label: string;
}) {
  const from = pages.index * pages.size + 1;
  if (total <= shown && pages.index === 0) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="button button--quiet" onClick={pages.previous} disabled={pages.index === 0}>
        Previous
      </button>
      <span className="pager__where" aria-live="polite">
        {shown ? `${formatCount(from)}–${formatCount(from + shown - 1)} of ${formatCount(total)}` : ''}
      </span>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => endCursor && pages.next(endCursor)}
        disabled={!hasNext}
      >
        Next
      </button>
    </nav>
  );
}

/** The index records linked to a unit or battle, a page at a time. */
export function LinkedRecords(props: {
  records: FragmentType<typeof LinkedRecords_connection>;
  pages: CursorPages;
  heading: string;
  empty: string;
}) {
  const c = getFragmentData(LinkedRecords_connection, props.records);
  return (
    <section className="detail-section linked-list" aria-labelledby="linked-records">
      <h2 id="linked-records">
        {props.heading} <span className="muted">({formatCount(c.totalCount)})</span>
      </h2>
      {c.edges.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <ul className="link-list linked-list__items">
          {c.edges.map(({ node: r }) => (
            <li key={r.id}>
              <Link to={`/record/${r.recordId}`}>{r.fullName}</Link>
              <span className="muted">
                {[
                  r.rank,
                  r.company ? `Co. ${r.company.letter}` : null,
                  r.enlistmentDate ? `enlisted ${formatPartialDate(r.enlistmentDate)}` : null,
                  r.casualtyType,
                ]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)
                  .join('')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager
        pages={props.pages}
        shown={c.edges.length}
        total={c.totalCount}
        hasNext={c.pageInfo.hasNextPage}
        endCursor={c.pageInfo.endCursor}
        label="Records"
      />
    </section>
  );
}

/** The memorials linked to a unit or battle, a page at a time. */
export function LinkedMemorials(props: {
  memorials: FragmentType<typeof LinkedMemorials_connection>;
  pages: CursorPages;
  empty: string;
}) {
  const c = getFragmentData(LinkedMemorials_connection, props.memorials);
  return (
    <section className="detail-section linked-list" aria-labelledby="linked-memorials">
      <h2 id="linked-memorials">
        Memorials <span className="muted">({formatCount(c.totalCount)})</span>
      </h2>
      {c.edges.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <ul className="link-list linked-list__items">
          {c.edges.map(({ node: m }) => (
            <li key={m.id}>
              <Link to={`/memorial/${m.memorialId}`}>{m.title}</Link>
              {m.description && <span className="muted"> · {m.description}</span>}
            </li>
          ))}
        </ul>
      )}
      <Pager
        pages={props.pages}
        shown={c.edges.length}
        total={c.totalCount}
        hasNext={c.pageInfo.hasNextPage}
        endCursor={c.pageInfo.endCursor}
        label="Memorials"
      />
    </section>
  );
}
