import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SIGN_IN_MESSAGES } from '../../../lib/signInErrors';
import { type Answer, type Answerer, accepted, gqlError, renderWithGateway } from '../shared/fakeGateway';
import { SignInPage } from './SignInPage';

const anonymous = { data: { session: { __typename: 'Session', verificationRequired: false, user: null } } };
const signedIn = {
  data: {
    signIn: {
      __typename: 'SignInPayload',
      session: { __typename: 'Session', user: { __typename: 'SessionUser', userId: 7 } },
    },
  },
};

function open(url: string, answers: Record<string, Answer | ((v: Record<string, unknown>) => Answer)> = {}) {
  const answer: Answerer = (op, v) => {
    const a = answers[op] ?? (op === 'SignInSession' ? anonymous : undefined);
    return typeof a === 'function' ? a(v) : a;
  };
  return renderWithGateway(url, [{ path: '/login', element: <SignInPage /> }], answer);
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
const location = () => screen.getByTestId('location').textContent;

async function signInWith(username: string, password: string) {
  type('Email or username', username);
  type('Password', password);
  submit();
}

describe('SignInPage', () => {
  it('shows the product form with its title and the spec links', () => {
    open('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Muster');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Forgot your password?')).toBe('/forgot-password');
    expect(href('Create a free account')).toBe('/register');
    expect(href('Contact us')).toBe('/contact/');
    expect(href('Sign Up')).toBe('/choose-a-plan');
  });

  it('says "Required" without a username and the minimum message without a password, and sends nothing', () => {
    const { names } = open('/login');
    submit();
    expect(screen.getByText(SIGN_IN_MESSAGES.required)).toBeTruthy();
    expect(field('Email or username').getAttribute('aria-invalid')).toBe('true');
    type('Email or username', '   ');
    submit();
    expect(screen.getByText(SIGN_IN_MESSAGES.required)).toBeTruthy();
    type('Email or username', 'basic');
    submit();
    expect(screen.getByText(SIGN_IN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(names()).not.toContain('SignIn');
  });

  it.each([
    ['CREDENTIALS', SIGN_IN_MESSAGES.credentials],
    ['THROTTLED', SIGN_IN_MESSAGES.throttle],
    ['INTERNAL_SERVER_ERROR', SIGN_IN_MESSAGES.mystery],
  ])('shows the %s failure in the spec words', async (code, text) => {
    open('/login', { SignIn: gqlError(code) });
    await signInWith('basic', 'wrong-password-1');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('an account locked after failures from anywhere says so and how to unlock it', async () => {
    open('/login', { SignIn: gqlError('ACCOUNT_LOCKED') });
    await signInWith('basic', 'muster-demo-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SIGN_IN_MESSAGES.locked);
    expect(alert.textContent).not.toContain('30 minutes');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
  });

  it('offers the forgot-password link with the credentials message, and only there', async () => {
    open('/login', { SignIn: gqlError('CREDENTIALS') });
    await signInWith('basic', 'wrong-password-1');
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
    expect(screen.getAllByRole('link', { name: 'Forgot your password?' })).toHaveLength(1);
  });

  it('signs in with the trimmed username and goes to a same-site next address', async () => {
    const { calls } = open('/login?next=%2Faccount%3Fedit%3Demail', { SignIn: signedIn });
    await signInWith('  basic ', 'muster-demo-1');
    await waitFor(() => expect(location()).toBe('/account?edit=email'));
    expect(calls.find((c) => c.operation === 'SignIn')?.variables).toEqual({
      username: 'basic',
      password: 'muster-demo-1',
    });
  });

  it('ignores a next address on another site and goes home', async () => {
    open('/login?next=%2F%2Fevil.example%2F', { SignIn: signedIn });
    await signInWith('basic', 'muster-demo-1');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('refuses to sign in with cookies off', () => {
    const spy = jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    try {
      const { names } = open('/login');
      expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_MESSAGES.cookie);
      expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(true);
      expect(names()).not.toContain('SignIn');
    } finally {
      spy.mockRestore();
    }
  });

  it('asks a lapsed session only for the password ("Verify your account")', async () => {
    const lapsed = {
      data: {
        session: {
          __typename: 'Session',
          verificationRequired: true,
          user: { __typename: 'SessionUser', userId: 7, username: 'monthly' },
        },
      },
    };
    const { calls } = open('/login?next=/search', {
      SignInSession: lapsed,
      VerifyAccount: { data: { verifyAccount: signedIn.data.signIn } },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Verify your account');
    await screen.findByText('Signing in as monthly');
    expect(screen.queryByLabelText('Email or username')).toBeNull();
    type('Password', 'muster-demo-1');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toBe('/search'));
    expect(calls.find((c) => c.operation === 'VerifyAccount')?.variables).toEqual({ password: 'muster-demo-1' });
  });

  it('leads through the forced password update, then back to sign in with the changed message', async () => {
    const { calls } = open('/login', {
      SignIn: gqlError('PASSWORD_UPDATE_REQUIRED', 'Password update required'),
      ChangePassword: accepted('changePassword', 'session', { __typename: 'Session', user: null }),
    });
    await signInWith('legacy', 'short1');
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MESSAGES.forcedUpdate);
    type('New password', 'better-password-2');
    type('Confirm password', 'better-password-2');
    await waitFor(
      () => expect(document.querySelector('[data-rule="dictionary"]')?.getAttribute('data-state')).toBe('met'),
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('status')).textContent).toBe(SIGN_IN_MESSAGES.passwordChanged);
    expect(calls.find((c) => c.operation === 'ChangePassword')?.variables).toEqual({
      newPassword: 'better-password-2',
      currentPassword: 'short1',
      username: 'legacy',
    });
    expect(field('Email or username').value).toBe('');
  });

  it('goes on to next when the forced update also signs the member in', async () => {
    open('/login?next=/account', {
      SignIn: gqlError('PASSWORD_UPDATE_REQUIRED', 'Password update required'),
      ChangePassword: accepted('changePassword', 'session', signedIn.data.signIn.session),
    });
    await signInWith('legacy', 'short1');
    await screen.findByText(SIGN_IN_MESSAGES.forcedUpdate);
    type('New password', 'better-password-2');
    type('Confirm password', 'better-password-2');
    await waitFor(
      () => expect(document.querySelector('[data-rule="dictionary"]')?.getAttribute('data-state')).toBe('met'),
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it('shows the provider and social buttons in an unavailable state', async () => {
    open('/login');
    // Facebook sign-in is a full-page trip through the gateway (social/FacebookButton.tsx).
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' }).getAttribute('href')).toBe('/auth/facebook');
    // The genealogy provider's sign-in opens its 500×550 popup (provider/providerPopup.ts).
    const popup = jest.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with your genealogy-site account' }));
    expect(popup).toHaveBeenCalledWith(
      '/auth/oidc/start',
      'muster-provider-sign-in',
      expect.stringContaining('width=500,height=550'),
    );
    // A blocked popup (window.open answers null) is said so.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('blocked the sign-in window'));
    popup.mockRestore();
  });
});
