import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import { UNCONFIRMED_BANNER, UnconfirmedBanner, UnconfirmedBanner_session } from './UnconfirmedBanner';

const session = (user: { confirmed: boolean } | null) =>
  makeFragmentData(
    { user: user && { __typename: 'SessionUser', userId: 7, email: 'new@example.org', ...user } } as never,
    UnconfirmedBanner_session,
  );

const show = (s: ReturnType<typeof session> | null) =>
  render(
    <MemoryRouter>
      <UnconfirmedBanner session={s} />
    </MemoryRouter>,
  );

describe('UnconfirmedBanner', () => {
  it('asks a member with an unverified address to verify it, and links to where the link is resent', () => {
    show(session({ confirmed: false }));
    expect(screen.getByRole('status').textContent).toContain(UNCONFIRMED_BANNER('new@example.org'));
    expect(screen.getByRole('link', { name: 'Resend it or change your email' }).getAttribute('href')).toBe('/account');
  });

  it.each([
    ['a verified member', session({ confirmed: true })],
    ['a visitor', session(null)],
    ['a session still loading', null],
  ])('shows nothing to %s', (_, s) => {
    const { container } = show(s);
    expect(container.textContent).toBe('');
  });
});
