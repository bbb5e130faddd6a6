import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { ColumnChange } from './BrowseColumn';
import {
  ALL_VALUE,
  type BrowseState,
  browseFilters,
  changeColumn,
  changeKeywords,
  gridVisible,
  publicationIdOf,
  selectValue,
  selectedLabels,
  shownColumns,
} from './browseState';
import { clampOffset, columnLayout, gridSlots, maxOffset, trackShift } from './columnLayout';
import { MAX_BROWSE_LEVELS, RESIZE_DEBOUNCE_MS } from './constants';
import { FacetColumn } from './FacetColumn';
import { ThumbnailGrid } from './ThumbnailGrid';
import './browse.css';
import { globalId } from '../../lib/links';

const BrowseToolQuery = graphql(`
  query BrowseTool {
    session {
      user {
        userId
      }
    }
    publications {
      id
      publicationId
      accessLevel
      browseLabels
    }
  }
`);

const BrowseLevelsQuery = graphql(`
  query BrowseLevels($publicationId: ID!) {
    browseLevels(publicationGlobalId: $publicationId) {
      publicationId
      levels
      documentLevel
    }
  }
`);

export interface BrowseToolProps {
  state: BrowseState;
  /** `replace` for changes that should not add a history entry (typing in a filter box). */
  onChange(next: BrowseState, how?: { replace?: boolean }): void;
}

/**
 * The browse tool (content spec §2.3): publications, then the publication's browse levels, in columns
 * that slide sideways, and a thumbnail grid once the deepest level is chosen. Used by /browse and by
 * the 'Browse the collections' dialog; the caller keeps the state.
 */
