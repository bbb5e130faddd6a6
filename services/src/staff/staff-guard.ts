import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type StaffAbility, abilitiesOf } from '@muster/contract/rules';
import type { Database } from '../db/database';
import { fail, member } from '../user/accounts.context';

/** The calling staff member if their roles grant `ability`; otherwise 401/403 is sent and null returned. */
export async function staffWith(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  ability: StaffAbility,
) {
  const me = await member(db, request, reply);
  if (!me) return null;
  if (!abilitiesOf(request.identity.roles).includes(ability)) {
    fail(reply, 403, 'FORBIDDEN', 'Staff only');
    return null;
  }
  return me;
}
