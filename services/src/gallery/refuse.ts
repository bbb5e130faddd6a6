import type { FastifyReply } from 'fastify';

/**
 * Refusals of the gallery and tag routes: `error` and `code` name the problem for the gateway (which passes the
 * code on), `message` is the text members read, `field` the input field at fault where there is one.
 */
export function refuse(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field?: string,
): FastifyReply {
  return reply.code(status).send({ statusCode: status, error: code, code, message, ...(field ? { field } : {}) });
}
