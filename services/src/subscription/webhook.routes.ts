import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../user/accounts.context';
import { activate, endByProvider, renew, stopReplacedRenewal } from './membership';
import { WebhookSignatureError } from './payment-provider';
import type { SubscriptionConfig } from './subscription.config';
import { refuse } from './subscription.routes';

/**
 * POST /subscription/webhook: the provider's events, forwarded byte for byte by the gateway's
 * /payments/webhook. JSON is kept raw in this plugin alone, because the signature covers the exact bytes.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  { accounts: ctx, config }: { accounts: Accounts; config: SubscriptionConfig },
): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', async (request, reply) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) return refuse(reply, 400, 'BAD_USER_INPUT', 'Expected a JSON body');
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = config.provider.readWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        return refuse(reply, 400, 'SIGNATURE_INVALID', 'The webhook signature does not match');
      throw error;
    }
    const now = ctx.now();
    if (event.kind === 'checkout-completed') {
      const plan = config.plans.find((p) => p.code === event.plan);
      const user =
        event.userId > 0
          ? await ctx.db.selectFrom('users').select('id').where('id', '=', event.userId).executeTakeFirst()
          : undefined;
      // A 200 tells the provider to stop retrying: an event we can never apply is logged, not retried for days.
      if (!plan || !user) {
        request.log.warn({ eventId: event.eventId }, 'checkout for an unknown member or plan');
        return { received: true, applied: false };
      }
      // An upgrade replaces a plan that still renews at the provider: its renewals stop first. Should the provider
      // refuse or not answer, the event stays unapplied and the 503 has the provider deliver it again later.
      try {
        await stopReplacedRenewal(ctx.db, config.provider, event.userId, event.providerSubscriptionId);
      } catch (error) {
        request.log.error(
          { err: error, eventId: event.eventId },
          'could not stop the renewals of the plan an upgrade replaces',
        );
        return refuse(
          reply,
          503,
          'PROVIDER_UNAVAILABLE',
          'The renewals of the plan this checkout replaces could not be stopped; deliver the event again later',
        );
      }
      await activate(ctx.db, event, plan, config.provider.name, now);
      return { received: true, applied: true };
    }
    if (event.kind === 'renewal-paid') return { received: true, applied: await renew(ctx.db, event, now) };
    if (event.kind === 'subscription-ended')
      return { received: true, applied: await endByProvider(ctx.db, event, now) };
    return { received: true, applied: false };
  });
}
