import { graphql, getFragmentData, type FragmentType } from '../../__generated__';

export const InstitutionBanner_session = graphql(`
  fragment InstitutionBanner_session on Session {
    institution {
      id
      name
    }
  }
`);

/** "Library Edition at {name}" for a session that came through an institution. */
export function InstitutionBanner(props: { session: FragmentType<typeof InstitutionBanner_session> | null }) {
  const session = getFragmentData(InstitutionBanner_session, props.session);
  if (!session?.institution) return null;
  return <div className="institution-banner">Library Edition at {session.institution.name}</div>;
}
