import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  CorrectFieldBody,
  CorrectFieldResultDto,
  CorrectionProposalDto,
  IndexRecordAdminDto,
  ProposalReceiptDto,
  ProposeCorrectionBody,
} from '@muster/contract';
import type { Database } from '../db/database';
import { type IdParams, idParams } from '../http/schemas';
import { staffWith } from '../staff/staff-guard';
import { audit } from '../staff/staff.queries';
import { clientAddress, fail, member } from '../user/accounts.context';
import { viewDenials } from '../content/view-denial';
import { applyCorrection } from './correction.apply';
import { CORRECTABLE_FIELDS, PROPOSABLE_FIELDS, checkFieldValue, isCorrectable } from './correction.fields';
import { answerProposal, correctionHistory, pendingCountOf, pendingProposals, proposalRow } from './correction.queries';
import { correctBody, correctParams, correctQuery, proposeBody, rejectBody } from './correction.schemas';
import { loadIndexRecords } from './index-record.routes';
import { type Stickiness, superFields } from './stickiness';

interface Options {
  db: Kysely<Database>;
  internalSecret: string;
  now: () => number;
}

/** How many proposals one member may have waiting at once (docs/decisions/corrections.md). */
export const PENDING_PROPOSALS_MAX = 20;

const FIELDS = Object.keys(CORRECTABLE_FIELDS);

