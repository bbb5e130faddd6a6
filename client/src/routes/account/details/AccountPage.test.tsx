import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHANGE_PASSWORD_MESSAGES } from '../../../lib/signInErrors';
import { type Answer, type Answerer, accepted, gqlError, refusedWith, renderWithGateway } from '../shared/fakeGateway';
import { AccountPage } from './AccountPage';
import { SETTINGS_SAVED } from './CommunicationSection';
import { EMAIL_CHANGE_SENT } from './EmailSection';
import { PASSWORD_CHANGED } from './PasswordSection';
import { PHOTO_MESSAGES } from './photoUpload';
import { PROFILE_SAVED } from './ProfileSection';
import { RESEND_MESSAGES } from './ResendVerification';

const account = (over: Record<string, unknown> = {}) => ({
  __typename: 'Account',
  userId: 3,
  username: 'basic',
  email: 'basic@example.com',
  pendingEmail: null,
  confirmed: true,
  status: 'NON_SUBSCRIBER',
  statusLabel: 'Basic',
  joinDate: '2024-03-05T10:00:00.000Z',
  profile: {
    __typename: 'Profile',
    displayName: 'Basil Brown',
    about: 'Civil War letters.',
    location: 'Ohio',
    photoUrl: null,
  },
  communicationSettings: {
    __typename: 'CommunicationSettings',
    newsletter: true,
    offers: false,
    memorialActivity: true,
  },
  facebookConnected: false,
  usesFacebookPhoto: false,
  ...over,
});

