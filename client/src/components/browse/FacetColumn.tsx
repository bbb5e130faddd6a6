import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { BrowseColumn, type ColumnChange } from './BrowseColumn';
import { type BrowseState, browseFilters, facetTypeAt } from './browseState';
import { AUTO_SELECT_DELAY_MS, BROWSE_FACET_SIZE, PUBLICATION_FACET_SIZE } from './constants';

// The browse tool is a page of its own and a dialog, so it (not a route) runs the queries; its columns
// and grid are the data edges, and the presentational parts read fragments (docs/decisions/browse.md).
const BrowseColumnQuery = graphql(`
  query BrowseColumn($query: SearchQueryInput!, $facet: FacetRequestInput!) {
    browseFacet(query: $query, facet: $facet) {
      values {
        value
        label
      }
      ...BrowseColumn_facet
    }
  }
`);

interface Props {
  state: BrowseState;
  index: number;
  title: string;
  autoFetch: boolean;
  freeValues?: ReadonlySet<string>;
  onSelect(index: number, value: string, label: string): void;
  onChange(index: number, change: ColumnChange): void;
  onFocusColumn(index: number): void;
}

/** One column's facet request (content spec §7.3): the query so far plus one facet of the next level. */
export function FacetColumn({ state, index, title, autoFetch, freeValues, onSelect, onChange, onFocusColumn }: Props) {
  const column = state.columns[index];
  const isPublication = index === 0;
  const { data, previousData, loading, error } = useQuery(BrowseColumnQuery, {
    variables: {
      query: { keywords: state.keywords || undefined, filters: browseFilters(state, index), highlight: false },
      facet: {
        type: facetTypeAt(index),
        maxCount: isPublication ? PUBLICATION_FACET_SIZE : BROWSE_FACET_SIZE,
        // Publications are always ranked (spec §7.3); other columns use the chosen order.
        sort: isPublication ? 'RANK' : column.sortOrder,
        valueFilter: column.filterVal || undefined,
        valueFilterType: isPublication ? 'TERM' : column.filterType,
      },
    },
  });
  const facet = (data ?? (loading ? previousData : undefined))?.browseFacet;
  const only = !loading && data?.browseFacet.values.length === 1 ? data.browseFacet.values[0] : null;

  // A column with exactly one value picks it by itself once the visitor has clicked in the tool.
  useEffect(() => {
    if (!autoFetch || !only || column.selectedValue != null) return;
    const timer = setTimeout(() => onSelect(index, only.value, only.label), AUTO_SELECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoFetch, only, column.selectedValue, index, onSelect]);

  return (
    <BrowseColumn
      index={index}
      title={title}
      column={column}
      facet={facet}
      loading={loading}
      failed={!!error && !loading}
      freeValues={freeValues}
      onSelect={(value, label) => onSelect(index, value, label)}
      onChange={(change) => onChange(index, change)}
      onFocusColumn={(step) => onFocusColumn(index + step)}
    />
  );
}
