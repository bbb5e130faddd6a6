import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { verifyIdentity } from '../auth/identity';
import { type CaptchaVerifier, captchaFailure } from '../captcha/captcha';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { type IdParams, idParams } from '../http/schemas';
import { toFeedbackEntryDto } from './feedback.mapper';
import { type FeedbackPageDto, type FeedbackBody, type UserReportBody } from '@muster/contract';
import {
  feedbackCount,
  feedbackPage,
  feedbackUser,
  insertFeedback,
  setFeedbackStatus,
  feedbackRow,
} from './feedback.queries';
import { validateFeedback } from '@muster/contract/rules';
import { feedbackBody, feedbackListQuery, feedbackStatusBody, userReportBody } from './feedback.schemas';

interface Options {
  db: Kysely<Database>;
  captcha: CaptchaVerifier;
  internalSecret: string;
}

/** The captcha action the feedback form's token must have been made for (accounts spec §5). */
export const FEEDBACK_ACTION = 'feedback';

/** The spec's feedback error (§7): a `type` that selects the message, also as `error` for the gateway. */
function rejected(reply: FastifyReply, type: string, message: string) {
  return reply.code(400).send({ statusCode: 400, error: type, type, message });
}

/** Staff are callers with at least one role, the same rule that shows them the Admin link (§2). */
const isStaff = (request: FastifyRequest) => request.identity.roles.length > 0;

const forbidden = (reply: FastifyReply) =>
  reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Only staff may read feedback' });

export async function feedbackRoutes(app: FastifyInstance, { db, captcha, internalSecret }: Options): Promise<void> {
  /** Validates, checks the captcha, adds who sent it, stores; the same for both doors. */
  async function submit(
    reply: FastifyReply,
    request: FastifyRequest,
    body: FeedbackBody,
    sender: { ipAddress: string | null; userAgent: string | null },
  ) {
    const { userId } = request.identity;
    const user = userId === null ? undefined : await feedbackUser(db, userId);
    const verdict = validateFeedback(body, user !== undefined);
    if (!verdict.ok) return rejected(reply, verdict.type, verdict.message);
    // Checked after the fields, so a token is not spent on a form the user still has to correct.
    const failure = captchaFailure(
      await captcha.verify(body.captcha, FEEDBACK_ACTION, sender.ipAddress),
      captcha.minScore,
    );
    if (failure) return rejected(reply, 'CAPTCHA', failure);
    const email = body.email?.trim() || user?.email || null;
    const { id } = await insertFeedback(db, {
      category: verdict.category,
      type: body.type as string,
      email,
      message: body.message?.trim() ?? '',
      rating: body.rating ?? null,
      object_id: body.objectId ?? null,
      object_type: body.objectType ?? null,
      url: body.url ?? null,
      ip_address: sender.ipAddress,
      user_id: user?.id ?? null,
      username: user?.username ?? null,
      user_agent: sender.userAgent,
      created: new Date().toISOString(),
    });
    return reply.code(201).send(toFeedbackEntryDto((await feedbackRow(db, Number(id)))!));
  }

  // The browser's own call (§7): the sender is whoever opened this connection.
  app.post<{ Body: FeedbackBody }>('/feedback', { schema: { body: feedbackBody } }, async (request, reply) =>
    submit(reply, request, request.body, { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null }),
  );

  // The server's call on the browser's behalf (§7): only with a genuine internal auth header may it name
  // the browser's address and agent; an anonymous visitor still sends a signed (anonymous) header.
  app.post<{ Body: UserReportBody }>(
    '/user-report/feedback',
    { schema: { body: userReportBody } },
    async (request, reply) => {
      const header = request.headers['x-muster-auth'];
      if (typeof header !== 'string' || verifyIdentity(header, internalSecret) === null) {
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'The internal auth header is missing or invalid' });
      }
      const { ipAddress, userAgent, ...body } = request.body;
      return submit(reply, request, body, { ipAddress: ipAddress ?? null, userAgent: userAgent ?? null });
    },
  );

  app.get<{ Querystring: { offset: number; limit: number } }>(
    '/feedback',
    { schema: { querystring: feedbackListQuery } },
    async (request, reply) => {
      if (!isStaff(request)) return forbidden(reply);
      const { offset, limit } = request.query;
      const [rows, total] = await Promise.all([feedbackPage(db, offset, limit), feedbackCount(db)]);
      const page: FeedbackPageDto = { total, offset, items: rows.map(toFeedbackEntryDto) };
      return page;
    },
  );

  app.post<{ Params: IdParams; Body: { status: string } }>(
    '/feedback/:id/status',
    { schema: { params: idParams, body: feedbackStatusBody } },
    async (request, reply) => {
      if (!isStaff(request)) return forbidden(reply);
      const { id } = request.params;
      const result = await setFeedbackStatus(db, id, request.body.status);
      if (Number(result.numUpdatedRows) === 0) return notFound(reply, 'feedback', id);
      return toFeedbackEntryDto((await feedbackRow(db, id))!);
    },
  );
}
