import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { SearchQueryInput } from '../../__generated__/graphql';
import { Thumbnail } from '../../components/Thumbnail';
import { contentTypeLabel } from '../../lib/contentTypes';
import { parseHighlight } from '../../search/highlight';
import { contentPath, parseContentRef, scanPath } from '../../lib/links';
import { matchBadge } from '../../search/matchBadge';
import { withFindInPage } from '../../viewer/findAddress';
import { SearchHitDetails } from './SearchHitDetails';

export const SearchHit_hit = graphql(`
  fragment SearchHit_hit on SearchHit {
    title
    highlights
    matches {
      field
      kind
      value
    }
    doc {
      id
      ...SearchHitDetails_doc
      # A record's picture is its region of the page: it opens the page with the person outlined (?rec=).
      ... on IndexRecord {
        subImage {
          id
          subImageId
          image {
            id
            imageId
          }
        }
      }
    }
    thumbnail {
      ...Thumbnail_thumbnail
    }
    publication {
      id
      publicationId
      title
      slug
    }
    access {
      requirement
    }
  }
`);

/** The lock badge's words for what a denied hit needs (the record page then shows the deny dialog). */
const LOCKED: Record<string, string> = {
  LOGIN: 'Free registration',
  CONFIRM: 'Confirmed email',
  SUBSCRIBE: 'Premium',
  SILO: 'Institution members',
};

/** A highlight fragment with only its <em> marks kept. */
export function Highlight({ html }: { html: string }) {
  return <>{parseHighlight(html).map((s, i) => (s.em ? <em key={i}>{s.text}</em> : <span key={i}>{s.text}</span>))}</>;
}

interface Props {
  hit: FragmentType<typeof SearchHit_hit>;
  /** The search, to say how a name matched ("sounds like Smith", "born 1838–1842"). */
  query?: SearchQueryInput;
  view?: 'list' | 'grid';
}

/** One search result: picture, kind, linked title, how it matched, matched text, facts and publication. */
export function SearchHit({ hit: ref, query = {}, view = 'list' }: Props) {
  const hit = getFragmentData(SearchHit_hit, ref);
  // A hit whose object could not be loaded (doc null, with an error beside the page) keeps its title and picture, unlinked.
  const kind = hit.doc ? parseContentRef(hit.doc.id) : null;
  const href = hit.doc ? withFindInPage(contentPath(hit.doc.id, hit.title), kind?.contentType, query.keywords) : '';
  const title = hit.title || 'Untitled';
  const region = hit.doc && 'subImage' in hit.doc ? hit.doc.subImage : null;
  const pictureHref = region ? scanPath(region.image.imageId, region.subImageId) : href;
  const badges = [...new Set(hit.matches.map((m) => matchBadge(m, query)).filter((b): b is string => b !== null))];
  return (
    <li className={`search-hit search-hit--${view}`}>
      {pictureHref ? (
        <Link to={pictureHref} tabIndex={-1} aria-hidden="true" className="search-hit__thumb">
          <Thumbnail thumbnail={hit.thumbnail} size={view === 'grid' ? 150 : 100} alt="" />
        </Link>
      ) : (
        <Thumbnail thumbnail={hit.thumbnail} size={view === 'grid' ? 150 : 100} alt="" />
      )}
      <div className="search-hit__body">
        <p className="search-hit__type">{kind ? contentTypeLabel(kind.contentType) : ''}</p>
        <h3 className="search-hit__title">
          {hit.access && (
            <span
              className="search-hit__lock"
              style={{ marginRight: '0.3rem' }}
              role="img"
              aria-label={`Locked: ${LOCKED[hit.access.requirement ?? ''] ?? 'not available'}`}
              title={LOCKED[hit.access.requirement ?? ''] ?? undefined}
            >
              {/* Drawn, not an emoji: the lock shows without an emoji font. */}
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
                />
              </svg>
            </span>
          )}
          {href ? <Link to={href}>{title}</Link> : title}
        </h3>
        {badges.length > 0 && (
          <p className="search-hit__matches">
            {badges.map((b) => (
              <span key={b} className="match-badge">
                {b}
              </span>
            ))}
          </p>
        )}
        {view === 'list' && hit.doc && <SearchHitDetails doc={hit.doc} />}
        {view === 'list' && hit.highlights.length > 0 && (
          <p className="search-hit__highlights">
            {hit.highlights.map((h, i) => (
              <span key={i} className="search-hit__highlight">
                <Highlight html={h} />
              </span>
            ))}
          </p>
        )}
        {hit.publication && (
          <p className="search-hit__publication">
            <Link to={`/publication/${hit.publication.publicationId}/${hit.publication.slug}`}>
              {hit.publication.title}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}
