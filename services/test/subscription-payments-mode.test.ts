import { buildServicesApp } from '../src/app';
import { subscriptionConfigFromEnv } from '../src/subscription/subscription.config';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';
import { basic, staff, startSubscriptions } from '@muster/testkit/subscription';
import { backends, openTestDb } from '@muster/testkit';

describe.each(backends)('payments mode and the test checkout (%s)', (backend) => {
  describe('a production site without live keys', () => {
    let s: Awaited<ReturnType<typeof startSubscriptions>>;
    beforeAll(async () => {
      s = await startSubscriptions({ backend, payments: 'off' });
    });
    afterAll(async () => {
      await s.stop();
    });

    it('says so on the plans and offers no checkout: nobody gets a paid plan for nothing', async () => {
      expect((await s.call('GET', '/subscription/plans')).body).toMatchObject({
        paymentMode: 'off',
        paymentsMode: 'off',
      });
      const refused = await s.call('POST', '/subscription/checkout', { body: { plan: 'annual' }, as: basic });
      expect(refused).toEqual({
        status: 503,
        body: { error: 'PAYMENTS_UNAVAILABLE', message: PAYMENTS_UNAVAILABLE_MESSAGE },
      });
      expect(await s.db.db.selectFrom('checkouts').selectAll().execute()).toEqual([]);
      expect((await s.call('GET', '/subscription/self', { as: basic })).body.accountStatus).toBe('non-subscriber');
    });

    it('still gives the free trial and staff comps, which take no payment', async () => {
      expect((await s.call('POST', '/subscription/free-trial', { body: {}, as: basic })).status).toBe(201);
      expect(
        (
          await s.call('POST', '/subscription/comp', {
            body: { userId: staff.id, until: '2026-06-01T00:00:00.000Z' },
            as: staff,
          })
        ).status,
      ).toBe(201);
    });

    it('accepts no webhook', async () => {
      expect(
        (
          await s.deliver('checkout.session.completed', {
            id: 'cs_1',
            client_reference_id: String(basic.id),
            metadata: { plan: 'annual' },
          })
        ).status,
      ).toBe(400);
    });
  });

  it('logs a line at start when production has no payment keys', async () => {
    const t = await openTestDb(backend);
    const lines: string[] = [];
    try {
      const app = await buildServicesApp({
        db: t.db,
        dataDir: t.dataDir,
        subscription: subscriptionConfigFromEnv('https://muster.test', { NODE_ENV: 'production' }),
        logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.close();
    } finally {
      await t.dispose();
    }
    expect(lines.map((line) => JSON.parse(line).msg)).toContainEqual(
      expect.stringMatching(/^Checkout is off: NODE_ENV=production and no STRIPE_SECRET_KEY\. Set STRIPE_SECRET_KEY/),
    );
  });

  describe("the test checkout, as Stripe's test mode", () => {
    let s: Awaited<ReturnType<typeof startSubscriptions>>;
    let id: string;
    beforeAll(async () => {
      s = await startSubscriptions({ backend, payments: 'test' });
      id = (await s.call('POST', '/subscription/checkout', { body: { plan: 'monthly' }, as: basic })).body.id;
    });
    afterAll(async () => {
      await s.stop();
    });
    const pay = (cardNumber: string) =>
      s.call('POST', `/subscription/test-checkout/${id}/complete`, { body: { cardNumber }, as: basic });

    it.each([
      ['4000000000000002', 'CARD_DECLINED', 'generic_decline', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'CARD_DECLINED', 'insufficient_funds', 'Your card has insufficient funds.'],
      ['4000000000009987', 'CARD_DECLINED', 'lost_card', 'Your card was declined.'],
      ['4000000000009979', 'CARD_DECLINED', 'stolen_card', 'Your card was declined.'],
      [
        '4000000000006975',
        'CARD_DECLINED',
        'card_velocity_exceeded',
        'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
      ],
      ['4100000000000019', 'CARD_DECLINED', 'fraudulent', 'Your card was declined.'],
      ['4000000000000341', 'CARD_DECLINED', 'generic_decline', 'Your card was declined.'],
      ['4000-0000-0000-0069', 'EXPIRED_CARD', undefined, 'Your card has expired.'],
      ['4000000000000127', 'INCORRECT_CVC', undefined, "Your card's security code is incorrect."],
      [
        '4000000000000119',
        'PROCESSING_ERROR',
        undefined,
        'An error occurred while processing your card. Try again in a little bit.',
      ],
      ['4242424242424241', 'INCORRECT_NUMBER', undefined, 'Your card number is incorrect.'],
    ])('%s is refused with %s (%s), and the checkout stays open', async (card, error, declineCode, message) => {
      const refused = await pay(card);
      expect(refused).toEqual({ status: 400, body: { error, message, ...(declineCode ? { declineCode } : {}) } });
      expect((await s.call('GET', `/subscription/test-checkout/${id}`, { as: basic })).body.state).toBe('pending');
      expect((await s.call('GET', '/subscription/self', { as: basic })).body.accountStatus).toBe('non-subscriber');
    });

    it('4242 4242 4242 4242 pays', async () => {
      expect(await pay('4242 4242 4242 4242')).toMatchObject({
        status: 200,
        body: { accountStatus: 'monthly-subscriber', subscription: { card: { last4: '4242', brand: 'visa' } } },
      });
    });
  });
});
