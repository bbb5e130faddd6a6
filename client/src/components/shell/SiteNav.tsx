import { NavLink } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { memorialPublicationLinks } from './memorialLinks';
import { navVisibility } from './navRules';

export const SiteNav_session = graphql(`
  fragment SiteNav_session on Session {
    user {
      userId
      roles
      premium
    }
    institution {
      silo
    }
  }
`);

export const SiteNav_publication = graphql(`
  fragment SiteNav_publication on Publication {
    id
    publicationId
    slug
    title
  }
`);

interface Props {
  session: FragmentType<typeof SiteNav_session> | null;
  publications: readonly FragmentType<typeof SiteNav_publication>[];
}

interface Item {
  label: string;
  to: string;
  beta?: boolean;
}

/** The header's navigation links (accounts spec §2 table). */
export function SiteNav(props: Props) {
  const session = getFragmentData(SiteNav_session, props.session);
  const publications = getFragmentData(SiteNav_publication, props.publications);
  const user = session?.user ?? null;
  const show = navVisibility(session ?? null);
  const memorials = show.memorialWalls ? memorialPublicationLinks(publications) : [];
  const items: Item[] = [
    { label: 'Home', to: '/' },
    { label: 'Search', to: '/search' },
    { label: 'Browse', to: '/browse' },
    ...(show.warStories ? [{ label: 'War Stories', to: '/collection/us-civil-war', beta: true }] : []),
    { label: 'U.S. Honor Wall', to: '/wall' },
    ...memorials,
    { label: 'Create a memorial', to: '/memorial/create' },
    ...(user ? [{ label: 'Your Memorials', to: '/gallery/content/STORY_PAGE' }] : []),
    ...(user && user.roles.length > 0 ? [{ label: 'Admin', to: '/admin' }] : []),
    { label: 'Help', to: '/help' },
  ];
  return (
    <ul className="site-nav">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'}>
            {item.label}
            {item.beta && <span className="site-nav__beta">BETA</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
