import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import { safeNext } from '../../../lib/signInErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import '../account.css';

const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      verificationRequired
    }
  }
`);

/** What the page says for each sign-out reason the site sends (docs/decisions/accounts.md); others get the generic line. */
export const SIGNOUT_REASONS: Record<string, string> = {
  'page-expired': 'Your session has expired, so we have signed you out. Please sign in again to carry on.',
};
export const SIGNED_OUT = 'You have been signed out.';

/**
 * /signoff?next={path} or ?signout-reason={reason}: ends the session and forgets every cached answer.
 * Without a reason it goes on to `next` (a same-site path) or the home page; with one it stays and says why.
 */
export function SignOffPage() {
  useDocumentTitle('Sign out');
  const [params] = useSearchParams();
  const reason = params.get('signout-reason');
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOut] = useMutation(SignOutMutation);
  const [done, setDone] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signing out always succeeds for the member: a failed call still clears this browser's data.
    void signOut()
      .catch(() => undefined)
      .then(() => client.clearStore())
      .then(() => {
        client.refetchQueries({ include: 'active' }).catch(() => undefined);
        if (reason) setDone(true);
        else navigate(next ?? '/', { replace: true });
      });
  }, [client, navigate, next, reason, signOut]);

  if (!done)
    return (
      <p className="account-page" role="status">
        Signing you out…
      </p>
    );
  const again = next ? `/login?next=${encodeURIComponent(next)}` : '/login';
  return (
    <section className="account-page account-page--narrow">
      <h1>Signed out</h1>
      <p className="account-form__notice" role="status">
        {(reason && SIGNOUT_REASONS[reason]) ?? SIGNED_OUT}
      </p>
      <p>
        <Link className="button button--primary" to={again}>
          Sign in again
        </Link>{' '}
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
