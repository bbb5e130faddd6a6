import type { FastifyInstance } from 'fastify';
import type { CorrectFieldBody, IndexRecordAdminDto } from '@muster/contract';
import { type IdParams, idParams } from '../http/schemas';
import { staffWith } from '../staff/staff-guard';
import { applyCorrection } from './correction.apply';
import { type CorrectionOptions, correctionContext } from './correction.context';
import { CORRECTABLE_FIELDS, checkFieldValue, isCorrectable } from './correction.fields';
import { correctionHistory, pendingProposals } from './correction.queries';
import { correctBody, correctParams, correctQuery } from './correction.schemas';
import { type Stickiness, superFields } from './stickiness';

const FIELDS = Object.keys(CORRECTABLE_FIELDS);

/** The spec's record corrections (content §7.7), under /fold31-index-record: staff with the corrections ability. */
export async function correctionRoutes(app: FastifyInstance, options: CorrectionOptions): Promise<void> {
  const { db, now } = options;
  const { record, missing, invalid, audit, changed } = correctionContext(options);

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
      const change = `${JSON.stringify(done.oldValue)} → ${JSON.stringify(done.newValue)}`;
      await audit(request, 'record-corrected', null, `INDEX_RECORD:${id} ${name}: ${change} (${stickiness})`);
      return changed(id);
    },
  );
}
