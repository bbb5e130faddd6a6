import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  Kind,
  buildASTSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import * as website from '@muster/client/generated';
import {
  FILE_PAGE_SIZE,
  PUBLICATION_FACET,
  PUBLICATION_FACET_SIZE,
  SEARCH_PAGE_SIZE,
} from '@muster/client/browse/constants';
import { PAGE_SIZE } from '@muster/client/search-state';
import { sidebarFacetRequests, US } from '@muster/client/sidebar-facets';
import { WALL_PAGE } from '@muster/client/wall-params';
import { loadTypeDefs } from '../schema';
import { checkDocument } from './document-limits';
import { queryCost } from './query-cost';
import { QUERY_LIMITS, queryLimits } from './query-limits';

const schema = buildASTSchema(loadTypeDefs());

/** Every operation the website sends, as Apollo Client sends it (with `__typename` in each selection set). */
const operations = Object.entries(website)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, document]) => {
    const sent = addTypenameToDocument(document as DocumentNode);
    return {
      name: name.replace(/Document$/, ''),
      document: sent,
      operation: getOperationAST(sent) as OperationDefinitionNode,
    };
  });

/**
 * The largest values the website puts in the variables that size its lists (each from the page that sends it).
 * The facet sidebar is priced with every facet expanded and the United States chosen, its heaviest state.
 */
const WEBSITE_VARIABLES: Record<string, Record<string, unknown>> = {
  Search: { query: { keywords: 'Smith', facetRequests: [] }, offset: 0, first: PAGE_SIZE },
  SearchFacets: {
    query: {
      keywords: 'Smith',
      highlight: false,
      facetRequests: sidebarFacetRequests(
        { filters: [{ type: 'PLACE', values: [{ value: US }] }] },
        new Set(['CONFLICT', 'PUBLICATION', 'PUBLICATION_TYPE', 'SERVICE_BRANCH', 'PLACE', 'PLACE_STATE'] as const),
        true,
      ),
    },
  },
  BrowseColumn: {
    query: { highlight: false },
    facet: { type: PUBLICATION_FACET, maxCount: PUBLICATION_FACET_SIZE, sort: 'RANK' },
  },
  BrowseGridSearch: { query: { sortOrder: 'FILMSTRIP', highlight: false }, offset: 0, first: SEARCH_PAGE_SIZE },
  BrowseGridFile: { id: 1, offset: 0, first: FILE_PAGE_SIZE },
  // PublicationPage's SAMPLE_SIZE.
  Publication: {
    id: 1,
    sample: { filters: [{ type: PUBLICATION_FACET, values: [{ value: '1' }] }], facetRequests: [] },
  },
  // FilePage's PAGE_SIZE.
  FilePage: { id: 1, offset: 0, first: 25 },
  // FeedbackAdminPage's PAGE_SIZE.
  FeedbackEntries: { offset: 0, first: 25 },
  HonorWallPage: { offset: 0, first: WALL_PAGE },
  // UnitLinkedLists' LINKED_PAGE_SIZE, YourMemorialsPage's PAGE.
  BattleLists: { id: 1, first: 20 },
  CompanyLists: { id: 1, first: 20 },
  RegimentLists: { id: 1, first: 20 },
  YourMemorials: { first: 20 },
};

/** Variables that size a list: the website's own values must be listed above for every operation declaring one. */
const sizesAList = (name: string, type: GraphQLInputType) =>
  ['first', 'limit', 'count', 'max', 'maxCount'].includes(name) ||
  ['SearchQueryInput', 'FacetRequestInput'].includes(getNamedType(type).name);

/** A value of `type` for a required variable that sizes nothing (an id, a text, a flag). */
function sample(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [sample(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  return { Int: 1, Float: 1, Boolean: true, ID: 'IMAGE:1' }[inner.name] ?? 'x';
}

function variablesOf(name: string, operation: OperationDefinitionNode): Record<string, unknown> {
  const given = WEBSITE_VARIABLES[name] ?? {};
  const variables: Record<string, unknown> = { ...given };
  for (const definition of operation.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (variable in given) continue;
    if (sizesAList(variable, type))
      throw new Error(`${name}: say in WEBSITE_VARIABLES what the website sends as $${variable}`);
    if (definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue) variables[variable] = sample(type);
  }
  return variables;
}

function costOf(name: string, document: DocumentNode, operation: OperationDefinitionNode): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variablesOf(name, operation));
  if (coerced.errors) throw new Error(`${name}: ${coerced.errors[0]!.message}`);
  return queryCost(schema, document, operation, coerced.coerced);
}

describe("the website's operations", () => {
  test('are all here (the generated documents of client/src)', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.map((o) => o.name)).toEqual(expect.arrayContaining(Object.keys(WEBSITE_VARIABLES)));
  });

  test.each(operations.map((o) => [o.name, o] as const))(
    '%s passes the document limits and validation',
    (_name, { document }) => {
      expect(checkDocument(print(document)).error).toBeUndefined();
      expect(
        validate(schema, document, [...specifiedRules, ...queryLimits(false).validationRules]).map((e) => e.message),
      ).toEqual([]);
    },
  );

  test('the heaviest costs at most half the cost limit', () => {
    const costs = operations
      .map(({ name, document, operation }) => ({ name, cost: costOf(name, document, operation) }))
      .sort((a, b) => b.cost - a.cost);
    const heaviest = costs[0]!;
    expect({ ...heaviest, withinHalf: heaviest.cost <= QUERY_LIMITS.maxCost / 2 }).toEqual({
      ...heaviest,
      withinHalf: true,
    });
    // The limit is set from these pages: the heaviest (the viewer's find in page, or the empty search page's facets)
    // is a fair share of it, so the limit is no larger than it needs to be.
    expect(heaviest.cost).toBeGreaterThan(QUERY_LIMITS.maxCost / 4);
  });
});
