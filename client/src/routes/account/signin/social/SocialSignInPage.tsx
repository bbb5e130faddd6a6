import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../../../lib/signInErrors';
import { useDocumentTitle } from '../../../../lib/useDocumentTitle';
import { FacebookButton } from './FacebookButton';
import { FacebookConnectForm } from './FacebookConnectForm';
import { FacebookRegisterForm } from './FacebookRegisterForm';
import { type PendingPerson, pendingPerson } from './socialCalls';
import { loginMessage, readResult } from './socialResults';
import '../../account.css';
import './social.css';

type Step = { kind: 'login' } | { kind: 'loading' } | { kind: 'connect'; person: PendingPerson };

/**
 * /login/facebook: the social-network mode of the sign-in screen (accounts spec §2 mode 3, §4, §8). The
 * gateway's Facebook callback lands here with `result`: NO_F3_ACCOUNT opens the connect step (link an
 * existing account, or create one); every other result shows its §8 message with the way back.
 */
export function SocialSignInPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const result = readResult(params.get('result'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(result === 'NO_F3_ACCOUNT' ? { kind: 'loading' } : { kind: 'login' });
  const [lost, setLost] = useState(false);
  useDocumentTitle('Sign in with Facebook');

  useEffect(() => {
    if (result !== 'NO_F3_ACCOUNT') return;
    let live = true;
    pendingPerson().then(
      (person) => {
        if (live) {
          if (person) setStep({ kind: 'connect', person });
          else {
            setLost(true);
            setStep({ kind: 'login' });
          }
        }
      },
      () => {
        if (live) {
          setLost(true);
          setStep({ kind: 'login' });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [result]);

  // The session changed under every cached query: reload the site at its destination (spec §4).
  const signedIn = () => window.location.assign(next ?? '/');
  const failed = lost || (result !== undefined && result !== 'NO_F3_ACCOUNT' && result !== 'SUCCESS');

  return (
    <section className="account-page social-signin">
      <h1>Sign in with Facebook</h1>
      {step.kind === 'loading' && <p role="status">Checking your Facebook sign-in…</p>}
      {step.kind === 'login' && (
        <div className="account-form social-signin__login">
          {failed && (
            <p className="account-form__error" role="alert">
              {loginMessage(lost ? 'ERROR' : (result ?? null))}
            </p>
          )}
          <FacebookButton next={next} label={failed ? 'Try Facebook again' : 'Sign in with Facebook'} />
          <p className="social-signin__alternative">
            <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>
              Sign in with your email and password
            </Link>
          </p>
        </div>
      )}
      {step.kind === 'connect' && (
        <>
          <p className="social-signin__intro">
            You are signed in to Facebook as <strong>{step.person.name}</strong>, but no Muster account is connected to
            it yet.
          </p>
          <div className="social-signin__choices">
            <section className="social-signin__choice" aria-labelledby="social-connect">
              <h2 id="social-connect">Already a member? Connect your account</h2>
              <FacebookConnectForm
                email={step.person.email}
                onSignedIn={signedIn}
                onCancel={() => navigate('/login')}
              />
            </section>
            <section className="social-signin__choice" aria-labelledby="social-register">
              <h2 id="social-register">New to Muster? Create a free account</h2>
              <FacebookRegisterForm email={step.person.email} onSignedIn={signedIn} />
            </section>
          </div>
        </>
      )}
    </section>
  );
}
