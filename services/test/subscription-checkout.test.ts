import { backends } from '@muster/testkit';
import { basic, staff, startSubscriptions } from '@muster/testkit/subscription';

describe.each(backends)('memberships through Stripe (%s)', (backend) => {
  let s: Awaited<ReturnType<typeof startSubscriptions>>;
  beforeEach(async () => {
    s = await startSubscriptions({ backend, payments: 'stripe' });
  });
  afterEach(async () => {
    await s.stop();
  });

  const completed = (checkoutId: string, extra: Record<string, unknown> = {}) => ({
    id: checkoutId,
    object: 'checkout.session',
    client_reference_id: String(basic.id),
    metadata: { plan: 'annual' },
    subscription: 'sub_annual_1',
    amount_total: 7995,
    ...extra,
  });

  it('lists the plans with their prices', async () => {
    const { status, body } = await s.call('GET', '/subscription/plans');
    expect(status).toBe(200);
    expect(body.plans.map((p: any) => [p.code, p.amountCents, p.interval])).toEqual([
      ['monthly', 1199, 'month'],
      ['annual', 7995, 'year'],
      ['all-access', 19999, 'year'],
    ]);
    expect(body.paymentMode).toBe('stripe');
  });

  it('creates a Checkout Session through the SDK and activates the plan when the signed webhook arrives', async () => {
    const start = await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' }, as: basic });
    expect(start.status).toBe(201);
    expect(start.body.url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    const call = s.standIn.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(call.authorization).toBe('Bearer sk_test_muster');
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('client_reference_id')).toBe('1');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('7995');
    expect(call.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.form.get('success_url')).toBe('https://muster.test/checkout/success?session_id={CHECKOUT_SESSION_ID}');
    expect(await s.status(basic.id)).toBe('non-subscriber');

    const hook = await s.deliver('checkout.session.completed', completed(start.body.id));
    expect(hook).toEqual({ status: 200, body: { received: true, applied: true } });
    expect(await s.status(basic.id)).toBe('annual-subscriber');
    const self = await s.call('GET', '/subscription/self', { as: basic });
    expect(self.body.subscription).toMatchObject({
      plan: 'annual',
      duration: 'P1Y',
      start: '2026-03-01T12:00:00.000Z',
      expiration: '2027-03-01T12:00:00.000Z',
      origin: 'checkout',
      event: 'purchase',
      provider: 'stripe',
    });
    const tx = await s.db.db.selectFrom('transactions').selectAll().execute();
    expect(tx).toMatchObject([
      { type: 'purchase', state: 'approved', approval: 'cs_test_1', amount_cents: 7995, provider: 'stripe' },
    ]);
  });

  it('applies a redelivered event once', async () => {
    await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' }, as: basic });
    await s.deliver('checkout.session.completed', completed('cs_test_1'), { id: 'evt_same' });
    await s.deliver('checkout.session.completed', completed('cs_test_1'), { id: 'evt_same' });
    expect(await s.db.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const forged = await s.deliver('checkout.session.completed', completed('cs_test_9'), {
      secret: 'whsec_someone_else',
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('SIGNATURE_INVALID');
    const unsigned = await fetch(`${s.url}/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"evt_1"}',
    });
    expect(unsigned.status).toBe(400);
    expect(await s.status(basic.id)).toBe('non-subscriber');
    expect(await s.db.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(0);
  });

  it('renews on a paid cycle invoice and ends when Stripe deletes the subscription after a cancel', async () => {
    await s.call('POST', '/subscription/checkout', { body: { plan: 'monthly' }, as: basic });
    await s.deliver(
      'checkout.session.completed',
      completed('cs_test_1', { metadata: { plan: 'monthly' }, subscription: 'sub_m', amount_total: 1199 }),
    );
    expect(await s.status(basic.id)).toBe('monthly-subscriber');
    await s.deliver('invoice.paid', {
      id: 'in_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1199,
      parent: { subscription_details: { subscription: 'sub_m' } },
    });
    let self = await s.call('GET', '/subscription/self', { as: basic });
    expect(self.body.subscription.expiration).toBe('2026-05-01T12:00:00.000Z');

    const cancel = await s.call('POST', '/subscription/cancel', { as: basic });
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(s.standIn.calls.find((c) => c.path === '/v1/subscriptions/sub_m')?.form.get('cancel_at_period_end')).toBe(
      'true',
    );
    expect(await s.status(basic.id)).toBe('monthly-subscriber');

    await s.deliver('customer.subscription.deleted', { id: 'sub_m', object: 'subscription' });
    expect(await s.status(basic.id)).toBe('non-subscriber');
    self = await s.call('GET', '/subscription/self', { as: basic });
    expect(self.body.subscription).toMatchObject({ finalizationType: 'canceled', event: 'ended' });
    expect((await s.db.db.selectFrom('transactions').select('type').execute()).map((t) => t.type)).toEqual([
      'purchase',
      'renewal',
    ]);
  });

  const cancellations = () =>
    s.standIn.calls
      .filter((c) => c.path.startsWith('/v1/subscriptions/'))
      .map((c) => [c.path.slice('/v1/subscriptions/'.length), c.form.get('cancel_at_period_end')]);
  const subscriptions = () =>
    s.db.db
      .selectFrom('subscriptions')
      .select(['plan', 'provider_subscription_id', 'finalization_type'])
      .orderBy('id')
      .execute();

  it("an upgrade to All-Access stops the monthly plan's renewals at Stripe, once, before recording the new plan", async () => {
    await s.call('POST', '/subscription/checkout', { body: { plan: 'monthly' }, as: basic });
    await s.deliver(
      'checkout.session.completed',
      completed('cs_test_1', { metadata: { plan: 'monthly' }, subscription: 'sub_m', amount_total: 1199 }),
    );
    expect(await s.status(basic.id)).toBe('monthly-subscriber');

    const upgrade = await s.call('POST', '/subscription/checkout', { body: { plan: 'all-access' }, as: basic });
    expect(upgrade.status).toBe(201);
    const event = completed(upgrade.body.id, {
      metadata: { plan: 'all-access' },
      subscription: 'sub_all',
      amount_total: 19999,
    });
    expect(await s.deliver('checkout.session.completed', event, { id: 'evt_upgrade' })).toEqual({
      status: 200,
      body: { received: true, applied: true },
    });
    expect(await s.status(basic.id)).toBe('bundle');
    expect(cancellations()).toEqual([['sub_m', 'true']]);
    expect(await subscriptions()).toEqual([
      { plan: 'monthly', provider_subscription_id: 'sub_m', finalization_type: 'replaced' },
      { plan: 'all-access', provider_subscription_id: 'sub_all', finalization_type: null },
    ]);

    // Stripe delivers again: the new plan is never cancelled, nothing is recorded twice.
    await s.deliver('checkout.session.completed', event, { id: 'evt_upgrade' });
    await s.deliver('checkout.session.completed', event, { id: 'evt_upgrade_again' });
    expect(cancellations()).toEqual([['sub_m', 'true']]);
    expect(await subscriptions()).toHaveLength(2);
    // The old plan's end at Stripe, at its period's end, changes nothing for the member.
    await s.deliver('customer.subscription.deleted', { id: 'sub_m', object: 'subscription' });
    expect(await s.status(basic.id)).toBe('bundle');
  });

  it('an upgrade whose old plan Stripe will not stop is left unapplied, for Stripe to deliver again', async () => {
    await s.call('POST', '/subscription/checkout', { body: { plan: 'monthly' }, as: basic });
    await s.deliver(
      'checkout.session.completed',
      completed('cs_test_1', { metadata: { plan: 'monthly' }, subscription: 'sub_refused_m', amount_total: 1199 }),
    );
    const upgrade = await s.call('POST', '/subscription/checkout', { body: { plan: 'all-access' }, as: basic });
    const hook = await s.deliver(
      'checkout.session.completed',
      completed(upgrade.body.id, { metadata: { plan: 'all-access' }, subscription: 'sub_all', amount_total: 19999 }),
    );
    expect(hook).toMatchObject({ status: 503, body: { error: 'PROVIDER_UNAVAILABLE' } });
    expect(await s.status(basic.id)).toBe('monthly-subscriber');
    expect(await subscriptions()).toEqual([
      { plan: 'monthly', provider_subscription_id: 'sub_refused_m', finalization_type: null },
    ]);
    expect(
      (
        await s.db.db
          .selectFrom('checkouts')
          .select('state')
          .where('id', '=', upgrade.body.id)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('pending');
  });

  it('a staff comp stops the Stripe renewals of the plan it replaces; when Stripe refuses, nothing changes', async () => {
    const until = '2026-09-01T00:00:00.000Z';
    await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' }, as: basic });
    await s.deliver('checkout.session.completed', completed('cs_test_1', { subscription: 'sub_refused_a' }));
    const refused = await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until }, as: staff });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: 'PROVIDER_UNAVAILABLE',
      message:
        "The payment provider could not stop this member's renewals; nothing was changed. Please try again later.",
    });
    expect(await s.status(basic.id)).toBe('annual-subscriber');
    expect(await subscriptions()).toHaveLength(1);

    await s.db.db.updateTable('subscriptions').set({ provider_subscription_id: 'sub_a' }).execute();
    expect((await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until }, as: staff })).status).toBe(
      201,
    );
    expect(await s.status(basic.id)).toBe('comp-subscriber');
    expect(cancellations().at(-1)).toEqual(['sub_a', 'true']);
    expect((await subscriptions()).map((row) => row.finalization_type)).toEqual(['replaced', null]);
  });

  it('rejects an unknown plan, a visitor and a second paid plan', async () => {
    expect((await s.call('POST', '/subscription/checkout', { body: { plan: 'lifetime' }, as: basic })).status).toBe(
      400,
    );
    expect((await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' } })).status).toBe(401);
    await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' }, as: basic });
    await s.deliver('checkout.session.completed', completed('cs_test_1'));
    const again = await s.call('POST', '/subscription/checkout', { body: { plan: 'monthly' }, as: basic });
    expect(again.body).toMatchObject({ error: 'ALREADY_SUBSCRIBED' });
  });
});