/** The spec's record corrections (content §7.7) and members' proposals, under /fold31-index-record. */
export async function correctionRoutes(app: FastifyInstance, { db, internalSecret, now }: Options): Promise<void> {
  const record = async (id: number) => (await loadIndexRecords(db, [id])).get(id);
  const missing = (reply: FastifyReply, id: number) => fail(reply, 404, 'NOT_FOUND', `No index record with id ${id}`);
  const invalid = (reply: FastifyReply, code: string, message: string, field: string) =>
    reply.code(400).send({ statusCode: 400, error: 'Bad Request', code, message, field });
  const auditAs =
    (request: FastifyRequest, action: Parameters<typeof audit>[1]['action'], target: number | null) =>
    (detail: string) =>
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
      );

  app.get<{ Params: IdParams }>(
    '/admin/getIndexRecord/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      if (!(await staffWith(db, request, reply, 'corrections'))) return reply;
      const { id } = request.params;
      const found = await record(id);
      if (!found) return missing(reply, id);
      const [history, pinned, pending] = await Promise.all([
        correctionHistory(db, id),
        superFields(db, [id]),
        pendingProposals(db, id),
      ]);
      const answer: IndexRecordAdminDto = {
        record: found,
        correctableFields: FIELDS,
        superFields: FIELDS.filter((f) => pinned.get(id)?.has(f)),
        history,
        pendingProposals: pending.map((p) => ({
          feedbackId: p.id,
          field: p.correction_field!,
          value: p.correction_value,
          state: 'PENDING',
          reason: null,
          note: p.message,
          username: p.username,
        })),
      };
      return answer;
    },
  );

  app.post<{
    Params: { id: number; name: string };
    Querystring: { stickiness: Stickiness };
    Body: CorrectFieldBody;
  }>(
    '/index-record/metadata/INDEX_RECORD/:id/:name',
    { schema: { params: correctParams, querystring: correctQuery, body: correctBody } },
    async (request, reply) => {
      const staff = await staffWith(db, request, reply, 'corrections');
      if (!staff) return reply;
      const { id, name } = request.params;
      if (!isCorrectable(name)) {
        return invalid(
          reply,
          'FIELD_UNKNOWN',
          `'${name}' is not a field staff can correct: ${FIELDS.join(', ')}`,
          name,
        );
      }
      const checked = checkFieldValue(name, request.body.value);
      if (!checked.ok) return invalid(reply, 'VALUE_INVALID', checked.message, name);
      const { stickiness } = request.query;
      const done = await applyCorrection(db, {
        recordId: id,
        field: name,
        value: checked.value,
        stickiness,
        staffId: staff.id,
        proposalId: null,
        now: new Date(now()),
      });
      if (!done) return missing(reply, id);
      await auditAs(
        request,
        'record-corrected',
        null,
      )(
        `INDEX_RECORD:${id} ${name}: ${JSON.stringify(done.oldValue)} → ${JSON.stringify(done.newValue)} (${stickiness})`,
      );
      const [latest] = await correctionHistory(db, id, 1);
      const answer: CorrectFieldResultDto = { record: (await record(id))!, correction: latest };
      return answer;
    },
  );

  // A member proposes; the proposal joins the feedback queue (object INDEX_RECORD, subject CORRECTION).
  app.post<{ Params: IdParams; Body: ProposeCorrectionBody }>(
    '/record/:id/proposal',
    { schema: { params: idParams, body: proposeBody } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const { id } = request.params;
      const { field, value, note } = request.body;
      const found = await record(id);
      if (!found) return missing(reply, id);
      // Somebody who may not view the record cannot know what it says, so cannot correct it.
      if (await viewDenials(db, request.identity)(found.accessLevel)) {
        return fail(reply, 403, 'FORBIDDEN', 'You may not view this record');
      }
      if (!isCorrectable(field) || !PROPOSABLE_FIELDS.includes(field)) {
        return invalid(
          reply,
          'FIELD_UNKNOWN',
          `Members may propose a name or a date: ${PROPOSABLE_FIELDS.join(', ')}`,
          field,
        );
      }
      const checked = checkFieldValue(field, value);
      if (!checked.ok) return invalid(reply, 'VALUE_INVALID', checked.message, field);
      if ((await pendingCountOf(db, me.id)) >= PENDING_PROPOSALS_MAX) {
        return reply.code(429).send({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: `You already have ${PENDING_PROPOSALS_MAX} corrections waiting for staff`,
        });
      }
      const row = await db
        .insertInto('feedback')
        .values({
          category: 'CORRECTION',
          type: 'CORRECTION',
          email: me.email,
          message: note?.trim() ?? '',
          rating: null,
          object_id: id,
          object_type: 'INDEX_RECORD',
          url: `/record/${id}`,
          ip_address: clientAddress(request, internalSecret),
          user_id: me.id,
          username: me.username,
          user_agent: null,
          created: new Date(now()).toISOString(),
          correction_field: field,
          correction_value: checked.value,
          correction_state: 'PENDING',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const receipt: ProposalReceiptDto = {
        feedbackId: Number(row.id),
        field,
        value: checked.value ?? '',
        state: 'PENDING',
      };
      return reply.code(201).send(receipt);
    },
  );

  app.post<{ Params: IdParams }>(
    '/admin/proposal/:id/accept',
    { schema: { params: idParams } },
    async (request, reply) => {
      const staff = await staffWith(db, request, reply, 'corrections');
      if (!staff) return reply;
      const { id } = request.params;
      const proposal = await proposalRow(db, id);
      if (!proposal || proposal.correction_field === null || proposal.object_id === null) {
        return fail(reply, 404, 'NOT_FOUND', `No correction proposal with id ${id}`);
      }
      if (proposal.correction_state !== 'PENDING') {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          code: 'ALREADY_ANSWERED',
          message: `This proposal was already ${proposal.correction_state?.toLowerCase()}`,
        });
      }
      const field = proposal.correction_field;
      if (!isCorrectable(field)) return invalid(reply, 'FIELD_UNKNOWN', `'${field}' cannot be corrected`, field);
      const recordId = proposal.object_id;
      const done = await db.transaction().execute(async (trx) => {
        if (!(await answerProposal(trx, id, 'ACCEPTED', null))) return 'answered' as const;
        return applyCorrection(trx, {
          recordId,
          field,
          value: proposal.correction_value,
          stickiness: 'SUPER',
          staffId: staff.id,
          proposalId: id,
          now: new Date(now()),
        });
      });
      if (done === 'answered') {
        return reply
          .code(409)
          .send({ statusCode: 409, error: 'Conflict', code: 'ALREADY_ANSWERED', message: 'Already answered' });
      }
      if (!done) return missing(reply, recordId);
      await auditAs(
        request,
        'correction-accepted',
        proposal.user_id,
      )(
        `feedback ${id}, INDEX_RECORD:${recordId} ${field}: ${JSON.stringify(done.oldValue)} → ${JSON.stringify(done.newValue)} (SUPER)`,
      );
      const [latest] = await correctionHistory(db, recordId, 1);
      const answer: CorrectFieldResultDto = { record: (await record(recordId))!, correction: latest };
      return answer;
    },
  );

  app.post<{ Params: IdParams; Body: { reason: string } }>(
    '/admin/proposal/:id/reject',
    { schema: { params: idParams, body: rejectBody } },
    async (request, reply) => {
      const staff = await staffWith(db, request, reply, 'corrections');
      if (!staff) return reply;
      const { id } = request.params;
      const proposal = await proposalRow(db, id);
      if (!proposal || proposal.correction_field === null) {
        return fail(reply, 404, 'NOT_FOUND', `No correction proposal with id ${id}`);
      }
      const reason = request.body.reason.trim();
      if (!(await answerProposal(db, id, 'REJECTED', reason))) {
        return reply
          .code(409)
          .send({ statusCode: 409, error: 'Conflict', code: 'ALREADY_ANSWERED', message: 'Already answered' });
      }
      await auditAs(
        request,
        'correction-rejected',
        proposal.user_id,
      )(
        `feedback ${id}, INDEX_RECORD:${proposal.object_id} ${proposal.correction_field}: ${JSON.stringify(proposal.correction_value)} rejected: ${reason}`,
      );
      const answer: CorrectionProposalDto = {
        field: proposal.correction_field,
        value: proposal.correction_value,
        state: 'REJECTED',
        reason,
      };
      return answer;
    },
  );
}
