import type { GraphQLField } from 'graphql';
import { BROWSE_FACET_SIZE, FACET_REQUEST_SIZE, PAGE_SIZE, PUBLICATION_FACET_SIZE } from '@muster/contract';
import type { FacetRequestInput, SearchQueryInput } from '../__generated__/resolvers-types';
import { PUBLICATION_FACET, toBrowseFacetRequest } from '../search/facet-request';

/**
 * The schema's part of the cost formula (query-cost.ts applies it; docs/api.md "Cost" states it): how many
 * items each list may hold, and the work some fields cost whatever their answer holds.
 */

/** A field's arguments as coerced for this request (defaults applied). */
export type Args = Record<string, unknown>;
type FieldDef = GraphQLField<unknown, unknown>;

/** The field that returned the object a list sits in, with its arguments: where a page's size is read. */
export interface Parent {
  /** Its schema coordinate, e.g. `Query.search`. */
  field: string;
  args: Args;
  def?: FieldDef;
}

/** Items of a list, in groups that share where their own lists read sizes (each facet has its own maxCount). */
export interface ListItems {
  count: number;
  parent?: Parent;
}

type SizeRule = (args: Args, def: FieldDef, parent: Parent) => number | ListItems[];

/** Items assumed for a list that no argument sizes (a page's records, a memorial's elements, a regiment's battles). */
export const ASSUMED_LIST_SIZE = 10;
/** A search run (search, browse column, empty search): its matching, ranking and total, whatever it returns. */
export const SEARCH_COST = 100;
/** A facet counted by a search: a grouping of every hit, whether or not the query selects `facets`. */
export const FACET_COST = 1000;

/**
 * The facets a search counts when it names none: the search page's default sidebar. The service's own list is
 * `DEFAULT_FACETS` in services/src/search/facet-types.ts (cost-rules.test.ts keeps the two equal).
 */
export const DEFAULT_FACET_TYPES = [
  'military.conflict',
  'general.title.id',
  'general.title.content.type',
  'military.service.branch',
  'place',
  'general.title.content.doc-type',
  'date',
] as const;

/** Values a facet request may return: its maxCount, or the size the search service gives its type by default. */
export function facetSize(request: Pick<FacetRequestInput, 'type' | 'maxCount'>): number {
  if (request.maxCount != null) return request.maxCount;
  if (request.type === PUBLICATION_FACET) return PUBLICATION_FACET_SIZE;
  return request.type.startsWith('general.title.browse.') ? BROWSE_FACET_SIZE : FACET_REQUEST_SIZE;
}

/** A connection's page: `first` or `last` of the field that returned it, or the size it has when neither is given. */
const pageSize =
  (fallback: number): SizeRule =>
  (_, __, parent) => {
    const size = parent.args.first ?? parent.args.last ?? parent.args.limit;
    return typeof size === 'number' ? size : fallback;
  };
/** A search page: its `first`, or the deprecated `maxCount` inside the query. */
const searchPage: SizeRule = (_, __, parent) => {
  const first = parent.args.first;
  return typeof first === 'number' ? first : (searchQueryOf(parent).maxCount ?? PAGE_SIZE);
};
/** Both lists of a connection (`edges`, `nodes`) hold its page. */
const connection = (type: string, size: SizeRule) => ({ [`${type}.edges`]: size, [`${type}.nodes`]: size });

const searchQueryOf = (parent: Parent): Partial<SearchQueryInput> =>
  (parent.field === 'Query.search' ? (parent.args.query as SearchQueryInput) : null) ?? {};

const facetRequestsOf = (query: Partial<SearchQueryInput>): Pick<FacetRequestInput, 'type' | 'maxCount'>[] =>
  query.facetRequests ?? DEFAULT_FACET_TYPES.map((type) => ({ type }));

