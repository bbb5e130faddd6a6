import type { Request } from 'express';
import type { Sender } from '../backends/feedback';

/**
 * The browser behind a GraphQL request, which the feedback service stores with a message (accounts spec §3).
 * The address is Express's `req.ip`: the socket's peer, or what a trusted proxy forwarded (TRUST_PROXY), so
 * a browser cannot name its own address in a header.
 */
export function senderOf(req: Request): Sender {
  return {
    ipAddress: req.ip ?? req.socket.remoteAddress ?? null,
    userAgent: req.get('user-agent')?.slice(0, 1024) ?? null,
  };
}
