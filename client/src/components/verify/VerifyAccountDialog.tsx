import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import { signInErrorState, type SignInErrorState } from '../../lib/signInErrors';
import { ProductSignInForm } from '../../routes/account/signin/ProductSignInForm';
import { offersPasswordReset } from '../../routes/account/signin/SignInErrorMessage';
import { Modal } from '../modal/Modal';
import '../../routes/account/account.css';

const VerifyLapsedSession = graphql(`
  mutation VerifyLapsedSession($password: String!) {
    verifyAccount(password: $password) {
      session {
        verificationRequired
      }
    }
  }
`);

/**
 * The sign-in screen's "Verify your account" (accounts spec §2, §6) as a dialog over the page that needs it: the
 * member in session types the password only ("Signing in as …"), and the page loads again with their access.
 */
export function VerifyAccountDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const [verify, { loading }] = useMutation(VerifyLapsedSession);
  const [errorState, setErrorState] = useState<SignInErrorState>('none');
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;

  async function submit(_username: string, password: string) {
    setErrorState('none');
    try {
      await verify({ variables: { password } });
      // A fresh load of the same page: everything on it, signed scan addresses included, is then the member's.
      window.location.reload();
    } catch (error) {
      const state = signInErrorState(error);
      // The forced password change is a step of the sign-in screen, which comes back here when done.
      if (state === 'forced-password-update') navigate(`/login?next=${encodeURIComponent(here)}`);
      else setErrorState(state);
    }
  }

  return (
    <Modal title="Verify your account" onClose={onClose} className="verify-dialog">
      <ProductSignInForm verifyingAs={username} errorState={errorState} onSubmit={submit} busy={loading} />
      <p className="verify-dialog__links">
        {!offersPasswordReset(errorState) && (
          <>
            <Link to="/forgot-password">Forgot your password?</Link>
            {' · '}
          </>
        )}
        <Link to="/signoff">Sign out</Link>
      </p>
    </Modal>
  );
}
