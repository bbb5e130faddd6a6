import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ServiceError } from '@muster/contract';
import { SearchError } from '../search/search';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

/** Sends the spec's 404 body for an id that does not exist. */
export function notFound(reply: FastifyReply, what: string, id: number | string): FastifyReply {
  const body: ServiceError = { statusCode: 404, error: 'Not Found', message: `No ${what} with id ${id}` };
  return reply.code(404).send(body);
}

/** Sends a 400 with its reason, for input a JSON schema cannot judge; `field` names the body field at fault. */
export function badRequest(reply: FastifyReply, message: string, field?: string): FastifyReply {
  const body: ServiceError = { statusCode: 400, error: 'Bad Request', message, ...(field ? { field } : {}) };
  return reply.code(400).send(body);
}

/**
 * Every error leaves as { statusCode, error, message }: 400 with the reason for bad input (a refused search with its
 * code), 503 SERVICE_UNAVAILABLE when the database is out of reach, 500 without details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ServiceError;
    if (err instanceof SearchError) {
      body = { statusCode: err.statusCode, error: err.code, message: err.message, argument: err.argument };
    } else if (err.validation || (err.statusCode && err.statusCode < 500)) {
      body = {
        statusCode: err.statusCode ?? 400,
        error: err.statusCode === 415 ? 'Unsupported Media Type' : 'Bad Request',
        message: err.message,
      };
    } else if (isDatabaseUnavailable(err)) {
      // The gateway passes a coded 503 on as it is: a reason to try again, not a masked internal error.
      request.log.warn({ err: err.message }, 'database out of reach');
      body = { statusCode: 503, error: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE };
    } else {
      request.log.error({ err }, 'request failed');
      body = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' };
    }
    return reply.code(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ServiceError = {
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${request.url} not found`,
    };
    return reply.code(404).send(body);
  });
}
