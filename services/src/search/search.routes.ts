import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SearchQuery } from '../contract/search';
import type { Database } from '../db/database';
import { search } from './search';

const text = { type: 'string', maxLength: 1000 } as const;

/** JSON schema of SearchQuery (contract/search.ts); paging limits are checked by the planner so TOO_LARGE keeps its code. */
export const searchQuerySchema = {
  type: 'object',
  properties: {
    keywords: text,
    fieldedKeywords: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', required: ['type', 'texts'],
        properties: { type: text, texts: { type: 'array', items: text, maxItems: 20 }, exclude: { type: 'boolean' }, strict: { type: 'boolean' } },
      },
    },
    filters: {
      type: 'array', maxItems: 50,
      items: {
        type: 'object', required: ['type', 'values'],
        properties: {
          type: text,
          values: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'object', required: ['value'], properties: { value: text, label: text } } },
          exclude: { type: 'boolean' },
          strict: { type: 'boolean' },
          filterType: { enum: ['TERM', 'PREFIX'] },
        },
      },
    },
    facetRequests: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', required: ['type'],
        properties: {
          type: text,
          maxCount: { type: 'integer', minimum: 0, maximum: 10000 },
          placeLevel: { type: 'integer', minimum: 1, maximum: 4 },
          placeParents: { type: 'array', items: text, maxItems: 100 },
          sort: { enum: ['RANK', 'ALPHABETICAL'] },
        },
      },
    },
    sortOrder: { enum: ['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'NAME', 'LAST_MODIFIED', 'FILMSTRIP'] },
    offset: { type: 'integer', minimum: 0 },
    maxCount: { type: 'integer', minimum: 0 },
  },
} as const;

export async function searchRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.post<{ Body: SearchQuery }>('/doc-search', { schema: { body: searchQuerySchema } }, (request) => search(db, request.body));
}
