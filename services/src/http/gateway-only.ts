import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyIdentity } from '../auth/identity';

/**
 * A hook for routes only the gateway may call (its session store, provider and Facebook sign-in): any caller
 * without a valid signed x-muster-auth header, signed-in or not, gets 403 with `message`.
 */
export function gatewayOnly(internalSecret: string, message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['x-muster-auth'];
    if (!verifyIdentity(Array.isArray(header) ? header[0] : header, internalSecret)) {
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message });
    }
  };
}
