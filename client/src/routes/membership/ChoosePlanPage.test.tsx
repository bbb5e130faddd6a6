import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Answerer, renderWithGateway } from '../account/shared/fakeGateway';
import { AccountSubscription } from './AccountSubscription';
import { ChoosePlanPage } from './ChoosePlanPage';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';

const plans = [
  { __typename: 'Plan', code: 'MONTHLY', name: 'Premium Monthly', amountCents: 1199, interval: 'MONTH' },
  { __typename: 'Plan', code: 'ANNUAL', name: 'Premium Annual', amountCents: 8000, interval: 'YEAR' },
  { __typename: 'Plan', code: 'ALL_ACCESS', name: 'Ancestry All-Access', amountCents: 19999, interval: 'YEAR' },
];

function choosePlan(
  user: { userId: number; status: string } | null,
  extra: Answerer = () => undefined,
  paymentsMode = 'TEST',
) {
  const answer: Answerer = (op, v) =>
    extra(op, v) ??
    (op === 'ChoosePlan'
      ? {
          data: {
            plans,
            freeTrialDays: 7,
            paymentsMode,
            session: { __typename: 'Session', user: user && { __typename: 'SessionUser', ...user }, institution: null },
            subscription: user && { __typename: 'Membership', freeTrialUsed: false },
          },
        }
      : undefined);
  return renderWithGateway('/choose-a-plan', [{ path: '/choose-a-plan', element: <ChoosePlanPage /> }], answer);
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));

describe('ChoosePlanPage', () => {
  it('shows the three plans with money as $ and 2 decimals, and the annual price per month rounded up', async () => {
    choosePlan(null);
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(card('Premium Monthly').getByText('$11.99 a month')).toBeTruthy();
    expect(card('Premium Annual').getByText('$80.00 a year')).toBeTruthy();
    expect(card('Premium Annual').getByText('Just $6.67 a month')).toBeTruthy();
    expect(card('Ancestry All-Access').getByText('Just $16.67 a month')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Test mode');
  });

  it('says plainly when plans cannot be bought (payments off) and offers no checkout, only the free trial', async () => {
    const { names } = choosePlan({ userId: 5, status: 'NON_SUBSCRIBER' }, undefined, 'OFF');
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(screen.getByRole('alert').textContent).toBe(PAYMENTS_UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Join Now' })).toBeNull();
    expect(card('Premium Annual').getByText('Not available at the moment')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Premium free for 7 days' })).toBeTruthy();
    expect(names()).not.toContain('StartCheckout');
  });

  it('shows no test-mode note when payments are live', async () => {
    choosePlan({ userId: 5, status: 'NON_SUBSCRIBER' }, undefined, 'LIVE');
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(card('Premium Annual').getByRole('button', { name: 'Join Now' })).toBeTruthy();
  });

  it('asks a visitor to register first, keeping the plan chosen for after', async () => {
    choosePlan(null);
    const register = await screen.findAllByRole('link', { name: 'Register to join' });
    expect(register.map((link) => link.getAttribute('href'))).toEqual([
      '/register?return=true&plan=MONTHLY',
      '/register?return=true&plan=ANNUAL',
      '/register?return=true&plan=ALL_ACCESS',
    ]);
  });

  it('starts a checkout for a Basic member and opens the test-mode page; offers the free trial', async () => {
    const { calls } = choosePlan({ userId: 5, status: 'NON_SUBSCRIBER' }, (op) =>
      op === 'StartCheckout'
        ? {
            data: {
              startCheckout: {
                __typename: 'CheckoutStart',
                checkoutId: 'test_cs_1',
                url: 'http://localhost/checkout/test/test_cs_1',
                testMode: true,
              },
            },
          }
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(screen.getByRole('link', { name: 'Try Premium free for 7 days' }).getAttribute('href')).toBe('/freetrial');
    fireEvent.click(card('Premium Annual').getByRole('button', { name: 'Join Now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout/test/test_cs_1'));
    expect(calls.find((c) => c.operation === 'StartCheckout')?.variables).toEqual({ plan: 'ANNUAL' });
  });

  it('lets a Premium member only move up to All-Access', async () => {
    choosePlan({ userId: 5, status: 'ANNUAL_SUBSCRIBER' });
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(card('Premium Monthly').getByText('Included in your membership')).toBeTruthy();
    expect(card('Ancestry All-Access').getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    // What happens to the plan they pay for now is said before they pay again.
    expect(screen.getByText(/Upgrading to All-Access replaces your current plan: it stops renewing/)).toBeTruthy();
  });

  it('says nothing of replacing a plan to a Basic member', async () => {
    choosePlan({ userId: 5, status: 'NON_SUBSCRIBER' });
    await screen.findByRole('heading', { name: 'Choose a Plan' });
    expect(screen.queryByText(/replaces your current plan/)).toBeNull();
  });
});

describe('the subscription section of /account', () => {
  it.each([
    ['annual', 'ANNUAL_SUBSCRIBER', 'Premium Annual'],
    ['all-access', 'BUNDLE', 'Ancestry All-Access (Premium)'],
    ['comp', 'COMP_SUBSCRIBER', 'Complimentary Premium'],
  ])('shows the plan (%s), the renewal date and the masked card', async (plan, status, line) => {
    renderWithGateway('/account', [{ path: '/account', element: <AccountSubscription /> }], (op) =>
      op === 'AccountSubscription'
        ? {
            data: {
              subscription: {
                __typename: 'Membership',
                status,
                label: 'Premium',
                subscription: {
                  __typename: 'MemberSubscription',
                  plan,
                  expiration: '2027-03-01T12:00:00.000Z',
                  finalizationDate: null,
                  cancelAtPeriodEnd: false,
                  origin: 'checkout',
                  card: { __typename: 'PaymentCard', last4: '4242', brand: 'visa' },
                },
              },
            },
          }
        : undefined,
    );
    const section = within(await screen.findByRole('region', { name: 'Subscription' }));
    expect(section.getByText(line)).toBeTruthy();
    // The plan line says Premium once: never "Premium Annual (Premium)".
    expect(section.queryByText(/Premium.*\(Premium\)/)).toBeNull();
    expect(section.getByText(plan === 'comp' ? 'Ends on' : 'Renews on')).toBeTruthy();
    expect(section.getByText('March 1, 2027')).toBeTruthy();
    expect(section.getByText('•••• •••• •••• 4242')).toBeTruthy();
  });
});
