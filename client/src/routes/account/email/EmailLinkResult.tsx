import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorFacts } from '../../../lib/signInErrors';
import type { RunState } from './useRunOnce';

export const LINK_INVALID = 'This link is invalid or has expired.';
export const LINK_FAILED = 'We could not complete this at the moment. Please try again later.';

const askAgain = (
  <>
    You can ask for a new email from <Link to="/account">your account</Link>.
  </>
);

/**
 * What an emailed-link page shows: working, the result, or why the link did not work and, after that, where
 * to turn (`again`; by default the account page, where a member asks for a new email).
 */
export function EmailLinkResult<T>({
  title,
  state,
  success,
  again = askAgain,
}: {
  title: string;
  state: RunState<T>;
  success: (value: T) => ReactNode;
  again?: ReactNode;
}) {
  return (
    <section className="account-page account-page--narrow">
      <h1>{title}</h1>
      {state.status === 'pending' && <p role="status">One moment…</p>}
      {state.status === 'done' && (
        <div className="account-form__success" role="status">
          {success(state.value)}
        </div>
      )}
      {state.status === 'failed' && (
        <p className="account-form__error" role="alert">
          {errorFacts(state.error).code === 'TOKEN_INVALID' ? LINK_INVALID : LINK_FAILED} {again}
        </p>
      )}
    </section>
  );
}
