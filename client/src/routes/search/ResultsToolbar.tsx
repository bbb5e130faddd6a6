import type { LastUpdated, SortOrder } from '../../__generated__/graphql';
import { PAGE_SIZES } from '../../search/pageSize';

export type ResultsView = 'list' | 'grid';

export const SORTS: [SortOrder, string][] = [
  ['RELEVANCE', 'Best match'],
  ['NAME', 'Name A–Z'],
  ['NAME_DESC', 'Name Z–A'],
  ['DATE_ASC', 'Oldest'],
  ['DATE_DESC', 'Newest'],
  ['LAST_MODIFIED', 'Recently updated'],
];

/** lastUpdated windows with the spec's labels (content spec §4). */
export const LAST_UPDATED: [LastUpdated | '', string][] = [
  ['', 'Any Time'],
  ['PAST_MONTH', 'Past Month'],
  ['PAST_3_MONTHS', 'Past 3 Months'],
  ['PAST_6_MONTHS', 'Past 6 Months'],
  ['PAST_YEAR', 'Past Year'],
];

interface Props {
  sort: SortOrder;
  lastUpdated: LastUpdated | null;
  pageSize: number;
  view: ResultsView;
  onSort: (sort: SortOrder) => void;
  onLastUpdated: (value: LastUpdated | null) => void;
  onPageSize: (size: number) => void;
  onView: (view: ResultsView) => void;
}

/** Sort, updated-within, page size and list/grid choices above the hits. */
export function ResultsToolbar(p: Props) {
  return (
    <div className="results-toolbar">
      <label>
        Sort by{' '}
        <select value={p.sort} onChange={(e) => p.onSort(e.target.value as SortOrder)}>
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Updated{' '}
        <select
          value={p.lastUpdated ?? ''}
          onChange={(e) => p.onLastUpdated((e.target.value || null) as LastUpdated | null)}
        >
          {LAST_UPDATED.map(([value, label]) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Per page{' '}
        <select value={p.pageSize} onChange={(e) => p.onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="results-toolbar__view" role="group" aria-label="View">
        {(['list', 'grid'] as const).map((view) => (
          <button key={view} type="button" aria-pressed={p.view === view} onClick={() => p.onView(view)}>
            {view === 'list' ? 'List' : 'Grid'}
          </button>
        ))}
      </span>
    </div>
  );
}
