import { useMutation } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { EmailLinkResult } from './EmailLinkResult';
import { useRunOnce } from './useRunOnce';
import '../account.css';

const UnlockAccountMutation = graphql(`
  mutation UnlockAccount($token: String!) {
    unlockAccount(token: $token)
  }
`);

export const ACCOUNT_UNLOCKED = 'Your account is unlocked. You can sign in again.';

/** /unlock-account/:token, the link of the mail sent when too many failed sign-ins locked the account. */
export function UnlockAccountPage() {
  useDocumentTitle('Unlock your account');
  const { token = '' } = useParams();
  const [unlock] = useMutation(UnlockAccountMutation);
  const state = useRunOnce(() => unlock({ variables: { token } }));
  return (
    <EmailLinkResult
      title="Unlock your account"
      state={state}
      success={() => (
        <>
          {ACCOUNT_UNLOCKED} <Link to="/login">Sign in</Link>
        </>
      )}
      again={
        <>
          If your account is still locked, you can unlock it by{' '}
          <Link to="/forgot-password">resetting your password</Link>.
        </>
      }
    />
  );
}
