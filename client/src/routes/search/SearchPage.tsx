import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { SearchForm } from '../../components/SearchForm';
import { countLabel } from '../../lib/counts';
import { hasErrorCode } from '../../lib/errors';
import {
  MAX_COUNT, PAGE_SIZE, isTooLarge, parseSearchParams, searchHref, toSearchQuery,
  withFilter, withOffset, withoutFilter, withSort, withTerms, type SearchState,
} from '../../lib/searchState';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import type { SortOrder } from '../../__generated__/graphql';
import { FacetList } from './FacetList';
import { FilterChips } from './FilterChips';
import { Pager } from './Pager';
import { SearchHit } from './SearchHit';
import './search.css';

const SearchQuery = graphql(`
  query Search($query: SearchQueryInput!) {
    search(query: $query) {
      total
      hits {
        ...SearchHit_hit
      }
      facets {
        type
        values {
          value
          label
        }
        ...FacetList_facet
      }
    }
  }
`);

const sorts: [SortOrder, string][] = [
  ['RELEVANCE', 'Best match'],
  ['NAME', 'Name'],
  ['DATE_ASC', 'Date, oldest first'],
  ['DATE_DESC', 'Date, newest first'],
  ['LAST_MODIFIED', 'Recently updated'],
];

const tooLargeText = `Only the first ${MAX_COUNT.toLocaleString('en-US')} results can be shown. Narrow the search with more words or a filter to see the rest.`;

/** /search: the address holds the whole search, so every change is a navigation and Back works. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const tooLarge = isTooLarge(state);
  const { data, previousData, loading, error } = useQuery(SearchQuery, {
    variables: { query: toSearchQuery(state) },
    skip: tooLarge,
  });
  useDocumentTitle(state.keywords || [state.firstName, state.lastName].join(' ').trim() || 'Search');
  const go = (next: SearchState) => navigate(searchHref(next));
  const results = (data ?? previousData)?.search;
  const labelOf = (type: string, value: string) =>
    results?.facets.find((f) => f.type === type)?.values.find((v) => v.value === value)?.label || value;
  const selected = (type: string) => new Set(state.filters.filter((f) => f.type === type).map((f) => f.value));
  const refused = tooLarge || hasErrorCode(error, 'TOO_LARGE');

  return (
    <div className="search-page">
      <h1 className="visually-hidden">Search</h1>
      <SearchForm initial={state} onSubmit={(terms) => go(withTerms(state, terms))} />
      <FilterChips
        filters={state.filters.map((f) => ({ ...f, label: labelOf(f.type, f.value) }))}
        onRemove={(f) => go(withoutFilter(state, f))}
      />
      <div className="search-page__layout">
        <aside className="search-page__facets" aria-label="Narrow results">
          {results?.facets.map((facet) => (
            <FacetList
              key={facet.type}
              facet={facet}
              selected={selected(facet.type)}
              onSelect={(type, value) => go(withFilter(state, { type, value }))}
              onDeselect={(type, value) => go(withoutFilter(state, { type, value }))}
            />
          ))}
        </aside>
        <section className="search-page__results" aria-busy={loading}>
          <div className="search-page__summary">
            <p className="search-page__total" role="status">
              {results && !refused && countLabel(results.total, 'result')}
            </p>
            <label className="search-page__sort">
              Sort by{' '}
              <select value={state.sort} onChange={(e) => go(withSort(state, e.target.value as SortOrder))}>
                {sorts.map(([value, label]) => (
                  <option key={value} value={value}>{label}</option>
                ))}
              </select>
            </label>
          </div>
          {refused ? (
            <div className="search-page__notice" role="alert">
              {tooLargeText} <Link to={searchHref(withOffset(state, 0))}>Back to the first page</Link>
            </div>
          ) : error ? (
            <ErrorMessage error={error} />
          ) : !results ? (
            <Loading label="Searching…" />
          ) : results.total === 0 ? (
            <div className="search-page__notice">
              <strong>No results</strong>
              <p>Try fewer words, another spelling, or remove a filter.</p>
            </div>
          ) : (
            <>
              <ol className={`search-page__hits${loading ? ' is-stale' : ''}`} start={state.offset + 1}>
                {results.hits.map((hit, i) => (
                  <SearchHit key={i} hit={hit} />
                ))}
              </ol>
              <Pager
                total={results.total}
                offset={state.offset}
                pageSize={PAGE_SIZE}
                maxCount={MAX_COUNT}
                hrefFor={(offset) => searchHref(withOffset(state, offset))}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
