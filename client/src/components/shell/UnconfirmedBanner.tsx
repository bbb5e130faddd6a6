import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';

export const UnconfirmedBanner_session = graphql(`
  fragment UnconfirmedBanner_session on Session {
    user {
      userId
      email
      confirmed
    }
  }
`);

/** The banner's words (the spec has none; docs/decisions/accounts.md). */
export const UNCONFIRMED_BANNER = (email: string) =>
  `Please verify your email address: open the link we sent to ${email}.`;

/**
 * The banner of a member whose address is not verified yet (the `unconfirmed` state, accounts spec §6): records
 * with CONFIRMED access stay closed until then. It links to the account page, which resends the link.
 */
export function UnconfirmedBanner(props: { session: FragmentType<typeof UnconfirmedBanner_session> | null }) {
  const user = getFragmentData(UnconfirmedBanner_session, props.session)?.user;
  if (!user || user.confirmed) return null;
  return (
    <div className="unconfirmed-banner" role="status">
      {UNCONFIRMED_BANNER(user.email)} <Link to="/account">Resend it or change your email</Link>
    </div>
  );
}
