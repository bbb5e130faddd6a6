import type { CorrectFieldResultDto } from '@muster/contract';
import type { GatewayContext } from '../context';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { type FieldRule, payloadOf } from '../errors/user-errors';
import { notFound, requireRole } from '../staff/staff-access';

/** The corrected record as the admin view shows it, and the correction; every gateway drops record-derived caches. */
async function corrected(context: GatewayContext, done: CorrectFieldResultDto | null, missing: string) {
  if (!done) throw notFound(missing);
  await context.cache.bumpRecordsVersion();
  const record = await context.backends.corrections.record(done.record.recordId);
  return { record, correction: done.correction };
}

/** Where a correction's refusals point: the field chosen or the value given. */
const CORRECTION_FIELDS: FieldRule = { codes: { FIELD_UNKNOWN: 'input.field', VALUE_INVALID: 'input.value' } };

const withPayload = async <T extends object>(run: () => Promise<T>) => {
  const answer = await payloadOf('result', run, CORRECTION_FIELDS);
  return { ...(answer.result ?? {}), userErrors: answer.userErrors };
};

export const Mutation: MutationResolvers = {
  correctIndexRecord: (_, { input }, context) => {
    requireRole(context.identity);
    return withPayload(async () =>
      corrected(
        context,
        await context.backends.corrections.correct(
          input.recordId,
          input.field,
          input.value ?? null,
          input.stickiness ?? 'SUPER',
        ),
        `No index record with id ${input.recordId}`,
      ),
    );
  },
  acceptRecordCorrection: (_, { feedbackId }, context) => {
    requireRole(context.identity);
    return withPayload(async () =>
      corrected(
        context,
        await context.backends.corrections.accept(feedbackId),
        `No correction proposal with id ${feedbackId}`,
      ),
    );
  },
  rejectRecordCorrection: (_, { feedbackId, reason }, { identity, backends }) => {
    requireRole(identity);
    return payloadOf(
      'proposal',
      async () => {
        const done = await backends.corrections.reject(feedbackId, reason);
        if (!done) throw notFound(`No correction proposal with id ${feedbackId}`);
        return done;
      },
      { argument: 'reason' },
    );
  },
  proposeRecordCorrection: async (_, { input }, { backends }) => {
    const { recordId, field, value, note } = input;
    return payloadOf(
      'proposal',
      async () => {
        const receipt = await backends.corrections.propose(recordId, { field, value, note: note ?? null });
        if (!receipt) throw notFound(`No index record with id ${recordId}`);
        return { field: receipt.field, value: receipt.value, state: receipt.state, reason: null };
      },
      CORRECTION_FIELDS,
    );
  },
};
