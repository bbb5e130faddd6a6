import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';
import { contentTypeLabel } from '../../lib/contentTypes';
import { parseHighlight } from '../../lib/highlight';
import { contentPath, parseContentRef } from '../../lib/links';

export const SearchHit_hit = graphql(`
  fragment SearchHit_hit on SearchHit {
    title
    highlights
    doc {
      id
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
  }
`);

/** A highlight fragment with only its <em> marks kept. */
export function Highlight({ html }: { html: string }) {
  return (
    <>
      {parseHighlight(html).map((s, i) => (s.em ? <em key={i}>{s.text}</em> : <span key={i}>{s.text}</span>))}
    </>
  );
}

/** One search result: picture, linked title, matched text, publication and kind. */
export function SearchHit(props: { hit: FragmentType<typeof SearchHit_hit> }) {
  const hit = getFragmentData(SearchHit_hit, props.hit);
  const ref = parseContentRef(hit.doc.id);
  const href = contentPath(hit.doc.id, hit.title);
  const title = hit.title || 'Untitled';
  return (
    <li className="search-hit">
      <Thumbnail thumbnail={hit.thumbnail} size={100} alt="" />
      <div className="search-hit__body">
        <p className="search-hit__type">{ref ? contentTypeLabel(ref.contentType) : ''}</p>
        <h3 className="search-hit__title">{href ? <Link to={href}>{title}</Link> : title}</h3>
        {hit.highlights.length > 0 && (
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
            <Link to={`/publication/${hit.publication.publicationId}/${hit.publication.slug}`}>{hit.publication.title}</Link>
          </p>
        )}
      </div>
    </li>
  );
}
