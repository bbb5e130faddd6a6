import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CHANGE_PASSWORD_MESSAGES, MAIL_THROTTLED_MESSAGE, SIGN_IN_MESSAGES } from '../../../lib/signInErrors';
import { type Answer, accepted, gqlError, refusedWith, renderWithGateway } from '../shared/fakeGateway';
import { SignInPage } from '../signin/SignInPage';
import { ForgotPasswordPage, RESET_SENT } from './ForgotPasswordPage';
import { RESET_LINK_INVALID, ResetPasswordPage } from './ResetPasswordPage';

const anonymous = { data: { session: { __typename: 'Session', verificationRequired: false, user: null } } };
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dictionaryChecked = () =>
  waitFor(() => expect(document.querySelector('[data-rule="dictionary"]')?.getAttribute('data-state')).toBe('met'));

function openReset(answer: Answer) {
  return renderWithGateway(
    '/reset-password/tok-123',
    [
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/login', element: <SignInPage /> },
    ],
    (op) => (op === 'ResetPassword' ? answer : op === 'SignInSession' ? anonymous : undefined),
  );
}

async function choose(password: string, confirmation = password) {
  type('New password', password);
  type('Confirm password', confirmation);
  await dictionaryChecked();
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ForgotPasswordPage', () => {
  it('asks for a link and says the same whether or not the address is a member', async () => {
    const { calls } = renderWithGateway(
      '/forgot-password',
      [{ path: '/forgot-password', element: <ForgotPasswordPage /> }],
      (op) => (op === 'RequestPasswordReset' ? accepted('requestPasswordReset', 'requested', true) : undefined),
    );
    type('Email', 'nobody@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_SENT('nobody@example.com'));
    expect(calls.map((c) => c.variables)).toEqual([{ email: 'nobody@example.com' }]);
  });

  it('says to wait when too many emails were asked for', async () => {
    renderWithGateway('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordPage /> }], (op) =>
      op === 'RequestPasswordReset' ? gqlError('MAIL_THROTTLED') : undefined,
    );
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MAIL_THROTTLED_MESSAGE);
  });

  it("shows the gateway's refusal of the address as the form's message", async () => {
    renderWithGateway('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordPage /> }], (op) =>
      op === 'RequestPasswordReset'
        ? refusedWith('requestPasswordReset', 'requested', 'EMAIL_INVALID', 'Please enter a valid email', ['email'])
        : undefined,
    );
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a malformed address', () => {
    const { names } = renderWithGateway(
      '/forgot-password',
      [{ path: '/forgot-password', element: <ForgotPasswordPage /> }],
      () => undefined,
    );
    type('Email', 'a@b');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email');
    expect(names()).toEqual([]);
  });
});

describe('ResetPasswordPage and the change-password form', () => {
  it('sets the new password with the token and shows the sign-in screen with the changed message', async () => {
    const { calls } = openReset(accepted('resetPassword', 'passwordReset', true));
    await choose('brand-new-pass-3');
    expect((await screen.findByText(SIGN_IN_MESSAGES.passwordChanged)).getAttribute('role')).toBe('status');
    expect(calls.find((c) => c.operation === 'ResetPassword')?.variables).toEqual({
      token: 'tok-123',
      newPassword: 'brand-new-pass-3',
    });
  });

  it('says "Your new passwords do not match" and sends nothing', async () => {
    const { names } = openReset(accepted('resetPassword', 'passwordReset', true));
    type('New password', 'brand-new-pass-3');
    type('Confirm password', 'brand-new-pass-4');
    expect(document.querySelector('[data-rule="match"]')?.getAttribute('data-state')).toBe('unmet');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByRole('alert').textContent).toBe(CHANGE_PASSWORD_MESSAGES.mismatch);
    expect(names()).not.toContain('ResetPassword');
  });

  it('shows both passwords with "Show passwords"', () => {
    openReset(accepted('resetPassword', 'passwordReset', true));
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('password');
    fireEvent.click(screen.getByLabelText('Show passwords'));
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('text');
    expect((screen.getByLabelText('Confirm password') as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it.each([
    [refusedWith('resetPassword', 'passwordReset', 'SAME_PASSWORD', 'Same Password'), CHANGE_PASSWORD_MESSAGES.same],
    [
      refusedWith('resetPassword', 'passwordReset', 'PASSWORD_INVALID', 'No password provided'),
      CHANGE_PASSWORD_MESSAGES.invalid,
    ],
    [gqlError('INTERNAL_SERVER_ERROR'), CHANGE_PASSWORD_MESSAGES.failed],
  ])('maps the server refusal %p to its message', async (answer, text) => {
    openReset(answer);
    await choose('brand-new-pass-3');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('offers a new link when the token is used or expired', async () => {
    openReset(refusedWith('resetPassword', 'passwordReset', 'TOKEN_INVALID', 'gone', ['token']));
    await choose('brand-new-pass-3');
    expect((await screen.findByRole('alert')).textContent).toContain(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
