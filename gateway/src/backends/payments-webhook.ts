import express, { type RequestHandler } from 'express';
import { requestBytes } from './http-json';
import type { GatewayMetrics } from '../metrics';

/**
 * POST /payments/webhook: the payment provider's events, passed to the subscription service byte for byte
 * (the signature covers the raw body, so it is neither parsed nor re-serialised here).
 */
export function paymentsWebhook({
  servicesUrl,
  metrics,
  timeoutMs = 10_000,
}: {
  servicesUrl: string;
  metrics: GatewayMetrics;
  timeoutMs?: number;
}): RequestHandler[] {
  const forward: RequestHandler = async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.get('stripe-signature');
    try {
      const answer = await requestBytes(
        new URL('/subscription/webhook', servicesUrl),
        'POST',
        {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body,
        timeoutMs,
      );
      metrics.serviceCalls.inc({
        service: 'subscription',
        route: '/subscription/webhook',
        status: String(answer.status),
      });
      res.status(answer.status).type('application/json').send(answer.body.toString('utf8'));
    } catch {
      metrics.serviceCalls.inc({ service: 'subscription', route: '/subscription/webhook', status: 'network-error' });
      // A 5xx makes the provider retry later.
      res.status(503).json({ error: 'SERVICE_UNAVAILABLE', message: 'The subscription service did not answer' });
    }
  };
  return [express.raw({ type: () => true, limit: '512kb' }), forward];
}
