import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchFilterInput } from '../../__generated__/graphql';
import { countLabel } from '../../lib/counts';
import { GRID_ROW_HEIGHT } from './constants';
import { GridThumbnail } from './GridThumbnail';
import { gridColumnCount, rowWindow } from './gridPaging';
import { useGridPages } from './useGridPages';

interface Props {
  keywords: string;
  filters: SearchFilterInput[];
  /** Labels chosen in the columns, stripped from thumbnail titles. */
  labels: readonly string[];
  /** What one item is, e.g. Page or Card (the publication's document level). */
  itemLabel: string;
  /** Whether the path names one value at every level, so a single FILE found is the whole of it. */
  fileLookup: boolean;
}

/** The last two columns: a virtualised grid of thumbnails, only the rows near the scroll position drawn. */
export function ThumbnailGrid({ keywords, filters, labels, itemLabel, fileLookup }: Props) {
  const grid = useGridPages(keywords, filters, fileLookup);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [scrollTop, setScrollTop] = useState(0);
  // The pane mounts once results arrive; measure it then and whenever it changes size.
  const observer = useRef<ResizeObserver | null>(null);
  const pane = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(el);
  }, []);

  const columns = gridColumnCount(size.width);
  const rowCount = Math.ceil(grid.count / columns);
  const rows = rowWindow(scrollTop, size.height, rowCount);
  const { show } = grid;
  useEffect(() => {
    if (rows.lastVisible >= rows.firstVisible) show(rows.firstVisible * columns, (rows.lastVisible + 1) * columns - 1);
  }, [rows.firstVisible, rows.lastVisible, columns, show]);

  const heading = (
    <header className="browse-column__head browse-grid__head">
      <h2 className="browse-column__title">{/s$/.test(itemLabel) ? itemLabel : `${itemLabel}s`}</h2>
      {grid.status === 'ready' && grid.count > 0 && (
        <p className="browse-grid__count" aria-live="polite">
          {countLabel(grid.total, grid.source === 'file' ? 'image' : 'result')}
          {grid.count < grid.total && ` (first ${grid.count.toLocaleString('en-US')} shown)`}
        </p>
      )}
    </header>
  );

  let body;
  if (grid.status === 'failed')
    body = (
      <p className="browse-column__note" role="alert">
        Something went wrong. Please try again later.
      </p>
    );
  else if (grid.status === 'loading')
    body = (
      <p className="browse-column__note" role="status">
        Loading…
      </p>
    );
  else if (grid.count === 0) body = <p className="browse-column__note">No results</p>;

  const cells = [];
  for (let r = rows.start; r < rows.end; r++) {
    for (let c = 0; c < columns; c++) {
      const index = r * columns + c;
      if (index >= grid.count) break;
      const item = grid.item(index);
      cells.push(
        <li
          key={index}
          role="listitem"
          className="browse-grid__cell"
          style={{ top: r * GRID_ROW_HEIGHT, left: `${(c * 100) / columns}%`, width: `${100 / columns}%` }}
        >
          {!item ? (
            <span className="grid-thumb grid-thumb--pending" aria-hidden="true" />
          ) : item.kind === 'hit' ? (
            <GridThumbnail hit={item.ref} labels={labels} />
          ) : (
            <GridThumbnail image={item.ref} labels={labels} />
          )}
        </li>,
      );
    }
  }

  return (
    <section className="browse-column browse-grid" aria-label="Images">
      {heading}
      {body ?? (
        <div
          className="browse-grid__pane"
          ref={pane}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          tabIndex={-1}
        >
          <ul className="browse-grid__rows" role="list" style={{ height: rowCount * GRID_ROW_HEIGHT }}>
            {cells}
          </ul>
        </div>
      )}
    </section>
  );
}
