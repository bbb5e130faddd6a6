import { screen } from '@testing-library/react';
import { type Answer, gqlError, renderWithGateway } from '../shared/fakeGateway';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';
import { LINK_FAILED, LINK_INVALID } from './EmailLinkResult';
import { ACCOUNT_UNLOCKED, UnlockAccountPage } from './UnlockAccountPage';
import { EMAIL_VERIFIED, VerifyEmailPage } from './VerifyEmailPage';

const verified = {
  data: { verifyEmail: { __typename: 'Session', user: { __typename: 'SessionUser', userId: 3, confirmed: true } } },
};
const changed = {
  data: {
    confirmEmailChange: {
      __typename: 'Account',
      userId: 3,
      email: 'new@example.com',
      pendingEmail: null,
      confirmed: true,
    },
  },
};

const open = (url: string, answer: Answer) =>
  renderWithGateway(
    url,
    [
      { path: '/verify-email/:token', element: <VerifyEmailPage /> },
      { path: '/confirm-email-change/:token', element: <ConfirmEmailChangePage /> },
      { path: '/unlock-account/:token', element: <UnlockAccountPage /> },
    ],
    () => answer,
  );

describe('emailed-link pages', () => {
  it('verifies the email with the token, once', async () => {
    const { calls } = open('/verify-email/abc', verified);
    expect((await screen.findByText(EMAIL_VERIFIED, { exact: false })).getAttribute('role')).toBe('status');
    expect(calls).toEqual([{ operation: 'VerifyEmail', variables: { token: 'abc' } }]);
  });

  it('confirms an email change and shows the new address', async () => {
    const { calls } = open('/confirm-email-change/xyz', changed);
    expect(await screen.findByText(/Your email address is now new@example.com/)).toBeTruthy();
    expect(calls.map((c) => c.variables)).toEqual([{ token: 'xyz' }]);
  });

  it.each([
    ['/verify-email/used', gqlError('TOKEN_INVALID'), LINK_INVALID],
    ['/confirm-email-change/used', gqlError('TOKEN_INVALID'), LINK_INVALID],
    ['/verify-email/abc', gqlError('INTERNAL_SERVER_ERROR'), LINK_FAILED],
  ])('%s says why a link failed', async (url, answer, text) => {
    open(url, answer);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/account');
  });

  it('unlocks a locked account with the token, once, and offers sign-in', async () => {
    const { calls } = open('/unlock-account/tok', { data: { unlockAccount: true } });
    const status = await screen.findByText(ACCOUNT_UNLOCKED, { exact: false });
    expect(status.getAttribute('role')).toBe('status');
    expect(status.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(calls).toEqual([{ operation: 'UnlockAccount', variables: { token: 'tok' } }]);
  });

  it('a used unlock link says so and points to the password reset, which unlocks too', async () => {
    open('/unlock-account/used', gqlError('TOKEN_INVALID'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LINK_INVALID);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
  });
});
