import type { FacetType, SortOrder } from '../__generated__/graphql';
import { searchReducer, type SearchState } from '../lib/searchState';
import { facetTypeOfSpec } from './facets';

/** Facet types the first, readable search address named as parameters (docs/decisions/search-page.md). */
const FILTER_TYPES = new Set<string>([
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
  'general.title.content.collection',
  'general.title.content.doc-type',
  'general.title.content.sub-type',
  'general.title.provider.id',
  'general.title.provider.language',
  'military.service-number',
  ...[1, 2, 3, 4, 5, 6, 7].map((level) => `general.title.browse.${level}`),
]);
const SORTS = new Set<string>(['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'NAME', 'NAME_DESC', 'LAST_MODIFIED']);

/**
 * The query of an address in the readable form used before docQuery
 * (`?keywords=…&first=…&last=…&military.conflict=Civil+War&sort=NAME&offset=100`), or null when the
 * address has none of its parameters. Links shared in that form keep working: the page reads them and
 * replaces the address with its docQuery form.
 */
export function parseLegacySearch(params: URLSearchParams): SearchState | null {
  const known = [...params.keys()].filter(
    (k) => ['keywords', 'first', 'last', 'sort', 'offset'].includes(k) || FILTER_TYPES.has(k),
  );
  if (!known.length) return null;
  let query = searchReducer(
    {},
    {
      type: 'terms',
      terms: {
        keywords: params.get('keywords') ?? '',
        // The names of these addresses were searched as written (EXACT) when they were made; they still are.
        firstName: params.get('first') ?? '',
        firstMatch: 'EXACT',
        lastName: params.get('last') ?? '',
        lastMatch: 'EXACT',
      },
    },
  );
  for (const [type, value] of params) {
    const facet: FacetType | undefined = FILTER_TYPES.has(type) ? facetTypeOfSpec(type) : undefined;
    if (facet && value) query = searchReducer(query, { type: 'addFilter', filter: { type: facet, value } });
  }
  const sort = params.get('sort');
  if (sort && SORTS.has(sort)) query = searchReducer(query, { type: 'sort', sort: sort as SortOrder });
  const offset = Number(params.get('offset') ?? 0);
  if (Number.isInteger(offset) && offset > 0) query = searchReducer(query, { type: 'page', offset });
  return query;
}
