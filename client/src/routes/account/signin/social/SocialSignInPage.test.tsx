import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SIGN_IN_MESSAGES } from '../../../../lib/signInErrors';
import { SocialSignInPage } from './SocialSignInPage';
import { SOCIAL_MESSAGES } from './socialResults';

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply>;
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  replies = {};
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[path] ?? { status: 404, body: {} };
    // jsdom has no Response: the page reads only these three members.
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login/facebook" element={<SocialSignInPage />} />
        <Route path="/login" element={<p>product sign-in</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const field = (form: string, label: string) =>
  screen.getByRole('form', { name: form }).querySelector(`input[name="${label}"]`) as HTMLInputElement;

describe('SocialSignInPage (accounts spec §2 mode 3, §4, §8)', () => {
  it.each([
    ['SDK', SOCIAL_MESSAGES.sdk],
    ['ERROR', SOCIAL_MESSAGES.default],
    ['THROTTLE', SOCIAL_MESSAGES.default],
    ['INVALID_SIGNED_REQUEST', SOCIAL_MESSAGES.default],
    ['null', SOCIAL_MESSAGES.default],
  ])('result %s shows its message, a retry that keeps next and the way back', (result, message) => {
    open(`/login/facebook?result=${result}&next=%2Fsearch`);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Try Facebook again' }).getAttribute('href')).toBe(
      '/auth/facebook?next=%2Fsearch',
    );
    expect(screen.getByRole('link', { name: 'Sign in with your email and password' }).getAttribute('href')).toBe(
      '/login?next=%2Fsearch',
    );
  });

  it('without a result it is the login step, with no message', () => {
    open('/login/facebook');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' }).getAttribute('href')).toBe('/auth/facebook');
  });

  it('NO_F3_ACCOUNT whose Facebook login has lapsed shows the default message', async () => {
    replies['/fb/pending'] = { status: 400, body: { result: 'INVALID_SIGNED_REQUEST' } };
    open('/login/facebook?result=NO_F3_ACCOUNT');
    expect((await screen.findByRole('alert')).textContent).toBe(SOCIAL_MESSAGES.default);
  });

  it('connect: NOT_SIGNED_IN is the credentials error, anything else notConnected', async () => {
    replies['/fb/pending'] = { status: 200, body: { name: 'Basic Member', email: 'basic@muster.test' } };
    open('/login/facebook?result=NO_F3_ACCOUNT');
    await screen.findByText('Basic Member');
    expect(field('Connect accounts', 'username').value).toBe('basic@muster.test');
    expect(field('Create an account', 'email').value).toBe('basic@muster.test');

    replies['/fb/connect'] = { status: 401, body: { result: 'NOT_SIGNED_IN' } };
    fireEvent.change(field('Connect accounts', 'password'), { target: { value: 'wrong-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect accounts' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SIGN_IN_MESSAGES.credentials));
    expect(sent.at(-1)).toEqual({
      path: '/fb/connect',
      body: { username: 'basic@muster.test', password: 'wrong-password-1' },
    });

    replies['/fb/connect'] = { status: 429, body: { result: 'ERROR' } };
    fireEvent.click(screen.getByRole('button', { name: 'Connect accounts' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SOCIAL_MESSAGES.notConnected));
  });

  it('register: an email already taken says so; Cancel goes back to the product sign-in', async () => {
    replies['/fb/pending'] = { status: 200, body: { name: 'Basic Member', email: 'basic@muster.test' } };
    replies['/fb/register'] = { status: 409, body: { result: 'ERROR', code: 'EMAIL_TAKEN' } };
    open('/login/facebook?result=NO_F3_ACCOUNT');
    await screen.findByText('Basic Member');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(SOCIAL_MESSAGES.emailTaken));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });
});
