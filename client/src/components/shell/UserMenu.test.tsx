import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import type { AccountStatus } from '../../__generated__/graphql';
import { UserMenu, UserMenu_user } from './UserMenu';

function renderMenu(user: { planLabel: string | null; avatarUrl: string | null; status?: AccountStatus }) {
  const ref = makeFragmentData({ username: 'annual', status: 'ANNUAL_SUBSCRIBER', ...user }, UserMenu_user);
  render(
    <MemoryRouter>
      <UserMenu user={ref} hasInstitution={false} />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: /annual/ });
}

describe('UserMenu', () => {
  it("shows the gateway's plan label under the username and the avatar at 50 px", () => {
    const toggle = renderMenu({ planLabel: 'premium', avatarUrl: '/account/photo/3?size=32' });
    expect(toggle.querySelector('.user-menu__plan')?.textContent).toBe('premium');
    const img = toggle.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/account/photo/3?size=32');
    expect(img?.getAttribute('width')).toBe('50');
    expect(img?.getAttribute('height')).toBe('50');
  });

  it('shows the initial without a photo and no plan label for Basic', () => {
    const toggle = renderMenu({ planLabel: null, avatarUrl: null, status: 'NON_SUBSCRIBER' });
    expect(toggle.querySelector('img')).toBeNull();
    expect(toggle.querySelector('.user-menu__avatar')?.textContent).toBe('A');
    expect(toggle.querySelector('.user-menu__plan')).toBeNull();
  });

  it('opens the spec menu', () => {
    fireEvent.click(renderMenu({ planLabel: 'premium', avatarUrl: null }));
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Your Profile', '/profile/annual'],
      ['Account Details', '/account'],
      ['Bookmarks', '/gallery/tags/bookmarks'],
      ['Your Gallery', '/gallery'],
      ['Your Uploads', '/gallery/uploads'],
      ['Sign Out', '/signoff'],
    ]);
  });
});