/** An argument's value, or its schema default when null or absent (as the resolvers read it). */
function sizeArg(args: Args, def: FieldDef | undefined, name: string): number {
  const value = args[name] ?? def?.args.find((arg) => arg.name === name)?.defaultValue;
  return typeof value === 'number' ? value : ASSUMED_LIST_SIZE;
}
const ownArg =
  (name: string): SizeRule =>
  (args, def) =>
    sizeArg(args, def, name);
const parentArg =
  (name: string): SizeRule =>
  (_, __, parent) =>
    sizeArg(parent.args, parent.def, name);

/**
 * Where each sized list of the schema reads its size: an argument of its own (`limit`, `first`, `count`), an
 * argument of the field that returned its page (`first` of a connection, `maxCount` of a search), or the facet
 * requests of a search. Every other list counts ASSUMED_LIST_SIZE items.
 */
export const LIST_SIZES: Partial<Record<string, SizeRule>> = {
  'Query.suggest': ownArg('limit'),
  // nodes holds one object per id asked (at most 100).
  'Query.nodes': (args) => (Array.isArray(args.ids) ? args.ids.length : ASSUMED_LIST_SIZE),
  'File.images': ownArg('limit'),
  'Image.filmstrip': ownArg('count'),
  ...connection('HonorWall', pageSize(48)),
  'HonorWall.images': pageSize(48),
  ...connection('FeedbackEntryConnection', pageSize(25)),
  ...connection('ImportJobConnection', pageSize(20)),
  ...connection('ImportFindingConnection', pageSize(50)),
  ...connection('IndexRecordConnection', pageSize(20)),
  ...connection('MemorialConnection', pageSize(20)),
  ...connection('ImageConnection', pageSize(25)),
  ...connection('GalleryImageConnection', pageSize(100)),
  ...connection('UploadConnection', pageSize(100)),
  ...connection('TagCountConnection', pageSize(100)),
  ...connection('TagNameCountConnection', pageSize(100)),
  // Up to `max` matches (at most 10,000, a page's words); all their words together are at most the page's
  // words, so a match counts one word.
  'PageFind.hits': parentArg('max'),
  'PageHit.words': () => 1,
  // emptySearch is the search of the empty query: a page of hits and the default facets.
  'SearchResults.hits': searchPage,
  ...connection('SearchResults', searchPage),
  'SearchResults.facets': (_, __, parent) =>
    facetRequestsOf(searchQueryOf(parent)).map((facet) => ({
      count: 1,
      parent: { field: 'SearchResults.facets', args: { facet } },
    })),
  'Facet.values': (_, __, parent) => {
    const facet = parent.args.facet as FacetRequestInput;
    return parent.field === 'Query.browseFacet' ? (toBrowseFacetRequest(facet).maxCount ?? 0) : facetSize(facet);
  },
};

/** Fields whose arguments size a list below them (LIST_SIZES reads them as `parent`). */
export const PAGE_FIELDS = new Set([
  'Query.search',
  'Query.emptySearch',
  'Query.browseFacet',
  'Query.honorWall',
  'Query.feedbackEntries',
  'Query.gallery',
  'Query.taggedImages',
  'Query.recentlyTagged',
  'Query.myUploads',
  'Query.myTags',
  'Query.tagNames',
  'File.pages',
  'Image.findInPage',
  'Query.myMemorials',
  'Battle.records',
  'Battle.memorials',
  'Regiment.records',
  'Regiment.memorials',
  'Company.records',
  'Company.memorials',
  'Query.importJobs',
  'ImportJob.findings',
]);

/** Work a field costs on top of what it returns: the searches it runs and the facets they count. */
export const FIELD_WORK: Partial<Record<string, (args: Args) => number>> = {
  'Query.search': (args) =>
    SEARCH_COST + FACET_COST * facetRequestsOf((args.query as SearchQueryInput | null) ?? {}).length,
  'Query.emptySearch': () => SEARCH_COST + FACET_COST * DEFAULT_FACET_TYPES.length,
  'Query.browseFacet': () => SEARCH_COST + FACET_COST,
};
