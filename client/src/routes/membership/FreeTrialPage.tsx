import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { membershipError } from './planPrice';
import './membership.css';

const FreeTrialQuery = graphql(`
  query FreeTrial {
    freeTrialDays
    session { user { userId status } }
    subscription { freeTrialUsed }
  }
`);

const StartFreeTrialMutation = graphql(`
  mutation StartFreeTrial($iid: Int) {
    startFreeTrial(iid: $iid) { status subscription { expiration } }
  }
`);

/** /freetrial?iid=6677: one free trial per account; `iid` says which institution or campaign sent the member. */
export function FreeTrialPage() {
  useDocumentTitle('Free Trial');
  const [params] = useSearchParams();
  const iid = /^\d{1,9}$/.test(params.get('iid') ?? '') ? Number(params.get('iid')) : null;
  const { data, error } = useQuery(FreeTrialQuery);
  const [start, { loading, data: started }] = useMutation(StartFreeTrialMutation, {
    refetchQueries: ['Shell', 'FreeTrial'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  const user = data.session.user;
  const days = data.freeTrialDays;

  let body;
  if (started) {
    const until = new Date(started.startFreeTrial.subscription!.expiration).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    body = (
      <p className="account-form__success" role="status">
        Your free trial has started. Premium is yours until {until}.
      </p>
    );
  } else if (!user) {
    body = (
      <p>
        Register for a free account, then come back to start your trial.{' '}
        <Link className="button button--primary" to="/register?return=true">
          Register
        </Link>
      </p>
    );
  } else if (user.status !== 'NON_SUBSCRIBER') {
    body = (
      <p>
        You already have a Premium membership. <Link to="/account">See your account</Link>
      </p>
    );
  } else if (data.subscription?.freeTrialUsed) {
    body = (
      <p>
        You have already had your free trial. <Link to="/choose-a-plan">Choose a plan</Link>
      </p>
    );
  } else {
    body = (
      <button
        type="button"
        className="button button--primary"
        disabled={loading}
        onClick={() => {
          setFailure(null);
          start({ variables: { iid } }).catch((e: unknown) => setFailure(membershipError(e)));
        }}
      >
        Start my free trial
      </button>
    );
  }
  return (
    <div className="membership-page membership-page--narrow">
      <h1>Try Premium free for {days} days</h1>
      <p className="membership-page__intro">
        Every record, image and publication, free for {days} days. One trial per account.
      </p>
      {failure && (
        <p className="account-form__error" role="alert">
          {failure}
        </p>
      )}
      {body}
    </div>
  );
}
