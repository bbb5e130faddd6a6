import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './membership.css';

const CheckoutResultQuery = graphql(`
  query CheckoutResult {
    subscription { status label }
  }
`);

/**
 * /checkout/success and /checkout/cancel, where the payment provider sends the member back. The webhook may
 * land a moment after the member does, so success polls briefly until the membership shows.
 */
export function CheckoutReturnPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  useDocumentTitle(outcome === 'success' ? 'Welcome to Premium' : 'Checkout canceled');
  const { data } = useQuery(CheckoutResultQuery, {
    fetchPolicy: 'network-only',
    pollInterval: outcome === 'success' ? 2000 : 0,
    skip: outcome === 'cancel',
    refetchWritePolicy: 'overwrite',
  });
  const status = data?.subscription?.status;
  const active = status !== undefined && status !== 'NON_SUBSCRIBER';
  if (outcome === 'cancel') {
    return (
      <div className="membership-page membership-page--narrow">
        <h1>Checkout canceled</h1>
        <p>
          Nothing was charged. <Link to="/choose-a-plan">Back to the plans</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="membership-page membership-page--narrow">
      <h1>{active ? `Welcome to ${data!.subscription!.label}` : 'Thank you'}</h1>
      <p role="status">
        {active
          ? 'Your membership is active: every record, image and publication is open to you.'
          : 'We are confirming your payment…'}
      </p>
      <p>
        <Link to="/search">Start searching</Link> · <Link to="/account">Your account</Link>
      </p>
    </div>
  );
}
