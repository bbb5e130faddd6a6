import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { SuggestionType } from '../../__generated__/graphql';
import { Alert } from '../../components/Alert';
import { PartialNotice } from '../../components/PartialNotice';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { countLabel } from '../../lib/counts';
import { decadeLabel } from '../../search/decades';
import { hasErrorCode, refusalOf } from '../../lib/errors';
import { pageSizeCookie, readPageSize } from '../../search/pageSize';
import {
  MAX_COUNT,
  filtersOf,
  isEmptySearch,
  otherFieldsOf,
  isTooLarge,
  searchVariables,
  termsOf,
  type SearchFilter,
  type SearchState,
} from '../../lib/searchState';
import { sidebarFacetRequests, type SidebarKey } from '../../search/sidebarFacets';
import { markSearchSession } from '../../lib/searchSession';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useStoredValue } from '../../search/useStoredValue';
import { FacetSidebar } from './FacetSidebar';
import { FieldChips } from './FieldChips';
import { FilterChips } from './FilterChips';
import { FoldingSearchForm } from './FoldingSearchForm';
import { Pager } from './Pager';
import { ResultsToolbar, type ResultsView } from './ResultsToolbar';
import { SearchHit } from './SearchHit';
import { useScrollToResultsOnPaging } from './useScrollToResults';
import { useSearchAddress } from './useSearchAddress';
import './search.css';

const SearchQuery = graphql(`
  query Search($query: SearchQueryInput!, $first: Int!, $offset: Int!, $after: String) {
    search(query: $query, first: $first, offset: $offset, after: $after) {
      totalCount
      nodes {
        ...SearchHit_hit
      }
    }
  }
`);

const SearchFacetsQuery = graphql(`
  query SearchFacets($query: SearchQueryInput!) {
    search(query: $query) {
      totalCount
      facets {
        type
        values {
          value
          label
        }
      }
      ...FacetSidebar_results
    }
  }
`);

const EmptySearchQuery = graphql(`
  query EmptySearch {
    emptySearch {
      totalCount
      ...FacetSidebar_results
    }
    siteCounts {
      records
    }
  }
`);

const SuggestQuery = graphql(`
  query Suggest($type: SuggestionType!, $prefix: String!) {
    suggest(type: $type, prefix: $prefix, limit: 10) {
      value
      label
      count
    }
  }
`);

/** localStorage key of the list or grid view (content spec §2.2). */
export const VIEW_KEY = 'f3_search_view';
const isView = (v: unknown): v is ResultsView => v === 'list' || v === 'grid';
export const FACET_FAILURE = 'Something went wrong. Please try again later.';
const tooLargeText = `Only the first ${MAX_COUNT.toLocaleString('en-US')} results can be shown. Narrow the search with more words or a filter to see the rest.`;

/** The gateway's message as a sentence: "keywords may have …" → "Keywords may have ….". */
const sentence = (message: string) =>
  `${message.charAt(0).toUpperCase()}${message.slice(1)}${/[.!?]$/.test(message) ? '' : '.'}`;

/** The search service counts the date facet by decade. */
const COUNT_DATES = true;

/** The query counting the sidebar's facets: no hits, and the same for every page and sort. */
function facetsQuery(query: SearchState, expanded: ReadonlySet<SidebarKey>): SearchState {
  // No hits are selected, so the gateway asks the search service for none.
  const { offset: _o, sortOrder: _s, after: _a, maxCount: _m, ...rest } = query;
  return { ...rest, highlight: false, facetRequests: sidebarFacetRequests(query, expanded, COUNT_DATES) };
}

