import { useMutation } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { EmailLinkResult } from './EmailLinkResult';
import { useRunOnce } from './useRunOnce';
import '../account.css';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      user {
        userId
        confirmed
      }
    }
  }
`);

export const EMAIL_VERIFIED = 'Thank you. Your email address is verified.';

/** /verify-email/:token, the link of the verification email. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const { token = '' } = useParams();
  const [verify] = useMutation(VerifyEmailMutation);
  const state = useRunOnce(() => verify({ variables: { token } }));
  return (
    <EmailLinkResult
      title="Verify your email"
      state={state}
      success={() => (
        <>
          {EMAIL_VERIFIED} <Link to="/search">Start searching</Link>
        </>
      )}
    />
  );
}
