import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import { AccountArea_session } from './AccountArea';
import { SiteHeader } from './SiteHeader';
import { SiteNav_publication, SiteNav_session } from './SiteNav';

type Session = {
  user: { userId: number; roles: string[]; username: string; status: string } | null;
  institution: { id: number; type: string } | null;
};

/** One session object carrying the fields of every fragment spread on it, as Apollo returns it. */
function session(data: Session) {
  return makeFragmentData(makeFragmentData(data as never, SiteNav_session) as never, AccountArea_session) as never;
}

const publications = [
  makeFragmentData(
    { id: 'PUBLICATION:4', publicationId: 4, slug: 'vietnam-veterans-memorial', title: 'Vietnam Veterans Memorial' },
    SiteNav_publication,
  ),
];

function renderHeader(s: Session) {
  render(
    <MemoryRouter>
      <SiteHeader session={session(s)} publications={publications} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('SiteHeader', () => {
  it('shows a visitor the spec links, Join Now and Sign In', () => {
    const nav = renderHeader({ user: null, institution: null });
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home',
      'Search',
      'Browse',
      'War StoriesBETA',
      'U.S. Honor Wall',
      'U.S. Vietnam Wall',
      'Create a memorial',
      'Help',
    ]);
    expect(hrefOf('U.S. Vietnam Wall')).toBe('/publication/4/vietnam-veterans-memorial');
    expect(hrefOf(/War Stories/)).toBe('/collection/us-civil-war');
    expect(hrefOf('Join Now')).toBe('/choose-a-plan');
    expect(hrefOf('Sign In')).toBe('/login');
  });

  it('hides Join Now for an institution and says Member Login for proquest', () => {
    renderHeader({ user: null, institution: { id: 3, type: 'proquest' } });
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
    expect(hrefOf('Member Login')).toBe('/login');
  });

  it('gives a signed-in staff member Your Memorials, Admin and the user menu', () => {
    const nav = renderHeader({
      user: { userId: 5, roles: ['admin'], username: 'jdoe', status: 'FREE_TRIAL' },
      institution: null,
    });
    expect(nav.getByRole('link', { name: 'Your Memorials' }).getAttribute('href')).toBe('/gallery/content/STORY_PAGE');
    expect(nav.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('button', { name: /jdoe/ }).textContent).toContain('free trial');
    expect(hrefOf('Upgrade')).toBe('/choose-a-plan');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows no Admin link to a member without roles and no Upgrade to a subscriber', () => {
    const nav = renderHeader({
      user: { userId: 6, roles: [], username: 'amy', status: 'ANNUAL_SUBSCRIBER' },
      institution: null,
    });
    expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
