import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { CorrectFieldResultDto } from '@muster/contract';
import type { Database } from '../db/database';
import { audit } from '../staff/staff.queries';
import { clientAddress, fail } from '../user/accounts.context';
import { correctionHistory } from './correction.queries';
import { loadIndexRecords } from './index-record.routes';

export interface CorrectionOptions {
  db: Kysely<Database>;
  internalSecret: string;
  now: () => number;
}

/** What the correction and proposal routes share: the record, their refusals, the audit and the answer of a change. */
export function correctionContext({ db, internalSecret, now }: CorrectionOptions) {
  const record = async (id: number) => (await loadIndexRecords(db, [id])).get(id);
  return {
    record,
    missing: (reply: FastifyReply, id: number) => fail(reply, 404, 'NOT_FOUND', `No index record with id ${id}`),
    invalid: (reply: FastifyReply, code: string, message: string, field: string) =>
      reply.code(400).send({ statusCode: 400, error: 'Bad Request', code, message, field }),
    answered: (reply: FastifyReply) =>
      reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        code: 'ALREADY_ANSWERED',
        message: 'This proposal was already answered',
      }),
    audit: (
      request: FastifyRequest,
      action: Parameters<typeof audit>[1]['action'],
      target: number | null,
      detail: string,
    ) =>
      audit(
        db,
        {
          staffId: request.identity.userId!,
          action,
          targetUserId: target,
          detail,
          address: clientAddress(request, internalSecret),
        },
        new Date(now()),
      ),
    /** The record as it now stands and its latest correction. */
    changed: async (recordId: number): Promise<CorrectFieldResultDto> => {
      const [latest] = await correctionHistory(db, recordId, 1);
      return { record: (await record(recordId))!, correction: latest };
    },
  };
}
