import { useState } from 'react';

/** The resend's states (accounts spec §4): idle, then sending, then success or failure. */
type ResendState = 'idle' | 'sending' | 'success' | 'failure';

export const RESEND_SUCCESS = 'The message has been resent! It should arrive in your email shortly.';
// The misspelling "verication" is the product's own (accounts spec §8).
export const RESEND_FAILURE = "We couldn't send the verication email. Please try again or contact support.";

/** A button that sends the verification email again; after a failure it can be pressed again. */
export function ResendVerification({ onResend }: { onResend: () => Promise<boolean> }) {
  const [state, setState] = useState<ResendState>('idle');
  const resend = async () => {
    setState('sending');
    let sent: boolean;
    try {
      sent = await onResend();
    } catch {
      sent = false;
    }
    setState(sent ? 'success' : 'failure');
  };
  return (
    <div className="deny-resend">
      {state !== 'success' && (
        <button type="button" className="button button--quiet" onClick={resend} disabled={state === 'sending'}>
          {state === 'sending' ? 'Resending...' : 'Resend verification email'}
        </button>
      )}
      <p className={`deny-resend__status deny-resend__status--${state}`} role="status">
        {state === 'success' && RESEND_SUCCESS}
        {state === 'failure' && RESEND_FAILURE}
      </p>
    </div>
  );
}
