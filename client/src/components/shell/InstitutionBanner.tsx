import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import './impersonation-banner.css';

export const InstitutionBanner_session = graphql(`
  fragment InstitutionBanner_session on Session {
    institution {
      id
      name
    }
    impersonatedBy
    user {
      userId
      username
    }
  }
`);

/** Where staff go when they end an impersonation: signed out, then back to /admin after signing in again. */
export const END_IMPERSONATION = `/signoff?next=${encodeURIComponent('/login?next=/admin')}`;

/**
 * The session banners under the header: "Library Edition at {name}" for a session that came through an
 * institution, and "Viewing as {username}" while a staff member uses an impersonation link.
 */
export function InstitutionBanner(props: { session: FragmentType<typeof InstitutionBanner_session> | null }) {
  const session = getFragmentData(InstitutionBanner_session, props.session);
  if (!session) return null;
  return (
    <>
      {session.impersonatedBy && session.user && (
        <div className="impersonation-banner" role="status">
          Viewing as {session.user.username} — <a href={END_IMPERSONATION}>End</a>
        </div>
      )}
      {session.institution && <div className="institution-banner">Library Edition at {session.institution.name}</div>}
    </>
  );
}
