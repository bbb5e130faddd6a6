import type { FastifyReply } from 'fastify';
import { type UploadKind, type UploadTurn, uploadLimitMessage } from './upload-rate';

/** 429 THROTTLED with the minutes to wait in words and in Retry-After, for the gallery and the profile photo alike. */
export function refuseUploadLimit(
  reply: FastifyReply,
  kind: UploadKind,
  turn: Extract<UploadTurn, { ok: false }>,
): FastifyReply {
  const message = uploadLimitMessage(kind, turn);
  return reply
    .code(429)
    .header('retry-after', String(turn.retryAfterSeconds))
    .send({ statusCode: 429, error: 'THROTTLED', code: 'THROTTLED', message });
}