export function BrowseTool({ state, onChange }: BrowseToolProps) {
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [autoFetch, setAutoFetch] = useState(false);
  const [keywords, setKeywords] = useState(state.keywords);
  useEffect(() => setKeywords(state.keywords), [state.keywords]);

  const tool = useQuery(BrowseToolQuery);
  const publicationId = publicationIdOf(state);
  const levels = useQuery(BrowseLevelsQuery, {
    variables: { publicationId: globalId('PUBLICATION', publicationId ?? 0) },
    skip: publicationId == null,
  });
  const publication = tool.data?.publications.find((p) => p.publicationId === publicationId);
  // Until the gateway answers browseLevels, the publication's own browse labels stand in.
  const levelLabels =
    publicationId == null
      ? null
      : (levels.data?.browseLevels?.levels ??
        (levels.error || (levels.data && !levels.data.browseLevels) ? (publication?.browseLabels ?? null) : null));
  const levelCount = levelLabels ? Math.min(levelLabels.length, MAX_BROWSE_LEVELS) : null;
  const itemLabel = levels.data?.browseLevels?.documentLevel || 'Image';

  const freeValues = useMemo(() => {
    if (!tool.data || tool.data.session.user) return undefined;
    return new Set(
      tool.data.publications.filter((p) => p.accessLevel === 'PUBLIC').map((p) => String(p.publicationId)),
    );
  }, [tool.data]);

  // Layout: measured now, and again 500 ms after the window stops resizing.
  const [width, setWidth] = useState({ viewport: 0, window: typeof window === 'undefined' ? 1280 : window.innerWidth });
  const measure = useCallback(() => {
    setWidth({ viewport: viewport.current?.clientWidth ?? 0, window: window.innerWidth });
  }, []);
  useLayoutEffect(measure, [measure]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);
  // Mounted in a dialog that opens after its children's effects, the tool first measures 0 px (every column
  // off screen): it measures again as soon as it has a size.
  useEffect(() => {
    const el = viewport.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === 0) return;
      observer.disconnect();
      measure();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const layout = columnLayout(width.viewport, width.window);

  const columns = shownColumns(state, levelCount);
  const showGrid = gridVisible(state, levelCount);
  const slotCount = columns.length + (showGrid ? gridSlots(layout) : 0);
  const [offset, setOffset] = useState(0);
  // A new or removed column slides the newest one into view.
  useEffect(() => setOffset(maxOffset(slotCount, layout)), [slotCount, layout.visible]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = clampOffset(offset, slotCount, layout);

  const select = useCallback(
    (index: number, value: string, label: string) => onChange(selectValue(state, index, value, label)),
    [state, onChange],
  );
  const change = (index: number, c: ColumnChange) =>
    onChange(changeColumn(state, index, c), { replace: 'filterVal' in c });
  const focusColumn = (index: number) => {
    if (index < 0 || index >= columns.length) return;
    root.current?.querySelector<HTMLElement>(`[data-browse-column="${index}"] [role="listbox"]`)?.focus();
  };
  // Keyboard focus on a column out of view slides it in.
  const reveal = (index: number) => {
    if (index < shown) setOffset(index);
    else if (index >= shown + layout.visible) setOffset(index - layout.visible + 1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(changeKeywords(state, keywords));
  };

  const titleOf = (index: number) => (index === 0 ? 'Publications' : (levelLabels?.[index - 1] ?? `Level ${index}`));
  const gridWidth = showGrid ? gridSlots(layout) * layout.columnWidth + (gridSlots(layout) - 1) * layout.gutter : 0;

  return (
    <div
      ref={root}
      className={`browse-tool${layout.mobile ? ' browse-tool--mobile' : ''}`}
      onClickCapture={() => setAutoFetch(true)}
      onKeyDownCapture={(e) => (e.key === 'Enter' || e.key === ' ') && setAutoFetch(true)}
    >
      <div className="browse-tool__bar">
        <form role="search" className="browse-tool__search" onSubmit={submit}>
          <input
            type="search"
            name="q"
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
            placeholder="Search within records"
            aria-label="Search within records"
          />
          <button type="submit" className="button button--quiet">
            Search
          </button>
        </form>
        <div className="browse-tool__arrows">
          <button
            type="button"
            className="browse-tool__arrow"
            aria-label="Show previous browse section"
            title="Show previous browse section"
            disabled={shown <= 0}
            onClick={() => setOffset(shown - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="browse-tool__arrow"
            aria-label="Show next browse section"
            title="Show next browse section"
            disabled={shown >= maxOffset(slotCount, layout)}
            onClick={() => setOffset(shown + 1)}
          >
            ›
          </button>
        </div>
      </div>
      {state.columns[0]?.selectedLabel && (
        <ol className="browse-tool__path" aria-label="Browse path">
          {columns.map(
            (c, i) =>
              c.selectedLabel && (
                <li key={i}>
                  <button
                    type="button"
                    className="link-button"
                    title={`Show the ${titleOf(i).toLowerCase()} column`}
                    onClick={() => setOffset(clampOffset(i, slotCount, layout))}
                  >
                    {c.selectedLabel}
                  </button>
                </li>
              ),
          )}
        </ol>
      )}
      <div ref={viewport} className="browse-tool__viewport" onScroll={(e) => (e.currentTarget.scrollLeft = 0)}>
        <div
          className="browse-tool__track"
          style={{ gap: layout.gutter, transform: `translateX(-${trackShift(shown, layout)}px)` }}
        >
          {columns.map((_, index) => (
            <div
              key={index}
              className="browse-tool__slot"
              data-browse-column={index}
              style={{ width: layout.columnWidth }}
              onFocus={() => reveal(index)}
            >
              <FacetColumn
                state={state}
                index={index}
                title={titleOf(index)}
                autoFetch={autoFetch}
                freeValues={index === 0 ? freeValues : undefined}
                onSelect={select}
                onChange={change}
                onFocusColumn={focusColumn}
              />
            </div>
          ))}
          {showGrid && (
            <div
              className="browse-tool__slot browse-tool__slot--grid"
              style={{ width: gridWidth }}
              onFocus={() => reveal(columns.length)}
            >
              <ThumbnailGrid
                key={JSON.stringify([state.keywords, browseFilters(state)])}
                keywords={state.keywords}
                filters={browseFilters(state)}
                labels={selectedLabels(state)}
                itemLabel={itemLabel}
                fileLookup={!state.columns.some((c) => c.selectedValue === ALL_VALUE)}
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
