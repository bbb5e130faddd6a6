import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../user/user.table';
import { type Accounts, clientAddress, member } from '../user/accounts.context';
import { updateUser, userById } from '../user/user.queries';
import { activate, expireLapsed, stopReplacedRenewal } from './membership';
import { PAID_STATUSES, addDuration } from './plans';
import {
  type CheckoutStartDto,
  type PlanCode,
  type MembershipDto,
  type TestCheckoutDto,
  PAYMENTS_UNAVAILABLE_MESSAGE,
} from '@muster/contract';
import type { SubscriptionConfig } from './subscription.config';
import { toSubscriptionDto } from './subscription.mapper';
import {
  hadFreeTrial,
  insertSubscription,
  insertTransaction,
  latestSubscription,
  openSubscription,
  updateSubscription,
} from './subscription.queries';
import {
  cardBrand,
  checkoutBody,
  checkoutIdParams,
  compBody,
  freeTrialBody,
  luhnValid,
  testCardBody,
} from './subscription.schemas';
import { INCORRECT_NUMBER, testCardRefusal } from '@muster/contract/rules';

const COMP_MAX_MS = 5 * 366 * 86_400_000;

export function refuse(reply: FastifyReply, status: number, error: string, message: string): FastifyReply {
  return reply.code(status).send({ error, message });
}

/**
 * Memberships under /subscription (issue 4 §7): plans, the caller's subscription, the free trial, staff comps,
 * checkout through the payment provider and cancellation. The provider's webhook is in webhook.routes.ts.
 */
