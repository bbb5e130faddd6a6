/**
 * JSON schemas of SearchQuery and BrowseFacetRequest (contract/search.ts): shapes, and bounds on what is read at all.
 * The search's own limits (paging, contract/search-limits.ts) are checked by the planner, tighter than these, so
 * a refusal keeps its code (TOO_LARGE, BAD_USER_INPUT) and names the limit.
 */
const text = { type: 'string', maxLength: 1000 } as const;
const bool = { type: 'boolean' } as const;
const texts = (maxItems: number) => ({ type: 'array', items: text, maxItems }) as const;

export const facetRequestSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    type: text,
    mode: { enum: ['NONE'] },
    maxCount: { type: 'integer', minimum: 0, maximum: 10000 },
    placeLevel: { type: 'integer', minimum: 1, maximum: 4 },
    placeParents: texts(100),
    requiredValues: texts(100),
    sort: { enum: ['RANK', 'ALPHABETICAL'] },
    valueFilter: text,
    valueFilterType: { enum: ['TERM', 'PREFIX'] },
  },
} as const;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    keywords: text,
    fieldedKeywords: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['type', 'texts'],
        properties: {
          type: text,
          texts: texts(20),
          exclude: bool,
          strict: bool,
          match: { enum: ['EXACT', 'WILDCARD', 'SOUNDEX', 'PHONETIC', 'SOUNDS_LIKE', 'EXACT_THEN_SOUNDS_LIKE'] },
          yearRange: { type: 'integer', minimum: 0, maximum: 100 },
        },
      },
    },
    filters: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['type', 'values'],
        properties: {
          type: text,
          values: {
            type: 'array',
            minItems: 1,
            maxItems: 500,
            items: { type: 'object', required: ['value'], properties: { value: text, label: text } },
          },
          exclude: bool,
          strict: bool,
          filterType: { enum: ['TERM', 'PREFIX'] },
        },
      },
    },
    facetRequests: { type: 'array', maxItems: 20, items: facetRequestSchema },
    tags: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['name'],
        properties: { name: text, exclude: bool, privateTagUserId: { type: 'integer', minimum: 1 } },
      },
    },
    lastUpdated: { enum: ['1_MONTH', '3_MONTHS', '6_MONTHS', '1_YEAR'] },
    dateSpan: {
      type: 'object',
      properties: {
        from: { type: 'integer', minimum: 1400, maximum: 2099 },
        to: { type: 'integer', minimum: 1400, maximum: 2099 },
      },
    },
    sortOrder: { enum: ['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'NAME', 'NAME_DESC', 'LAST_MODIFIED', 'FILMSTRIP'] },
    offset: { type: 'integer', minimum: 0 },
    maxCount: { type: 'integer', minimum: 0 },
    after: { type: 'string', maxLength: 2000 },
    ocr: bool,
    strictMode: { enum: ['ALL', 'ANY'] },
    highlight: bool,
    includeContent: bool,
    thumbWidth: { type: 'integer', minimum: 1, maximum: 2000 },
    thumbHeight: { type: 'integer', minimum: 1, maximum: 2000 },
  },
} as const;

export const browseFacetRequestSchema = {
  type: 'object',
  required: ['query', 'facet'],
  properties: { query: searchQuerySchema, facet: facetRequestSchema },
} as const;
