import { useMutation } from '@apollo/client/react';
import type { ComponentProps } from 'react';
import { graphql } from '../../__generated__';
import { DenyDialog } from './DenyDialog';

export const ResendVerificationEmail = graphql(`
  mutation DenyDialogResendVerification {
    resendVerificationEmail
  }
`);

/** The deny dialog with its resend button wired to the gateway's resendVerificationEmail mutation. */
export function DenyDialogContainer(props: Omit<ComponentProps<typeof DenyDialog>, 'onResend'>) {
  const [resend] = useMutation(ResendVerificationEmail);
  const onResend = async () => {
    const result = await resend();
    return result.data?.resendVerificationEmail === true;
  };
  return <DenyDialog {...props} onResend={onResend} />;
}
