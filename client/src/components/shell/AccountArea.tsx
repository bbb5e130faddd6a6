import { Link, useLocation } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { signInLabel } from '../../lib/plans';
import { UserMenu } from './UserMenu';

export const AccountArea_session = graphql(`
  fragment AccountArea_session on Session {
    # With the user's name: what the verify dialog reads (components/verify/AccessDialog.tsx), already cached.
    verificationRequired
    user {
      userId
      username
      ...UserMenu_user
    }
    institution {
      id
      type
    }
  }
`);

/** The header's right side: the user menu, or "Join Now" and "Sign In" for a visitor. */
export function AccountArea(props: { session: FragmentType<typeof AccountArea_session> | null }) {
  const session = getFragmentData(AccountArea_session, props.session);
  const institution = session?.institution ?? null;
  const { pathname, search } = useLocation();
  if (session?.user) return <UserMenu user={session.user} hasInstitution={institution !== null} />;
  return (
    <div className="account-area">
      {!institution && (
        <Link className="button button--primary" to="/choose-a-plan">
          Join Now
        </Link>
      )}
      <Link className="button button--quiet" to={signInHref(pathname + search)}>
        {signInLabel(institution?.type)}
      </Link>
    </div>
  );
}

/** Pages whose own work is signing in or out: coming back to them after signing in makes no sense. */
const ACCOUNT_DOORS = /^\/(login|signoff|register|forgot-password|reset-password|freetrial|choose-a-plan)(\/|$)/;

/** The header's Sign In comes back to the page it was clicked on (accounts spec §2 /login?next={path}). */
export function signInHref(here: string): string {
  const path = here.split('?')[0]!;
  return path === '/' || ACCOUNT_DOORS.test(path) ? '/login' : `/login?next=${encodeURIComponent(here)}`;
}
