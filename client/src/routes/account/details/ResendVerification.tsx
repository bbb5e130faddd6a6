import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';

const ResendVerificationMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail
  }
`);

/** The spec's texts (§8), its misspelling included. */
export const RESEND_MESSAGES = {
  success: 'The message has been resent! It should arrive in your email shortly.',
  failure: "We couldn't send the verication email. Please try again or contact support.",
} as const;

type ResendState = 'idle' | 'sending' | 'success' | 'failure';

/** The verification email resend: idle, then sending ("Resending..."), then success or failure (spec §4). */
export function ResendVerification() {
  const [resend] = useMutation(ResendVerificationMutation);
  const [state, setState] = useState<ResendState>('idle');

  async function send() {
    setState('sending');
    try {
      const { data } = await resend();
      setState(data?.resendVerificationEmail === false ? 'failure' : 'success');
    } catch {
      setState('failure');
    }
  }

  return (
    <div className="account-section__resend">
      <button type="button" className="button button--quiet" disabled={state === 'sending'} onClick={() => void send()}>
        {state === 'sending' ? 'Resending...' : 'Resend verification email'}
      </button>
      {state === 'success' && (
        <p className="account-form__success" role="status">
          {RESEND_MESSAGES.success}
        </p>
      )}
      {state === 'failure' && (
        <p className="account-form__error" role="alert">
          {RESEND_MESSAGES.failure}
        </p>
      )}
    </div>
  );
}
