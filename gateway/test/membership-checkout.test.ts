import Stripe from 'stripe';
import { plansFromEnv, stripePaymentProvider, testPaymentProvider } from '@muster/services/subscription';
import { startStack, startStripeStandIn } from '@muster/testkit';
import { Browser, REGISTER, SESSION, newMember } from './accounts-helpers';

const WEBHOOK_SECRET = 'whsec_gateway_test';
const CHECKOUT = `mutation Checkout($plan: PlanCode!) { startCheckout(plan: $plan) { checkoutId url testMode } }`;
const PAY = `mutation Pay($id: String!, $card: String!) {
  completeTestCheckout(id: $id, cardNumber: $card) {
    membership { accountStatus status label subscription { plan card { last4 } } }
    userErrors { field message code }
    declineCode
  }
}`;
const MEMBERSHIP = `query { plans { code amountCents interval status } subscription { accountStatus status label subscription { plan expiration } } }`;

/** A stack over an empty database whose payments go through Stripe's SDK to the stand-in, or through the test provider. */
async function startCheckoutStack(mode: 'stripe' | 'test') {
  const standIn = await startStripeStandIn();
  const provider =
    mode === 'stripe'
      ? stripePaymentProvider({ secretKey: 'sk_test_gateway', webhookSecret: WEBHOOK_SECRET, apiBase: standIn.apiBase })
      : testPaymentProvider('http://localhost:4000');
  const stack = await startStack({
    data: 'empty',
    settings: { subscription: { plans: plansFromEnv({}), provider, trialDays: 7 } },
    gateway: { warmCache: false },
  });
  return {
    ...stack,
    standIn,
    async stop() {
      await stack.stop();
      await standIn.close();
    },
  };
}

async function registeredBasic(url: string): Promise<{ browser: Browser; userId: number }> {
  const browser = new Browser(url);
  const { body } = await browser.gql(REGISTER, { input: newMember() });
  expect(body.errors).toBeUndefined();
  return { browser, userId: body.data.register.session.user.userId };
}

describe('a Basic member checks out and becomes Premium', () => {
  it('in test mode: our own checkout page, then the session shows premium at once', async () => {
    const stack = await startCheckoutStack('test');
    try {
      const { browser } = await registeredBasic(stack.gateway.url);
      expect((await browser.gql(SESSION)).body.data.session.user).toMatchObject({
        accountStatus: 'non-subscriber',
        statusLabel: 'Basic',
        planLabel: null,
      });
      const membership = await browser.gql(MEMBERSHIP);
      expect(membership.body.data.plans).toEqual([
        { code: 'MONTHLY', amountCents: 1199, interval: 'MONTH', status: 'MONTHLY_SUBSCRIBER' },
        { code: 'ANNUAL', amountCents: 7995, interval: 'YEAR', status: 'ANNUAL_SUBSCRIBER' },
        { code: 'ALL_ACCESS', amountCents: 19999, interval: 'YEAR', status: 'BUNDLE' },
      ]);
      const started = (await browser.gql(CHECKOUT, { plan: 'ANNUAL' })).body.data.startCheckout;
      expect(started).toMatchObject({
        testMode: true,
        url: `http://localhost:4000/checkout/test/${started.checkoutId}`,
      });

      const bad = await browser.gql(PAY, { id: started.checkoutId, card: '1234 5678 9012 3456' });
      // A refused card is a user error on the card field (data), and the checkout stays open.
      expect(bad.body.errors).toBeUndefined();
      expect(bad.body.data.completeTestCheckout).toEqual({
        membership: null,
        userErrors: [{ field: ['cardNumber'], message: 'Your card number is incorrect.', code: 'INCORRECT_NUMBER' }],
        declineCode: null,
      });
      const paid = await browser.gql(PAY, { id: started.checkoutId, card: '4242 4242 4242 4242' });
      expect(paid.body.data.completeTestCheckout).toEqual({
        membership: {
          accountStatus: 'annual-subscriber',
          status: 'ANNUAL_SUBSCRIBER',
          label: 'Premium',
          subscription: { plan: 'annual', card: { last4: '4242' } },
        },
        userErrors: [],
        declineCode: null,
      });
      // Paying twice is not a card problem: it stays an error.
      const again = await browser.gql(PAY, { id: started.checkoutId, card: '4242 4242 4242 4242' });
      expect(again.body.errors?.[0]?.extensions?.code).toBe('CHECKOUT_DONE');
      expect((await browser.gql(SESSION)).body.data.session.user).toMatchObject({
        accountStatus: 'annual-subscriber',
        statusLabel: 'Premium',
        planLabel: 'premium',
        premium: true,
      });
    } finally {
      await stack.stop();
    }
  }, 60_000);

  it('through Stripe: the signed webhook on /payments/webhook activates the plan; a forged one changes nothing', async () => {
    const stack = await startCheckoutStack('stripe');
    try {
      const { browser, userId } = await registeredBasic(stack.gateway.url);
      const started = (await browser.gql(CHECKOUT, { plan: 'ALL_ACCESS' })).body.data.startCheckout;
      expect(started).toEqual({
        checkoutId: 'cs_test_1',
        url: 'https://checkout.stripe.test/c/pay/cs_test_1',
        testMode: false,
      });

      const payload = JSON.stringify({
        id: 'evt_gateway_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_test_1',
            object: 'checkout.session',
            client_reference_id: String(userId),
            metadata: { plan: 'all-access' },
            subscription: 'sub_1',
            amount_total: 19999,
          },
        },
      });
      const post = (signature: string) =>
        fetch(`${stack.gateway.url}/payments/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      const signer = new Stripe('sk_test_gateway').webhooks;
      const forged = await post(signer.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }));
      expect(forged.status).toBe(400);
      expect((await browser.gql(SESSION)).body.data.session.user.planLabel).toBeNull();

      const signed = await post(signer.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(signed.status).toBe(200);
      expect((await browser.gql(SESSION)).body.data.session.user).toMatchObject({
        accountStatus: 'bundle',
        statusLabel: 'Ancestry All-Access',
        planLabel: 'ancestry all-access',
      });
    } finally {
      await stack.stop();
    }
  }, 60_000);

  it('asks a visitor to register first and keeps grantComp to administrators', async () => {
    const stack = await startCheckoutStack('test');
    try {
      const visitor = await stack.gateway.gql(CHECKOUT, { plan: 'MONTHLY' });
      expect(visitor.body.errors?.[0]).toMatchObject({
        message: 'Please register or sign in first',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect((await stack.gateway.gql(MEMBERSHIP)).body.data.subscription).toBeNull();
      const paying = await stack.gateway.gql(PAY, { id: 'test_cs_000000000000000000000000', card: '4242424242424242' });
      expect(paying.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const { browser, userId } = await registeredBasic(stack.gateway.url);
      const comp = await browser.gql(
        `mutation { grantComp(userId: "${userId}", until: "2099-01-01T00:00:00Z") { accountStatus } }`,
      );
      expect(comp.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await stack.stop();
    }
  }, 60_000);
});
