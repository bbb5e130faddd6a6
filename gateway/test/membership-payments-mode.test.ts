import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';
import { subscriptionConfigFromEnv } from '@muster/services/subscription';
import { startStack } from '@muster/testkit';
import { Browser, REGISTER, newMember } from './accounts-helpers';

// A production gateway (errors masked) over services configured as the environment would configure them.
const MODE = 'query { paymentsMode paymentsTestMode }';
const CHECKOUT = 'mutation Checkout($plan: PlanCode!) { startCheckout(plan: $plan) { checkoutId url testMode } }';
const PAY =
  'mutation Pay($id: String!, $card: String!) { completeTestCheckout(id: $id, cardNumber: $card) { membership { accountStatus } userErrors { field message code } declineCode } }';

async function startPaymentsStack(env: NodeJS.ProcessEnv) {
  const stack = await startStack({
    data: 'empty',
    settings: { subscription: subscriptionConfigFromEnv('http://localhost:4000', env) },
    gateway: { warmCache: false, production: true },
  });
  return {
    ...stack,
    async member() {
      const browser = new Browser(stack.url);
      const { body } = await browser.gql(REGISTER, { input: newMember() });
      expect(body.errors).toBeUndefined();
      return browser;
    },
  };
}

describe('NODE_ENV=production without Stripe keys and without PAYMENTS_MODE=test', () => {
  let stack: Awaited<ReturnType<typeof startPaymentsStack>>;
  beforeAll(async () => {
    stack = await startPaymentsStack({ NODE_ENV: 'production' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('tells everyone that payments are off', async () => {
    expect((await new Browser(stack.gateway.url).gql(MODE)).body).toEqual({
      data: { paymentsMode: 'OFF', paymentsTestMode: false },
    });
  });

  it('offers a member no checkout, and says why with a code that production does not mask', async () => {
    const browser = await stack.member();
    const { body } = await browser.gql(CHECKOUT, { plan: 'ANNUAL' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: PAYMENTS_UNAVAILABLE_MESSAGE,
      extensions: { code: 'PAYMENTS_UNAVAILABLE' },
    });
  });

  it('asks a visitor to sign in first, as before', async () => {
    const { body } = await new Browser(stack.gateway.url).gql(CHECKOUT, { plan: 'ANNUAL' });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('PAYMENTS_MODE=test in production (the demo under npm start)', () => {
  let stack: Awaited<ReturnType<typeof startPaymentsStack>>;
  beforeAll(async () => {
    stack = await startPaymentsStack({ NODE_ENV: 'production', PAYMENTS_MODE: 'test' });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it("works as the demo does: our test checkout, Stripe's decline cards declined with their codes, 4242… paid", async () => {
    expect((await new Browser(stack.gateway.url).gql(MODE)).body.data).toEqual({
      paymentsMode: 'TEST',
      paymentsTestMode: true,
    });
    const browser = await stack.member();
    const started = (await browser.gql(CHECKOUT, { plan: 'MONTHLY' })).body.data.startCheckout;
    expect(started).toMatchObject({ testMode: true, url: `http://localhost:4000/checkout/test/${started.checkoutId}` });
    const declined = await browser.gql(PAY, { id: started.checkoutId, card: '4000 0000 0000 9995' });
    // Production masking lets the card's refusal through: it is data, with Stripe's decline code beside it.
    expect(declined.body.data.completeTestCheckout).toEqual({
      membership: null,
      userErrors: [{ field: ['cardNumber'], message: 'Your card has insufficient funds.', code: 'CARD_DECLINED' }],
      declineCode: 'insufficient_funds',
    });
    const expired = await browser.gql(PAY, { id: started.checkoutId, card: '4000000000000069' });
    expect(expired.body.data.completeTestCheckout.userErrors).toEqual([
      { field: ['cardNumber'], message: 'Your card has expired.', code: 'EXPIRED_CARD' },
    ]);
    expect(
      (await browser.gql(PAY, { id: started.checkoutId, card: '4242424242424242' })).body.data.completeTestCheckout,
    ).toEqual({ membership: { accountStatus: 'monthly-subscriber' }, userErrors: [], declineCode: null });
  });
});