function open(
  url: string,
  answers: Record<string, Answer | ((v: Record<string, unknown>) => Answer)> = {},
  acc = account(),
) {
  const answer: Answerer = (op, v) => {
    const a =
      answers[op] ??
      (op === 'Account' ? { data: { account: acc } } : undefined) ??
      (op === 'ConnectedApps' ? { data: { connectedApps: [] } } : undefined);
    return typeof a === 'function' ? a(v) : a;
  };
  return renderWithGateway(url, [{ path: '/account', element: <AccountPage /> }], answer);
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const type = (scope: ReturnType<typeof section>, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const location = () => screen.getByTestId('location').textContent;

/** Fills the password section (current muster-demo-1, new muster-demo-2), waits for the checklist and sends it. */
async function changePassword() {
  const password = within(await screen.findByRole('region', { name: 'Password' }));
  type(password, 'Current password', 'muster-demo-1');
  type(password, 'New password', 'muster-demo-2');
  type(password, 'Confirm password', 'muster-demo-2');
  await waitFor(() =>
    expect(document.querySelector('[data-rule="dictionary"]')?.getAttribute('data-state')).toBe('met'),
  );
  fireEvent.click(password.getByRole('button', { name: 'Update password' }));
  return password;
}

describe('AccountPage', () => {
  it('sends a visitor to sign in and back', async () => {
    open('/account?edit=email', {}, null as never);
    await waitFor(() => expect(location()).toBe('/login?next=%2Faccount%3Fedit%3Demail'));
  });

  it('shows the details, with the email form closed until asked', async () => {
    open('/account');
    await screen.findByRole('heading', { name: 'Account Details' });
    expect(screen.getByText('Basic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/choose-a-plan');
    expect(section('Email').getByText('basic@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('New email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('opens the email change with ?edit=email and sends the new address', async () => {
    const { calls } = open('/account?edit=email', {
      RequestEmailChange: accepted('requestEmailChange', 'account', account({ pendingEmail: 'new@example.com' })),
    });
    const email = within(await screen.findByRole('region', { name: 'Email' }));
    type(email, 'New email', 'new@example.com');
    fireEvent.click(email.getByRole('button', { name: 'Change email' }));
    expect(await email.findByText(EMAIL_CHANGE_SENT('new@example.com'))).toBeTruthy();
    expect(await email.findByText('Waiting for you to confirm new@example.com.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'RequestEmailChange')?.variables).toEqual({ newEmail: 'new@example.com' });
  });

  it('refuses an email another account uses', async () => {
    open('/account?edit=email', {
      RequestEmailChange: refusedWith('requestEmailChange', 'account', 'EMAIL_TAKEN', 'taken', ['newEmail']),
    });
    const email = within(await screen.findByRole('region', { name: 'Email' }));
    type(email, 'New email', 'annual@example.com');
    fireEvent.click(email.getByRole('button', { name: 'Change email' }));
    expect((await email.findByRole('alert')).textContent).toBe('Another account already uses this email.');
  });

  it.each([
    [{ data: { resendVerificationEmail: true } }, RESEND_MESSAGES.success],
    [gqlError('INTERNAL_SERVER_ERROR'), RESEND_MESSAGES.failure],
  ])('resends the verification email: Resending..., then the outcome', async (answer, text) => {
    open('/account', { ResendVerificationEmail: answer }, account({ confirmed: false }));
    const button = await screen.findByRole('button', { name: 'Resend verification email' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Resending...');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(button.textContent).toBe('Resend verification email');
  });

  it('changes the username after the availability check', async () => {
    const { calls } = open('/account', {
      UsernameAvailable: { data: { usernameAvailable: true } },
      ChangeUsername: accepted('changeUsername', 'account', {
        ...account({ username: 'basil' }),
        profile: { __typename: 'Profile', username: 'basil' },
      }),
    });
    const username = within(await screen.findByRole('region', { name: 'Username' }));
    type(username, 'New username', 'basil');
    expect(await username.findByText('This username is available.')).toBeTruthy();
    fireEvent.click(username.getByRole('button', { name: 'Change username' }));
    expect(await username.findByText('Your username is now basil.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'ChangeUsername')?.variables).toEqual({ username: 'basil' });
  });

  it('changes the password with the current one and empties the form', async () => {
    const { calls } = open('/account', {
      ChangePassword: accepted('changePassword', 'session', {
        __typename: 'Session',
        user: { __typename: 'SessionUser', userId: 3 },
      }),
    });
    const password = await changePassword();
    expect(await password.findByText(PASSWORD_CHANGED)).toBeTruthy();
    expect((password.getByLabelText('New password') as HTMLInputElement).value).toBe('');
    expect(calls.find((c) => c.operation === 'ChangePassword')?.variables).toEqual({
      newPassword: 'muster-demo-2',
      currentPassword: 'muster-demo-1',
    });
  });

  it.each([
    [
      refusedWith('changePassword', 'session', 'CURRENT_PASSWORD_INCORRECT', 'no', ['currentPassword']),
      CHANGE_PASSWORD_MESSAGES.currentIncorrect,
    ],
    [refusedWith('changePassword', 'session', 'SAME_PASSWORD', 'Same Password'), CHANGE_PASSWORD_MESSAGES.same],
    [gqlError('INTERNAL_SERVER_ERROR'), CHANGE_PASSWORD_MESSAGES.failed],
  ])('says why a password change failed', async (answer, text) => {
    open('/account', { ChangePassword: answer });
    const password = await changePassword();
    expect((await password.findByRole('alert')).textContent).toBe(text);
  });

  it('signs off with page-expired when the password change answers 403', async () => {
    open('/account', { ChangePassword: gqlError('FORBIDDEN') });
    await changePassword();
    await waitFor(() => expect(location()).toBe('/signoff?signout-reason=page-expired'));
  });

  it('saves the profile', async () => {
    const { calls } = open('/account', {
      UpdateProfile: (v) => ({
        data: {
          updateProfile: {
            __typename: 'UpdateProfilePayload',
            account: account({ profile: { __typename: 'Profile', photoUrl: null, ...(v.input as object) } }),
            userErrors: [],
          },
        },
      }),
    });
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    expect((profile.getByLabelText('Display name') as HTMLInputElement).value).toBe('Basil Brown');
    type(profile, 'Location', ' Columbus, Ohio ');
    fireEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText(PROFILE_SAVED)).toBeTruthy();
    expect(calls.find((c) => c.operation === 'UpdateProfile')?.variables).toEqual({
      input: { displayName: 'Basil Brown', about: 'Civil War letters.', location: 'Columbus, Ohio' },
    });
  });

  it("shows a profile text the service refuses as the form's message, not a failed request", async () => {
    const tooLong = 'The location you entered is too long. 101 (Max: 100)';
    open('/account', {
      UpdateProfile: {
        data: {
          updateProfile: {
            __typename: 'UpdateProfilePayload',
            account: null,
            userErrors: [
              { __typename: 'UserError', field: ['input', 'location'], message: tooLong, code: 'PROFILE_INVALID' },
            ],
          },
        },
      },
    });
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    type(profile, 'Location', 'x'.repeat(101));
    fireEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText(tooLong)).toBeTruthy();
  });

  it('switches an email setting at once', async () => {
    const { calls } = open('/account', {
      UpdateCommunicationSettings: accepted(
        'updateCommunicationSettings',
        'account',
        account({
          communicationSettings: {
            __typename: 'CommunicationSettings',
            newsletter: true,
            offers: true,
            memorialActivity: true,
          },
        }),
      ),
    });
    const settings = within(await screen.findByRole('region', { name: 'Email settings' }));
    const offers = settings.getByLabelText('Special offers on memberships') as HTMLInputElement;
    expect(offers.checked).toBe(false);
    fireEvent.click(offers);
    expect(await settings.findByText(SETTINGS_SAVED)).toBeTruthy();
    expect(offers.checked).toBe(true);
    expect(calls.find((c) => c.operation === 'UpdateCommunicationSettings')?.variables).toEqual({
      input: { offers: true },
    });
  });

  it('refuses a photo of the wrong type or too large before sending it', async () => {
    open('/account');
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    const input = profile.getByLabelText('Choose a new photo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
    expect((await profile.findByRole('alert')).textContent).toBe(PHOTO_MESSAGES.type);
    const big = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await profile.findByRole('alert')).textContent).toBe(PHOTO_MESSAGES.size);
  });

  it('lists a connected app and disconnects it after a second click', async () => {
    const app = {
      __typename: 'ConnectedApp',
      clientId: 'muster-mobile',
      name: 'Muster mobile',
      connectedAt: '2026-11-01T09:00:00.000Z',
      scopes: ['muster:read', 'openid'],
    };
    const { calls } = open('/account', {
      ConnectedApps: { data: { connectedApps: [app] } },
      DisconnectApp: { data: { disconnectApp: [] } },
    });
    const apps = within(await screen.findByRole('region', { name: 'Connected apps' }));
    expect(apps.getByText('Muster mobile')).toBeTruthy();
    expect(apps.getByText(/Connected November 1, 2026; may search and read records as you\./)).toBeTruthy();
    fireEvent.click(apps.getByRole('button', { name: 'Disconnect' }));
    expect(calls.some((c) => c.operation === 'DisconnectApp')).toBe(false);
    fireEvent.click(apps.getByRole('button', { name: 'Disconnect Muster mobile' }));
    expect(await screen.findByText('Muster mobile can no longer use your account.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'DisconnectApp')?.variables).toEqual({ clientId: 'muster-mobile' });
    expect(screen.queryByRole('button', { name: /Disconnect/ })).toBeNull();
  });

  it('has no connected apps section for a member without one', async () => {
    open('/account');
    await screen.findByRole('region', { name: 'Email settings' });
    expect(screen.queryByRole('region', { name: 'Connected apps' })).toBeNull();
  });
});

describe('the Facebook section', () => {
  const calls: [string, string, string][] = [];
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  beforeEach(() => {
    calls.length = 0;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push([init.method ?? 'GET', String(url), String(init.body)]);
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
  });

  it('is not shown without a connected Facebook account', async () => {
    open('/account');
    await screen.findByRole('heading', { name: 'Account Details' });
    expect(screen.queryByRole('region', { name: 'Facebook' })).toBeNull();
  });

  it('lets a connected member use the Facebook picture and disconnect', async () => {
    open('/account', {}, account({ facebookConnected: true }));
    await screen.findByRole('region', { name: 'Facebook' });
    fireEvent.click(section('Facebook').getByLabelText('Use my Facebook profile picture as my photo'));
    await section('Facebook').findByText('Your Facebook profile picture is now your photo.');
    fireEvent.click(section('Facebook').getByRole('button', { name: 'Disconnect Facebook' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['PUT', '/fb/user', '{"usePhoto":true}'],
      ['POST', '/fb/disconnect', '{}'],
    ]);
  });
});
