import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { maskedCard } from '../../lib/maskedCard';
import { membershipError } from './planPrice';

export const SubscriptionSection_membership = graphql(`
  fragment SubscriptionSection_membership on Membership {
    status
    label
    subscription {
      plan
      expiration
      finalizationDate
      cancelAtPeriodEnd
      origin
      card { last4 brand }
    }
  }
`);

const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription { ...SubscriptionSection_membership }
  }
`);

const PLAN_NAMES: Record<string, string> = {
  monthly: 'Premium Monthly',
  annual: 'Premium Annual',
  'all-access': 'Ancestry All-Access',
  FREE_TRIAL: 'Free trial',
  comp: 'Complimentary Premium',
};

/** The plan's name, with the membership's label after it unless the name says it already ("Premium Monthly"). */
export function planLine(plan: string, label: string): string {
  const name = PLAN_NAMES[plan] ?? plan;
  return name.toLowerCase().split(' ').includes(label.toLowerCase()) ? name : `${name} (${label})`;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The membership part of /account: plan, renewal or end date, the card on file and cancellation. */
export function SubscriptionSection(props: { membership: FragmentType<typeof SubscriptionSection_membership> | null }) {
  const membership = getFragmentData(SubscriptionSection_membership, props.membership);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelSubscriptionMutation, {
    refetchQueries: ['Shell', 'AccountSubscription'],
  });
  if (!membership) return null;
  const sub =
    membership.subscription && membership.subscription.finalizationDate === null ? membership.subscription : null;
  const renews =
    sub && !sub.cancelAtPeriodEnd && (sub.plan === 'monthly' || sub.plan === 'annual' || sub.plan === 'all-access');

  return (
    <section className="account-section subscription-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Subscription</h2>
      {!sub && membership.status === 'NON_SUBSCRIBER' && (
        <p className="account-section__value">
          Basic (free). <Link to="/choose-a-plan">See the Premium plans</Link>
        </p>
      )}
      {/* A membership set up outside the site (imported accounts, the demo data) has no term to show. */}
      {!sub && membership.status !== 'NON_SUBSCRIBER' && <p className="account-section__value">{membership.label}</p>}
      {sub && (
        <dl className="subscription-section__facts">
          <dt>Plan</dt>
          <dd>{planLine(sub.plan, membership.label)}</dd>
          <dt>{renews ? 'Renews on' : 'Ends on'}</dt>
          <dd>{day(sub.expiration)}</dd>
          {sub.card && (
            <>
              <dt>Card</dt>
              <dd className="subscription-section__card">{maskedCard(sub.card.last4)}</dd>
            </>
          )}
        </dl>
      )}
      {sub?.cancelAtPeriodEnd && (
        <p className="account-form__notice">Canceled: your membership stays until {day(sub.expiration)}.</p>
      )}
      {failure && (
        <p className="account-form__error" role="alert">
          {failure}
        </p>
      )}
      {sub &&
        !sub.cancelAtPeriodEnd &&
        sub.plan !== 'comp' &&
        (confirming ? (
          <div className="account-form__actions">
            <span>
              Cancel your {sub.plan === 'FREE_TRIAL' ? 'free trial' : 'subscription'}? You keep access until{' '}
              {day(sub.expiration)}.
            </span>
            <button
              type="button"
              className="button"
              disabled={loading}
              onClick={() => {
                setFailure(null);
                cancel().then(
                  () => setConfirming(false),
                  (e: unknown) => setFailure(membershipError(e)),
                );
              }}
            >
              Yes, cancel
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
            Cancel subscription
          </button>
        ))}
    </section>
  );
}
