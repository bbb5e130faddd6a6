import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { signInLabel } from '../../lib/plans';
import { UserMenu } from './UserMenu';

export const AccountArea_session = graphql(`
  fragment AccountArea_session on Session {
    user {
      userId
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
  if (session?.user) return <UserMenu user={session.user} hasInstitution={institution !== null} />;
  return (
    <div className="account-area">
      {!institution && (
        <Link className="button button--primary" to="/choose-a-plan">
          Join Now
        </Link>
      )}
      <Link className="button button--quiet" to="/login">
        {signInLabel(institution?.type)}
      </Link>
    </div>
  );
}
