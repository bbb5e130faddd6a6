import { screen, waitFor } from '@testing-library/react';
import { gqlError, renderWithGateway } from '../shared/fakeGateway';
import { SIGNED_OUT, SIGNOUT_REASONS, SignOffPage } from './SignOffPage';

const signedOut = { data: { signOut: { __typename: 'Session', verificationRequired: false } } };
const open = (url: string, answer = signedOut as ReturnType<typeof gqlError>) =>
  renderWithGateway(url, [{ path: '/signoff', element: <SignOffPage /> }], (op) =>
    op === 'SignOut' ? answer : undefined,
  );
const location = () => screen.getByTestId('location').textContent;

describe('SignOffPage', () => {
  it('signs out and goes home', async () => {
    const { names } = open('/signoff');
    await waitFor(() => expect(location()).toBe('/'));
    expect(names()).toEqual(['SignOut']);
  });

  it('goes on to a same-site next address, never another site', async () => {
    open('/signoff?next=%2Fsearch%3FdocQuery%3Dk%3Asmith');
    await waitFor(() => expect(location()).toBe('/search?docQuery=k:smith'));
  });

  it('ignores a next address on another site', async () => {
    open('/signoff?next=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('says the session expired for signout-reason=page-expired, with a way to sign in again', async () => {
    open('/signoff?signout-reason=page-expired');
    expect((await screen.findByText(SIGNOUT_REASONS['page-expired'])).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
  });

  it('gives an unknown reason the plain line, and still clears the session when the call fails', async () => {
    open('/signoff?signout-reason=credentials-changed', gqlError('INTERNAL_SERVER_ERROR'));
    expect(await screen.findByText(SIGNED_OUT)).toBeTruthy();
  });
});
