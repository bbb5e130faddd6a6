import { Link } from 'react-router';
import { pageWindow } from '../../search/pages';

interface Props {
  total: number;
  offset: number;
  pageSize: number;
  maxCount: number;
  /** Address of the page starting at an offset. */
  hrefFor: (offset: number) => string;
}

/** Previous / numbered / Next links; pages past the service's maximum are not offered. */
export function Pager({ total, offset, pageSize, maxCount, hrefFor }: Props) {
  const { current, last, items } = pageWindow(total, offset, pageSize, maxCount);
  if (last <= 1 && offset === 0) return null;
  const to = (page: number) => hrefFor((page - 1) * pageSize);
  return (
    <nav className="pager" aria-label="Pages of results">
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev">
          ‹ Previous
        </Link>
      ) : (
        <span className="pager__off">‹ Previous</span>
      )}
      <ol>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} className="pager__gap">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? <span aria-current="page">{item}</span> : <Link to={to(item)}>{item}</Link>}
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <Link to={to(current + 1)} rel="next">
          Next ›
        </Link>
      ) : (
        <span className="pager__off">Next ›</span>
      )}
    </nav>
  );
}
