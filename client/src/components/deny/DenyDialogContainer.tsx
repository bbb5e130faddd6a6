import { useMutation, useQuery } from '@apollo/client/react';
import type { ComponentProps } from 'react';
import { graphql } from '../../__generated__';
import { DenyDialog } from './DenyDialog';

export const ResendVerificationEmail = graphql(`
  mutation DenyDialogResendVerification {
    resendVerificationEmail
  }
`);

export const DenyDialogSession = graphql(`
  query DenyDialogSession {
    session {
      user {
        userId
      }
    }
  }
`);

/**
 * The deny dialog with its resend button wired to the gateway's resendVerificationEmail mutation, and "Sign In"
 * offered to visitors only: a signed-in member (a Basic member meeting a subscriber's page) is never asked to
 * sign in. Until the session is known, nobody is.
 */
export function DenyDialogContainer(props: Omit<ComponentProps<typeof DenyDialog>, 'onResend'>) {
  const [resend] = useMutation(ResendVerificationEmail);
  const session = useQuery(DenyDialogSession, { skip: props.signedIn !== undefined });
  const onResend = async () => {
    const result = await resend();
    return result.data?.resendVerificationEmail === true;
  };
  const signedIn = props.signedIn ?? (session.data ? session.data.session.user != null : true);
  return <DenyDialog {...props} signedIn={signedIn} onResend={onResend} />;
}
