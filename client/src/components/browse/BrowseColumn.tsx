import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { FilterType } from '../../__generated__/graphql';
import { formatCount } from '../../lib/counts';
import { ALL_LABEL, ALL_VALUE, type BrowseColumnState } from './browseState';
import { FILTER_DEBOUNCE_MS } from './constants';
import { useDebouncedEffect } from './useDebouncedEffect';

export const BrowseColumn_facet = graphql(`
  fragment BrowseColumn_facet on Facet {
    totalCount
    values {
      value
      label
      shortLabel
      count
      nodeType
    }
  }
`);

export type ColumnChange = Partial<Pick<BrowseColumnState, 'filterType' | 'filterVal' | 'sortOrder'>>;

interface Props {
  index: number;
  title: string;
  column: BrowseColumnState;
  facet: FragmentType<typeof BrowseColumn_facet> | undefined;
  loading: boolean;
  failed: boolean;
  /** Values to tag 'Free' (public publications, for signed-out visitors). */
  freeValues?: ReadonlySet<string>;
  onSelect(value: string, label: string): void;
  onChange(change: ColumnChange): void;
  /** Moves keyboard focus to the column before (-1) or after (+1). */
  onFocusColumn(step: -1 | 1): void;
}

const opposite: Record<FilterType, FilterType> = { TERM: 'PREFIX', PREFIX: 'TERM' };
const modeLabel: Record<FilterType, string> = { TERM: 'contain', PREFIX: 'start with' };

/** One browse column: its filter box, then its values as a listbox (50 px rows). */
export function BrowseColumn({
  index,
  title,
  column,
  facet,
  loading,
  failed,
  freeValues,
  onSelect,
  onChange,
  onFocusColumn,
}: Props) {
  const data = getFragmentData(BrowseColumn_facet, facet);
  const values = data?.values ?? [];
  const isPublication = index === 0;
  const [text, setText] = useState(column.filterVal);
  const [active, setActive] = useState(0);
  const id = useId();

  useEffect(() => setText(column.filterVal), [column.filterVal]);
  useDebouncedEffect(
    () => {
      if (text.trim() !== column.filterVal) onChange({ filterVal: text.trim() });
    },
    FILTER_DEBOUNCE_MS,
    [text],
  );

  const options = [
    ...(!isPublication && values.length > 1
      ? [{ value: ALL_VALUE, label: 'Select All', selectLabel: ALL_LABEL, count: null as number | null }]
      : []),
    ...values.map((v) => ({ value: v.value, label: v.label, selectLabel: v.label, count: v.count as number | null })),
  ];
  const selectedIndex = options.findIndex((o) => o.value === column.selectedValue);
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));
  useEffect(() => {
    if (selectedIndex >= 0) setActive(selectedIndex);
  }, [selectedIndex]);

  const filterDisabled = !data ? !column.filterVal : values.length <= 1 && !column.filterVal && !text;
  const optionId = (i: number) => `${id}-opt-${i}`;

  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const move = (to: number) => {
      e.preventDefault();
      const next = Math.max(0, Math.min(options.length - 1, to));
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    };
    if (e.key === 'ArrowDown') move(activeIndex + 1);
    else if (e.key === 'ArrowUp') move(activeIndex - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(options.length - 1);
    else if (e.key === 'PageDown') move(activeIndex + 8);
    else if (e.key === 'PageUp') move(activeIndex - 8);
    else if ((e.key === 'Enter' || e.key === ' ') && options[activeIndex]) {
      e.preventDefault();
      onSelect(options[activeIndex].value, options[activeIndex].selectLabel);
    } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      onFocusColumn(e.key === 'ArrowRight' ? 1 : -1);
    }
  }

  return (
    <section className="browse-column" aria-labelledby={`${id}-title`}>
      <header className="browse-column__head">
        <h2 id={`${id}-title`} className="browse-column__title">
          {title}
        </h2>
        <div className="browse-column__filter">
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={filterDisabled}
            placeholder={`Filter ${title.toLowerCase()}`}
            aria-label={`Filter ${title}`}
          />
          {!isPublication && (
            <select
              value={column.filterType}
              onChange={(e) => onChange({ filterType: e.target.value as FilterType })}
              aria-label={`How the ${title} filter matches`}
            >
              <option value="TERM">contain</option>
              <option value="PREFIX">start with</option>
            </select>
          )}
        </div>
      </header>
      {isPublication && (
        <p className="browse-column__caption">
          Counts are records, pages and files; a publication page counts records.
        </p>
      )}
      {failed && (
        <p className="browse-column__note" role="alert">
          Something went wrong. Please try again later.
        </p>
      )}
      {!failed && data && values.length === 0 && column.filterVal && (
        <p className="browse-column__note">
          No results matching "{column.filterVal}"
          {!isPublication && (
            <>
              {' '}
              <button
                type="button"
                className="link-button"
                onClick={() => onChange({ filterType: opposite[column.filterType] })}
              >
                Try "{modeLabel[opposite[column.filterType]]}" instead
              </button>
            </>
          )}
        </p>
      )}
      {!failed && data && values.length === 0 && !column.filterVal && (
        <p className="browse-column__note">Nothing to browse here.</p>
      )}
      {!data && loading && (
        <p className="browse-column__note" role="status">
          Loading…
        </p>
      )}
      {options.length > 0 && (
        <ul
          className={`browse-column__list${loading ? ' browse-column__list--stale' : ''}`}
          role="listbox"
          tabIndex={0}
          aria-labelledby={`${id}-title`}
          aria-activedescendant={optionId(activeIndex)}
          aria-busy={loading}
          onKeyDown={onKeyDown}
        >
          {options.map((o, i) => (
            <li
              key={o.value}
              id={optionId(i)}
              role="option"
              aria-selected={o.value === column.selectedValue}
              className={`browse-option${i === activeIndex ? ' browse-option--active' : ''}${o.value === ALL_VALUE ? ' browse-option--all' : ''}`}
              onClick={() => {
                setActive(i);
                onSelect(o.value, o.selectLabel);
              }}
            >
              <span className="browse-option__label" title={o.label}>
                {o.label}
              </span>
              {freeValues?.has(o.value) && <span className="browse-option__free">Free</span>}
              {o.count != null && (
                // The count is of search hits (records, pages and files), not the publication page's records.
                <span className="browse-option__count" title={countMeaning(o.count)}>
                  {formatCount(o.count)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a browse count counts, for its tooltip and screen readers: every hit under the value. */
export const countMeaning = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'record, page or file' : 'records, pages and files'}`;
