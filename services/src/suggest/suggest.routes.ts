import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SUGGESTION_LIMIT } from '@muster/contract';
import type { Database } from '../db/database';
import { badRequest } from '../http/errors';
import { SUGGEST_TYPES, type SuggestType, createSuggest } from './suggest';

interface SuggestQuery {
  type: SuggestType;
  prefix: string;
  limit: number;
}

const suggestQuery = {
  type: 'object',
  required: ['type', 'prefix'],
  properties: {
    type: { type: 'string', enum: SUGGEST_TYPES },
    prefix: { type: 'string', minLength: 1, maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: SUGGESTION_LIMIT, default: SUGGESTION_LIMIT },
  },
} as const;

/** GET /fold31-search/suggest: names, places and dates as the user types (content §2.2, §9: at most 10). */
export async function suggestRoutes(
  app: FastifyInstance,
  { db, now }: { db: Kysely<Database>; now?: () => number },
): Promise<void> {
  const suggest = createSuggest(db, now);
  app.get<{ Querystring: SuggestQuery }>(
    '/suggest',
    { schema: { querystring: suggestQuery } },
    async (request, reply) => {
      const { type, prefix, limit } = request.query;
      if (prefix.trim() === '')
        return badRequest(reply, 'querystring/prefix must contain a letter or digit, not only spaces');
      return suggest(type, prefix, limit);
    },
  );
}
