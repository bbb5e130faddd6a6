import { backends } from '@muster/testkit';
import { basic, staff, startSubscriptions, support } from '@muster/testkit/subscription';

describe.each(backends)('free trials, comps and test-mode payments (%s)', (backend) => {
  let s: Awaited<ReturnType<typeof startSubscriptions>>;
  beforeEach(async () => {
    s = await startSubscriptions({ backend, payments: 'test' });
  });
  afterEach(async () => {
    await s.stop();
  });

  it('starts one free trial of 7 days, records the iid as the offer origin and ends it on its date', async () => {
    const trial = await s.call('POST', '/subscription/free-trial', { body: { iid: 6677 }, as: basic });
    expect(trial.status).toBe(201);
    expect(trial.body).toMatchObject({
      accountStatus: 'free-trial',
      freeTrialUsed: true,
      subscription: { plan: 'free-trial', expiration: '2026-03-08T12:00:00.000Z', origin: 'free-trial' },
    });
    expect(await s.db.db.selectFrom('offers').select(['kind', 'origin', 'expiration']).execute()).toEqual([
      { kind: 'free-trial', origin: '6677', expiration: '2026-03-08T12:00:00.000Z' },
    ]);

    const again = await s.call('POST', '/subscription/free-trial', { body: {}, as: basic });
    expect(again.body).toMatchObject({ error: 'ALREADY_SUBSCRIBED' });
    s.clock.now += 8 * 86_400_000;
    const after = await s.call('GET', '/subscription/self', { as: basic });
    expect(after.body).toMatchObject({
      accountStatus: 'non-subscriber',
      subscription: { finalizationType: 'expired' },
    });
    const third = await s.call('POST', '/subscription/free-trial', { body: {}, as: basic });
    expect(third.body).toMatchObject({ error: 'TRIAL_USED', message: 'You have already had your free trial' });
    expect(await s.db.db.selectFrom('offers').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a malformed iid and visitors', async () => {
    expect((await s.call('POST', '/subscription/free-trial', { body: { iid: 'abc' }, as: basic })).status).toBe(400);
    expect((await s.call('POST', '/subscription/free-trial', { body: {} })).status).toBe(401);
    expect(await s.status(basic.id)).toBe('non-subscriber');
  });

  it('lets an admin grant a comp subscription with an end date, audited; nobody else', async () => {
    const until = '2026-06-01T00:00:00.000Z';
    expect(
      (await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until }, as: support })).status,
    ).toBe(403);
    expect((await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until }, as: basic })).status).toBe(
      403,
    );
    expect(
      (
        await s.call('POST', '/subscription/comp', {
          body: { userId: basic.id, until: '2020-01-01T00:00:00.000Z' },
          as: staff,
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until: 'soon' }, as: staff })).status,
    ).toBe(400);
    expect((await s.call('POST', '/subscription/comp', { body: { userId: 999, until }, as: staff })).status).toBe(404);
    expect(await s.status(basic.id)).toBe('non-subscriber');

    const comp = await s.call('POST', '/subscription/comp', { body: { userId: basic.id, until }, as: staff });
    expect(comp.status).toBe(201);
    expect(comp.body).toMatchObject({
      accountStatus: 'comp-subscriber',
      subscription: { plan: 'comp', origin: 'comp', expiration: until },
    });
    expect(await s.db.db.selectFrom('staff_audit').select(['staff_id', 'action', 'target_user_id']).execute()).toEqual([
      { staff_id: staff.id, action: 'comp-granted', target_user_id: basic.id },
    ]);
    s.clock.now = Date.parse('2026-06-02T00:00:00.000Z');
    expect((await s.call('GET', '/subscription/self', { as: basic })).body.accountStatus).toBe('non-subscriber');
  });

  it('completes a test-mode checkout on our own page with a valid card and shows the masked card', async () => {
    const start = await s.call('POST', '/subscription/checkout', { body: { plan: 'all-access' }, as: basic });
    expect(start.body.paymentMode).toBe('test');
    expect(start.body.url).toMatch(/^https:\/\/muster\.test\/checkout\/test\/test_cs_[0-9a-f]{24}$/);
    const id = start.body.id as string;
    expect((await s.call('GET', `/subscription/test-checkout/${id}`, { as: staff })).status).toBe(404);
    expect((await s.call('GET', `/subscription/test-checkout/${id}`, { as: basic })).body.plan.code).toBe('all-access');

    const bad = await s.call('POST', `/subscription/test-checkout/${id}/complete`, {
      body: { cardNumber: '4242 4242 4242 4241' },
      as: basic,
    });
    expect(bad.body).toMatchObject({ error: 'INCORRECT_NUMBER', message: 'Your card number is incorrect.' });
    const done = await s.call('POST', `/subscription/test-checkout/${id}/complete`, {
      body: { cardNumber: '4242 4242 4242 4242' },
      as: basic,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      accountStatus: 'bundle',
      subscription: { plan: 'all-access', provider: 'test', card: { last4: '4242', brand: 'visa' } },
    });
    const twice = await s.call('POST', `/subscription/test-checkout/${id}/complete`, {
      body: { cardNumber: '4242 4242 4242 4242' },
      as: basic,
    });
    expect(twice.body).toMatchObject({ error: 'CHECKOUT_DONE' });
    expect(await s.db.db.selectFrom('subscriptions').selectAll().execute()).toHaveLength(1);
  });

  it('cancels a trial: it stays until its date, flagged freeTrialCanceled', async () => {
    await s.call('POST', '/subscription/free-trial', { body: {}, as: basic });
    const cancel = await s.call('POST', '/subscription/cancel', { as: basic });
    expect(cancel.body).toMatchObject({
      accountStatus: 'free-trial',
      subscription: { freeTrialCanceled: true, cancelAtPeriodEnd: true },
    });
    expect((await s.call('POST', '/subscription/cancel', { as: basic })).body.error).toBe('NO_SUBSCRIPTION');
    s.clock.now += 8 * 86_400_000;
    expect((await s.call('GET', '/subscription/self', { as: basic })).body.subscription.finalizationType).toBe(
      'canceled',
    );
  });
});