/** /search: the address holds the whole search (docQuery), so every change is a navigation and Back works. */
export function SearchPage() {
  const { query, damaged, dispatch, hrefFor } = useSearchAddress();
  const client = useApolloClient();
  const [pageSize, setPageSize] = useState(() => readPageSize(typeof document === 'undefined' ? '' : document.cookie));
  const [view, setView] = useStoredValue<ResultsView>(VIEW_KEY, 'list', isView);
  const [expanded, setExpanded] = useState<ReadonlySet<SidebarKey>>(new Set());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const empty = damaged || isEmptySearch(query);
  const tooLarge = isTooLarge(query, pageSize);

  const hits = useQuery(SearchQuery, {
    variables: searchVariables({ ...query, facetRequests: [] }, pageSize),
    skip: empty || tooLarge,
    // A hit whose object fails to load is null with an error beside the page: the other hits still show.
    errorPolicy: 'all',
  });
  const facets = useQuery(SearchFacetsQuery, { variables: { query: facetsQuery(query, expanded) }, skip: empty });
  const emptyFacets = useQuery(EmptySearchQuery, { skip: !empty || damaged });
  const facetError = empty ? emptyFacets.error : facets.error;
  // A search refused as asked (over a limit, say) fails the facets too: the results say why, not the alert.
  const refusal = empty ? null : (refusalOf(hits.error) ?? refusalOf(facets.error));
  useEffect(() => {
    if (facetError && !refusalOf(facetError)) setAlert(FACET_FAILURE);
  }, [facetError]);
  // Every search starts or extends the 4-hour search session (content §2.2).
  useEffect(() => markSearchSession(), [query]);

  const terms = termsOf(query);
  useDocumentTitle([terms.keywords, terms.firstName, terms.lastName].filter(Boolean).join(' ') || 'Search');
  const fetchSuggestions = useCallback(
    async (type: SuggestionType, prefix: string) =>
      (await client.query({ query: SuggestQuery, variables: { type, prefix } })).data?.suggest ?? [],
    [client],
  );

  const sidebarResults = empty ? emptyFacets.data?.emptySearch : (facets.data ?? facets.previousData)?.search;
  const counted = (facets.data ?? facets.previousData)?.search.facets ?? [];
  const labelOf = (f: SearchFilter) =>
    f.label ||
    counted.find((c) => c.type === f.type)?.values.find((v) => v.value === f.value)?.label ||
    (f.type === 'DATE' ? decadeLabel(f.value) : f.value.split(',').reverse().join(', '));
  const chosen = filtersOf(query);
  const results = (hits.data ?? hits.previousData)?.search;
  const refused = tooLarge || hasErrorCode(hits.error, 'TOO_LARGE');
  const changePageSize = (size: number) => {
    document.cookie = pageSizeCookie(size);
    setPageSize(size);
    dispatch({ type: 'pageSize' });
  };
  const closeAlert = useCallback(() => setAlert(null), []);
  useScrollToResultsOnPaging(query.offset ?? 0, resultsRef);
  const skipToResults = (e: MouseEvent) => {
    e.preventDefault();
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };
  const searched = !empty;

  return (
    <div className="search-page">
      <h1 className="visually-hidden">Search</h1>
      {alert && (
        <Alert kind="error" onClose={closeAlert}>
          {alert}
        </Alert>
      )}
      <FoldingSearchForm
        terms={terms}
        folds={searched}
        onSubmit={(t) => dispatch({ type: 'terms', terms: t })}
        fetchSuggestions={fetchSuggestions}
      />
      <FieldChips fields={otherFieldsOf(query)} onRemove={(field) => dispatch({ type: 'removeField', field })} />
      <FilterChips
        filters={chosen}
        labelOf={labelOf}
        onRemove={(filter) => dispatch({ type: 'removeFilter', filter })}
        onClear={() => dispatch({ type: 'clearFilters' })}
      />
      <button
        type="button"
        className="button button--quiet search-page__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="search-facets"
        onClick={() => setFiltersOpen((o) => !o)}
      >
        Filters{chosen.length ? ` (${chosen.length})` : ''}
      </button>
      {searched && (
        <a className="search-page__skip" href="#search-results" onClick={skipToResults}>
          Skip to results
        </a>
      )}
      <div className="search-page__layout">
        <aside
          id="search-facets"
          className={`search-page__facets${filtersOpen ? ' is-open' : ''}`}
          aria-label="Narrow results"
        >
          {sidebarResults && (
            <FacetSidebar
              results={sidebarResults}
              query={query}
              expanded={expanded}
              onExpand={(key, on) =>
                setExpanded((s) => (on ? new Set([...s, key]) : new Set([...s].filter((k) => k !== key))))
              }
              onChoose={(filter) => dispatch({ type: 'addFilter', filter })}
              onRemove={(filter) => dispatch({ type: 'removeFilter', filter })}
            />
          )}
        </aside>
        <section
          id="search-results"
          ref={resultsRef}
          tabIndex={-1}
          className="search-page__results"
          aria-label="Results"
          aria-busy={hits.loading}
        >
          {damaged ? (
            <div className="search-page__notice" role="alert">
              <strong>This search address is damaged and can’t be read.</strong>
              <p>
                It may have been cut short when it was copied. <Link to="/search">Start a new search</Link>.
              </p>
            </div>
          ) : empty ? (
            <div className="search-page__notice search-page__welcome">
              <strong>
                Search {/* Index records, as the home page counts them (the search also finds memorials, battles…). */}
                {emptyFacets.data ? countLabel(emptyFacets.data.siteCounts.records, 'record') : 'the records'}
              </strong>
              <p>
                Enter a name, a place or any words, or choose a conflict, publication, place or decade among the
                filters.
              </p>
              <p>
                A name finds the spelling you type first, then names that sound like it (Kruger, then Krueger). Tick
                “Exact only” for just that spelling, or type * for any letters and ? for one letter.
              </p>
            </div>
          ) : (
            <>
              <div className="search-page__summary">
                <p className="search-page__total" role="status">
                  {results && !refused && countLabel(results.totalCount, 'result')}
                </p>
                <ResultsToolbar
                  sort={query.sortOrder ?? 'RELEVANCE'}
                  lastUpdated={query.lastUpdated ?? null}
                  pageSize={pageSize}
                  view={view}
                  onSort={(sort) => dispatch({ type: 'sort', sort })}
                  onLastUpdated={(lastUpdated) => dispatch({ type: 'lastUpdated', lastUpdated })}
                  onPageSize={changePageSize}
                  onView={setView}
                />
              </div>
              {refused ? (
                <div className="search-page__notice" role="alert">
                  {tooLargeText} <Link to={hrefFor({ type: 'page', offset: 0 })}>Back to the first page</Link>
                </div>
              ) : refusal ? (
                <div className="search-page__notice" role="alert">
                  <strong>This search can’t be run as it is.</strong>
                  <p>{sentence(refusal)}</p>
                  <p>
                    Change it above, or <Link to="/search">start a new search</Link>.
                  </p>
                </div>
              ) : hits.error && !results ? (
                <ErrorMessage error={hits.error} />
              ) : !results ? (
                <Loading label="Searching…" />
              ) : results.totalCount === 0 ? (
                <div className="search-page__notice">
                  <strong>No results</strong>
                  <p>Try fewer words, untick “Exact only” for names, a wider birth-year range, or remove a filter.</p>
                </div>
              ) : (
                <>
                  <PartialNotice error={hits.error} onRetry={() => void hits.refetch().catch(() => {})} />
                  <ol
                    className={`search-page__hits search-page__hits--${view}${hits.loading ? ' is-stale' : ''}`}
                    start={(query.offset ?? 0) + 1}
                  >
                    {results.nodes.map((hit, i) => (
                      <SearchHit key={i} hit={hit} query={query} view={view} />
                    ))}
                  </ol>
                  <Pager
                    total={results.totalCount}
                    offset={query.offset ?? 0}
                    pageSize={pageSize}
                    maxCount={MAX_COUNT}
                    hrefFor={(offset) => hrefFor({ type: 'page', offset })}
                  />
                  {results.totalCount > MAX_COUNT && (
                    <p className="search-page__cap">
                      {countLabel(results.totalCount, 'result')} found; only the first{' '}
                      {MAX_COUNT.toLocaleString('en-US')} can be shown. Narrow your search with more words or a filter
                      to see the rest.
                    </p>
                  )}
                </>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
