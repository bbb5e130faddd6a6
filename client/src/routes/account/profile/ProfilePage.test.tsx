import { screen } from '@testing-library/react';
import { renderWithGateway } from '../shared/fakeGateway';
import { ProfilePage } from './ProfilePage';

const profile = {
  __typename: 'Profile',
  username: 'basic',
  displayName: 'Basil Brown',
  about: 'Civil War letters.',
  location: 'Ohio',
  joinDate: '2024-03-05T10:00:00.000Z',
  photoUrl: '/account/photo/3?size=200',
};

const open = (username: string, answer: unknown) =>
  renderWithGateway(
    `/profile/${username}`,
    [{ path: '/profile/:username', element: <ProfilePage /> }],
    () => ({ data: { profile: answer } }) as never,
  );

describe('ProfilePage', () => {
  it('shows photo, display name, about, location and member since', async () => {
    const { calls } = open('basic', profile);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Basil Brown');
    expect(screen.getByText('@basic')).toBeTruthy();
    expect(screen.getByText('Ohio')).toBeTruthy();
    expect(screen.getByText('Civil War letters.')).toBeTruthy();
    expect(screen.getByText('Member since March 2024')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Basil Brown' }).getAttribute('src')).toBe(
      '/account/photo/3?size=200',
    );
    expect(calls[0].variables).toEqual({ username: 'basic' });
  });

  it('falls back to the username and the initial without a display name or photo', async () => {
    open('amy', { ...profile, username: 'amy', displayName: '', about: '', location: '', photoUrl: null });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('amy');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'About' })).toBeNull();
  });

  it('says the member is not found', async () => {
    open('nobody', null);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('find that member');
  });
});
