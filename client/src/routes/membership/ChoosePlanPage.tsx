import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { isSubscriber } from '../../lib/plans';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@muster/contract';
import { PlanCard } from './PlanCard';
import { useCheckout } from './useCheckout';
import './membership.css';

const ChoosePlanQuery = graphql(`
  query ChoosePlan {
    plans {
      code
      ...PlanCard_plan
    }
    freeTrialDays
    paymentsMode
    session {
      user {
        userId
        status
      }
      institution {
        id
      }
    }
    subscription {
      freeTrialUsed
    }
  }
`);

/** /choose-a-plan: the Join Now and Upgrade destination (accounts spec §2). */
export function ChoosePlanPage() {
  useDocumentTitle('Choose a Plan');
  const { data, error } = useQuery(ChoosePlanQuery, { fetchPolicy: 'cache-and-network' });
  const { checkout, busy, error: checkoutError } = useCheckout();
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  const user = data.session.user;
  const status = user?.status ?? 'anonymous';
  const paid = isSubscriber(status);
  const trialOpen = user !== null && status === 'NON_SUBSCRIBER' && data.subscription?.freeTrialUsed === false;
  const paymentsOff = data.paymentsMode === 'OFF';

  function action(code: string) {
    if (!user)
      return (
        // The plan goes along: once registered, the new member goes on to its checkout.
        <Link className="button button--primary" to={`/register?return=true&plan=${code}`}>
          Register to join
        </Link>
      );
    if (status === 'BUNDLE' || (paid && code !== 'ALL_ACCESS'))
      return <p className="plan-card__current">Included in your membership</p>;
    if (paymentsOff) return <p className="plan-card__unavailable">Not available at the moment</p>;
    const plan = data!.plans.find((p) => p.code === code)!;
    return (
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void checkout(plan.code)}>
        {paid ? 'Upgrade' : 'Join Now'}
      </button>
    );
  }

  return (
    <div className="membership-page">
      <h1>Choose a Plan</h1>
      {!user && (
        <p className="membership-page__intro">
          Register for a free Basic account first, then pick a plan. Already a member?{' '}
          <Link to="/login?next=/choose-a-plan">Sign in</Link>.
        </p>
      )}
      {user && !paid && <p className="membership-page__intro">Premium opens every record, image and publication.</p>}
      {(status === 'MONTHLY_SUBSCRIBER' || status === 'ANNUAL_SUBSCRIBER') && (
        <p className="membership-page__intro">
          Upgrading to All-Access replaces your current plan: it stops renewing, and the time already paid for is not
          refunded.
        </p>
      )}
      {data.session.institution && (
        <p className="membership-page__intro">Your library edition already opens its collections here.</p>
      )}
      {data.paymentsMode === 'TEST' && (
        <p className="test-mode-note" role="note">
          Test mode: payments are simulated and no money moves.
        </p>
      )}
      {paymentsOff && (
        <p className="payments-off-note" role="alert">
          {PAYMENTS_UNAVAILABLE_MESSAGE}
        </p>
      )}
      {checkoutError && (
        <p className="account-form__error" role="alert">
          {checkoutError}
        </p>
      )}
      <ul className="plan-grid">
        {data.plans.map((plan) => (
          <PlanCard key={plan.code} plan={plan} featured={plan.code === 'ANNUAL'}>
            {action(plan.code)}
          </PlanCard>
        ))}
      </ul>
      {trialOpen && (
        <p className="membership-page__trial">
          Not sure yet? <Link to="/freetrial">Try Premium free for {data.freeTrialDays} days</Link>.
        </p>
      )}
    </div>
  );
}
