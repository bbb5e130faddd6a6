import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import type { DenyRequirement } from '../../__generated__/graphql';
import { DenyDialogContainer, DenyDialogSession, ResendVerificationEmail as query } from './DenyDialogContainer';
import { RESEND_FAILURE, RESEND_SUCCESS } from './ResendVerification';

const sessionOf = (userId: number | null): MockLink.MockedResponse => ({
  request: { query: DenyDialogSession },
  result: {
    data: {
      session: { __typename: 'Session', user: userId === null ? null : { __typename: 'SessionUser', userId } },
    },
  },
});

const renderContainer = (requirement: DenyRequirement, mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <DenyDialogContainer requirement={requirement} action="VIEW" contentType="IMAGE" onClose={() => {}} />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('DenyDialogContainer (resendVerificationEmail)', () => {
  it.each([
    ['the gateway sends it', { data: { resendVerificationEmail: true } }, RESEND_SUCCESS],
    ['the gateway fails', { errors: [new GraphQLError('Email service unavailable')] }, RESEND_FAILURE],
  ])('shows the result when %s', async (_, result, message) => {
    renderContainer('CONFIRM', [sessionOf(7), { request: { query }, result }]);
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: 'Resending...' })).toBeTruthy();
    // The mocked gateway answers on a later tick; on a busy machine that can be well after 20 ms.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
  });
});

describe('DenyDialogContainer (who is asked to sign in)', () => {
  it('a visitor meeting a subscriber page may sign in', async () => {
    renderContainer('SUBSCRIBE', [sessionOf(null)]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy());
    expect(screen.getByText(/Already a member\?/)).toBeTruthy();
  });

  it('a signed-in Basic member meeting a subscriber page is offered a subscription, never Sign In', async () => {
    renderContainer('SUBSCRIBE', [sessionOf(7)]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Subscribe' })).toBeTruthy());
    // Let the session answer land (as it does for the visitor above) before looking for what must not be there.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByText(/Already a member\?/)).toBeNull();
  });
});