export async function subscriptionRoutes(
  app: FastifyInstance,
  { accounts: ctx, config }: { accounts: Accounts; config: SubscriptionConfig },
): Promise<void> {
  const { db } = ctx;
  const { provider } = config;
  const planOf = (code: string) => config.plans.find((p) => p.code === code);

  async function membership(user: User): Promise<MembershipDto> {
    await expireLapsed(db, ctx.now());
    const fresh = (await userById(db, user.id)) ?? user;
    const latest = await latestSubscription(db, user.id);
    return {
      accountStatus: fresh.account_status,
      subscription: latest ? toSubscriptionDto(latest) : null,
      freeTrialUsed: await hadFreeTrial(db, user.id),
      paymentMode: provider.name,
    };
  }

  // Trials, comps and test payments end on their date even when nobody calls: a sweep every minute.
  const sweep = setInterval(() => {
    void expireLapsed(db, ctx.now()).catch(() => {});
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get('/plans', async () => ({
    plans: config.plans,
    paymentMode: provider.name,
    paymentsMode: provider.mode,
    trialDays: config.trialDays,
  }));

  app.get('/self', async (request, reply) => {
    const me = await member(db, request, reply);
    return me ? membership(me) : reply;
  });

  app.post<{ Body: { iid?: number } }>('/free-trial', { schema: { body: freeTrialBody } }, async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    if (me.account_status !== 'non-subscriber')
      return refuse(reply, 400, 'ALREADY_SUBSCRIBED', 'You already have a Premium membership');
    if (await hadFreeTrial(db, me.id)) return refuse(reply, 400, 'TRIAL_USED', 'You have already had your free trial');
    const now = ctx.now();
    const expiration = addDuration(now, `P${config.trialDays}D`).toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('offers')
          .values({
            user_id: me.id,
            kind: 'free-trial',
            origin: request.body.iid ? String(request.body.iid) : null,
            expiration,
            created: now.toISOString(),
          })
          .execute();
        const id = await insertSubscription(trx, {
          user_id: me.id,
          plan: 'free-trial',
          duration: `P${config.trialDays}D`,
          start: now.toISOString(),
          expiration,
          finalization_date: null,
          finalization_type: null,
          origin: 'free-trial',
          event: 'trial-started',
          provider: null,
          provider_subscription_id: null,
          card_last4: null,
          card_brand: null,
        });
        await insertTransaction(trx, {
          user_id: me.id,
          subscription_id: id,
          type: 'free-trial',
          state: 'approved',
          approval: null,
          created: now.toISOString(),
          provider: 'muster',
        });
        await updateUser(trx, me.id, { account_status: 'free-trial' });
      });
    } catch {
      // Two tabs at once: the unique (user, kind) index lets only one trial in.
      return refuse(reply, 400, 'TRIAL_USED', 'You have already had your free trial');
    }
    return reply.code(201).send(await membership(me));
  });

  app.post<{ Body: { plan: PlanCode } }>('/checkout', { schema: { body: checkoutBody } }, async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    // Never a free fallback: a site that cannot take payments offers no checkout at all.
    if (provider.mode === 'off') return refuse(reply, 503, 'PAYMENTS_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
    const plan = planOf(request.body.plan)!;
    // A paying member may still move up to All-Access; otherwise one paid plan at a time.
    if (PAID_STATUSES.has(me.account_status) && (plan.code !== 'all-access' || me.account_status === 'bundle')) {
      return refuse(reply, 400, 'ALREADY_SUBSCRIBED', 'You already have a Premium membership');
    }
    const checkout = await provider.createCheckout({
      userId: me.id,
      email: me.email,
      plan,
      successUrl: `${ctx.siteUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.siteUrl}/checkout/cancel`,
    });
    await db
      .insertInto('checkouts')
      .values({
        id: checkout.id,
        user_id: me.id,
        plan: plan.code,
        provider: provider.name,
        state: 'pending',
        created: ctx.now().toISOString(),
      })
      .execute();
    const started: CheckoutStartDto = { ...checkout, paymentMode: provider.name };
    return reply.code(201).send(started);
  });

  /** The caller's own pending test-mode checkout (our stand-in of the provider's hosted page). */
  async function testCheckout(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const me = await member(db, request, reply);
    if (!me) return null;
    const row =
      provider.name === 'test'
        ? await db
            .selectFrom('checkouts')
            .selectAll()
            .where('id', '=', request.params.id)
            .where('user_id', '=', me.id)
            .executeTakeFirst()
        : undefined;
    if (!row) {
      refuse(reply, 404, 'NOT_FOUND', 'No such checkout');
      return null;
    }
    return { me, row, plan: planOf(row.plan)! };
  }

  app.get<{ Params: { id: string } }>(
    '/test-checkout/:id',
    { schema: { params: checkoutIdParams } },
    async (request, reply) => {
      const found = await testCheckout(request, reply);
      if (!found) return reply;
      const pending: TestCheckoutDto = { id: found.row.id, state: found.row.state, plan: found.plan };
      return pending;
    },
  );

  app.post<{ Params: { id: string }; Body: { cardNumber: string } }>(
    '/test-checkout/:id/complete',
    { schema: { params: checkoutIdParams, body: testCardBody } },
    async (request, reply) => {
      const found = await testCheckout(request, reply);
      if (!found) return reply;
      const digits = request.body.cardNumber.replace(/\D/g, '');
      if (found.row.state !== 'pending')
        return refuse(reply, 400, 'CHECKOUT_DONE', 'This checkout is already complete');
      // Stripe's test cards fail here as in Stripe's test mode; the checkout stays open for another card.
      const refusal = luhnValid(digits) ? testCardRefusal(digits) : INCORRECT_NUMBER;
      if (refusal)
        return reply.code(400).send({
          error: refusal.error,
          message: refusal.message,
          ...(refusal.declineCode ? { declineCode: refusal.declineCode } : {}),
        });
      await activate(
        db,
        {
          kind: 'checkout-completed',
          eventId: `${found.row.id}:completed`,
          checkoutId: found.row.id,
          userId: found.me.id,
          plan: found.plan.code,
          providerSubscriptionId: null,
          amountCents: found.plan.amountCents,
          cardLast4: digits.slice(-4),
          cardBrand: cardBrand(digits),
        },
        found.plan,
        'test',
        ctx.now(),
      );
      return membership(found.me);
    },
  );

  app.post('/cancel', async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    const open = await openSubscription(db, me.id);
    if (!open || open.cancel_at_period_end === 1)
      return refuse(reply, 400, 'NO_SUBSCRIPTION', 'You have no subscription to cancel');
    if (open.provider === 'stripe' && open.provider_subscription_id)
      await provider.cancelAtPeriodEnd(open.provider_subscription_id);
    await updateSubscription(db, open.id, {
      cancel_at_period_end: 1,
      event: 'cancel-requested',
      ...(open.origin === 'free-trial' ? { free_trial_canceled: 1 } : {}),
    });
    return membership(me);
  });

  app.post<{ Body: { userId: number; until: string } }>(
    '/comp',
    { schema: { body: compBody } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      if (!request.identity.roles.includes('admin')) return refuse(reply, 403, 'FORBIDDEN', 'Staff only');
      const now = ctx.now();
      const until = new Date(request.body.until);
      if (until.getTime() <= now.getTime())
        return refuse(reply, 400, 'BAD_USER_INPUT', 'The end date must be in the future');
      if (until.getTime() - now.getTime() > COMP_MAX_MS)
        return refuse(reply, 400, 'BAD_USER_INPUT', 'A complimentary subscription lasts at most 5 years');
      const target = await userById(db, request.body.userId);
      if (!target || target.closed === 1)
        return refuse(reply, 404, 'NOT_FOUND', `No user with id ${request.body.userId}`);
      try {
        await stopReplacedRenewal(db, provider, target.id);
      } catch (error) {
        request.log.error(
          { err: error, userId: target.id },
          'could not stop the renewals of a subscription a comp replaces',
        );
        return refuse(
          reply,
          503,
          'PROVIDER_UNAVAILABLE',
          "The payment provider could not stop this member's renewals; nothing was changed. Please try again later.",
        );
      }
      await db.transaction().execute(async (trx) => {
        const open = await openSubscription(trx, target.id);
        if (open)
          await updateSubscription(trx, open.id, {
            finalization_date: now.toISOString(),
            finalization_type: 'replaced',
            event: 'ended',
          });
        const id = await insertSubscription(trx, {
          user_id: target.id,
          plan: 'comp',
          duration: 'COMP',
          start: now.toISOString(),
          expiration: until.toISOString(),
          finalization_date: null,
          finalization_type: null,
          origin: 'comp',
          event: 'comp-granted',
          provider: null,
          provider_subscription_id: null,
          card_last4: null,
          card_brand: null,
        });
        await insertTransaction(trx, {
          user_id: target.id,
          subscription_id: id,
          type: 'comp',
          state: 'approved',
          approval: `staff:${me.id}`,
          created: now.toISOString(),
          provider: 'muster',
        });
        await updateUser(trx, target.id, { account_status: 'comp-subscriber' });
        // In the staff audit trail beside the other staff changes to members' accounts.
        await trx
          .insertInto('staff_audit')
          .values({
            staff_id: me.id,
            action: 'comp-granted',
            target_user_id: target.id,
            detail: `until ${until.toISOString()}`,
            address: clientAddress(request, ctx.internalSecret),
            created: now.toISOString(),
          })
          .execute();
      });
      return reply.code(201).send(await membership(target));
    },
  );
}
