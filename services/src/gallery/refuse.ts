import type { FastifyReply } from 'fastify';

/**
 * Refusals of the gallery and tag routes: `error` and `code` name the problem for the gateway (which passes the
 * code on), `message` is the text members read.
 */
export function refuse(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).send({ statusCode: status, error: code, code, message });
}
