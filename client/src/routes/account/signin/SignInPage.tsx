import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../__generated__';
import {
  isServerPage,
  PRODUCT_NAME,
  safeNext,
  SIGN_IN_MESSAGES,
  signInErrorState,
  type SignInErrorState,
} from '../../../lib/signInErrors';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { cookiesEnabled } from './cookies';
import { ForcedPasswordUpdate } from './ForcedPasswordUpdate';
import { ProductSignInForm } from './ProductSignInForm';
import { offersPasswordReset } from './SignInErrorMessage';
import { ProviderSignInButtons } from './ProviderSignInButtons';
import { ProviderNoticeMessage } from './provider/ProviderNoticeMessage';
import { ProviderSteps } from './provider/ProviderSteps';
import { useProviderSignIn } from './provider/useProviderSignIn';
import '../account.css';

const SignInSessionQuery = graphql(`
  query SignInSession {
    session {
      verificationRequired
      user {
        userId
        username
      }
    }
  }
`);

const SignInMutation = graphql(`
  mutation SignIn($username: String!, $password: String!) {
    signIn(username: $username, password: $password) {
      session { user { userId } }
    }
  }
`);

const VerifyAccountMutation = graphql(`
  mutation VerifyAccount($password: String!) {
    verifyAccount(password: $password) {
      session { user { userId } }
    }
  }
`);

/** Router state other pages pass to say a password was just changed (reset link, forced update). */
export interface SignInState {
  passwordChanged?: boolean;
}

/** /login?next={path}: the sign-in screen (accounts spec §2, §4, §5, §8). */
export function SignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(SignInSessionQuery);
  const [signIn, signInResult] = useMutation(SignInMutation);
  const [verify, verifyResult] = useMutation(VerifyAccountMutation);
  const [errorState, setErrorState] = useState<SignInErrorState>('none');
  const [passwordChanged, setPasswordChanged] = useState(
    Boolean((location.state as SignInState | null)?.passwordChanged),
  );
  const [forced, setForced] = useState<{ username: string; password: string } | null>(null);

  useEffect(() => {
    if (!cookiesEnabled()) setErrorState('cookie');
  }, []);

  const session = data?.session;
  const verifyingAs = session?.verificationRequired && session.user ? session.user.username : null;
  const signedInAs = !verifyingAs && session?.user ? session.user.username : null;
  const title = verifyingAs ? 'Verify your account' : `Sign in to ${PRODUCT_NAME}`;
  useDocumentTitle(title);

  function finish() {
    // An app's sign-in (OAuth) waits on the gateway's consent screen: a page load, not a route of this site.
    if (next && isServerPage(next)) return window.location.assign(next);
    navigate(next ?? '/', { replace: true });
    // The session changed under every cached query (the header's user menu first among them).
    // A query cut short by leaving the page is not an error worth showing.
    client.resetStore().catch(() => undefined);
  }

  // Provider sign-in (spec §4): to the next address if one was given, else the page reloads.
  const provider = useProviderSignIn(() => (next ? finish() : window.location.reload()));

  async function submit(username: string, password: string) {
    setPasswordChanged(false);
    setErrorState('none');
    try {
      if (verifyingAs) await verify({ variables: { password } });
      else await signIn({ variables: { username, password } });
      finish();
    } catch (e) {
      const state = signInErrorState(e);
      if (state === 'forced-password-update') setForced({ username: username || verifyingAs || '', password });
      else setErrorState(state);
    }
  }

  return (
    <section className="account-page account-page--narrow">
      <h1>{title}</h1>
      {signedInAs ? (
        <p>
          You are signed in as {signedInAs}.{' '}
          {next && isServerPage(next) ? <a href={next}>Continue</a> : <Link to={next ?? '/'}>Continue</Link>} or{' '}
          <Link to="/signoff">sign out</Link>.
        </p>
      ) : forced ? (
        <ForcedPasswordUpdate
          username={forced.username}
          oldPassword={forced.password}
          onDone={(signedIn) => {
            if (signedIn) return finish();
            setForced(null);
            setPasswordChanged(true);
          }}
        />
      ) : provider.step ? (
        <ProviderSteps flow={provider} step={provider.step} />
      ) : (
        <>
          {passwordChanged && (
            <p className="account-form__success" role="status">
              {SIGN_IN_MESSAGES.passwordChanged}
            </p>
          )}
          <ProductSignInForm
            verifyingAs={verifyingAs}
            errorState={errorState}
            onSubmit={submit}
            busy={signInResult.loading || verifyResult.loading}
          />
          <ul className="signin-links">
            {!offersPasswordReset(errorState) && (
              <li>
                <Link to="/forgot-password">Forgot your password?</Link>
              </li>
            )}
            <li>
              New to {PRODUCT_NAME}? <Link to="/register">Create a free account</Link> or{' '}
              <Link to="/choose-a-plan">Sign Up</Link>
            </li>
            <li>
              Need help? <Link to="/contact/">Contact us</Link>
            </li>
            <li>
              <a href="/auth/oidc/password-help" target="_blank" rel="noreferrer">
                Forgot your genealogy-site password?
              </a>
            </li>
          </ul>
          <ProviderNoticeMessage notice={provider.notice} waiting={provider.waiting} />
          <ProviderSignInButtons onGenealogy={provider.start} />
        </>
      )}
    </section>
  );
}
