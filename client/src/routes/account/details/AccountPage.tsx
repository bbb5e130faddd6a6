import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { ErrorMessage, Loading } from '../../../components/QueryStatus';
import { isSubscriber } from '../../../lib/plans';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { CommunicationSection } from './CommunicationSection';
import { ConnectedAppsSection } from './ConnectedAppsSection';
import { EmailSection } from './EmailSection';
import { FacebookSection } from './FacebookSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { UsernameSection } from './UsernameSection';
import { AccountSubscription } from '../../membership/AccountSubscription';
import '../account.css';

const AccountQuery = graphql(`
  query Account {
    account {
      userId
      statusLabel
      status
      joinDate
      ...EmailSection_account
      ...UsernameSection_account
      ...ProfileSection_account
      ...CommunicationSection_account
      ...FacebookSection_account
    }
  }
`);

/** /account (?edit=email opens the email change): the member's own details. */
export function AccountPage() {
  useDocumentTitle('Account Details');
  const [params] = useSearchParams();
  const location = useLocation();
  const { data, error, refetch } = useQuery(AccountQuery);
  // A refetch (after a photo upload) keeps the page, and the sections' messages, on screen.
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  const account = data.account;
  if (!account)
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  const joined = new Date(account.joinDate).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <div className="account-page">
      <h1>Account Details</h1>
      <p className="account-section__status">
        Membership: <strong>{account.statusLabel}</strong> · Member since {joined}
        {!isSubscriber(account.status) && (
          <>
            {' '}
            · <Link to="/choose-a-plan">Upgrade</Link>
          </>
        )}
      </p>
      <AccountSubscription />
      <EmailSection account={account} editing={params.get('edit') === 'email'} />
      <UsernameSection account={account} />
      <PasswordSection />
      <ProfileSection account={account} />
      <CommunicationSection account={account} />
      <ConnectedAppsSection />
      <FacebookSection account={account} onChanged={() => void refetch()} />
    </div>
  );
}
