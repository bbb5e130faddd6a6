import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type IdParams, idParams } from '../http/schemas';
import { badRequest } from '../http/errors';
import { fail } from '../user/accounts.context';
import { inRanges, parseAddress } from './address-ranges';
import { rangesOf, toInstitutionDto } from './institution.mapper';
import { allInstitutions, institutionById, institutionByLinkToken } from './institution.queries';

const ipQuery = {
  type: 'object',
  required: ['ip'],
  properties: { ip: { type: 'string', minLength: 2, maxLength: 64 } },
} as const;
const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 8, maxLength: 128 } },
} as const;

/**
 * Institutions under /user/institution: which one an address belongs to (the gateway asks for visitors
 * without a user institution), by id, and by the secret of an institution link. Internal: the answers
 * only say which edition applies; the gateway decides to open it.
 */
export async function institutionRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Querystring: { ip: string } }>(
    '/by-address',
    { schema: { querystring: ipQuery } },
    async (request, reply) => {
      const ip = request.query.ip.trim();
      if (!parseAddress(ip)) return badRequest(reply, `Not an IP address: ${ip}`);
      const match = (await allInstitutions(db)).find((row) => inRanges(ip, rangesOf(row.ip_ranges)));
      return match ? toInstitutionDto(match) : fail(reply, 404, 'NOT_FOUND', `No institution for ${ip}`);
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/by-link',
    { schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const row = await institutionByLinkToken(db, request.query.token);
      return row ? toInstitutionDto(row) : fail(reply, 404, 'NOT_FOUND', 'This library link is not valid');
    },
  );

  app.get<{ Params: IdParams }>('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await institutionById(db, request.params.id);
    return row ? toInstitutionDto(row) : fail(reply, 404, 'NOT_FOUND', `No institution with id ${request.params.id}`);
  });
}
