import type { FastifyInstance } from 'fastify';
import type { CorrectionProposalDto, ProposalReceiptDto, ProposeCorrectionBody } from '@muster/contract';
import { viewDenials } from '../content/view-denial';
import { type IdParams, idParams } from '../http/schemas';
import { staffWith } from '../staff/staff-guard';
import { clientAddress, fail, member } from '../user/accounts.context';
import { applyCorrection } from './correction.apply';
import { type CorrectionOptions, correctionContext } from './correction.context';
import { PROPOSABLE_FIELDS, checkFieldValue, isCorrectable } from './correction.fields';
import { answerProposal, pendingCountOf, proposalRow } from './correction.queries';
import { proposeBody, rejectBody } from './correction.schemas';

/** How many proposals one member may have waiting at once (docs/decisions/corrections.md). */
export const PENDING_PROPOSALS_MAX = 20;

/**
 * Members' proposed corrections of a record's name or date, kept as feedback (the one correction queue), and
 * staff's accept and reject, under /fold31-index-record.
 */
export async function proposalRoutes(app: FastifyInstance, options: CorrectionOptions): Promise<void> {
  const { db, internalSecret, now } = options;
  const { record, missing, invalid, answered, audit, changed } = correctionContext(options);

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
      if (proposal.correction_state !== 'PENDING') return answered(reply);
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
      if (done === 'answered') return answered(reply);
      if (!done) return missing(reply, recordId);
      const change = `${JSON.stringify(done.oldValue)} → ${JSON.stringify(done.newValue)}`;
      await audit(
        request,
        'correction-accepted',
        proposal.user_id,
        `feedback ${id}, INDEX_RECORD:${recordId} ${field}: ${change} (SUPER)`,
      );
      return changed(recordId);
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
      if (!(await answerProposal(db, id, 'REJECTED', reason))) return answered(reply);
      const what = `INDEX_RECORD:${proposal.object_id} ${proposal.correction_field}`;
      await audit(
        request,
        'correction-rejected',
        proposal.user_id,
        `feedback ${id}, ${what}: ${JSON.stringify(proposal.correction_value)} rejected: ${reason}`,
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
