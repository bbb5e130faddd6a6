import { useMutation } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { EmailLinkResult } from './EmailLinkResult';
import { useRunOnce } from './useRunOnce';
import '../account.css';

const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token) {
      userId
      email
      pendingEmail
      confirmed
    }
  }
`);

/** /confirm-email-change/:token, the link sent to a new address. */
export function ConfirmEmailChangePage() {
  useDocumentTitle('Confirm your new email');
  const { token = '' } = useParams();
  const [confirm] = useMutation(ConfirmEmailChangeMutation);
  const state = useRunOnce(() => confirm({ variables: { token } }));
  return (
    <EmailLinkResult
      title="Confirm your new email"
      state={state}
      success={(result) => (
        <>
          Your email address is now {result.data?.confirmEmailChange.email}.{' '}
          <Link to="/account">Back to your account</Link>
        </>
      )}
    />
  );
}
