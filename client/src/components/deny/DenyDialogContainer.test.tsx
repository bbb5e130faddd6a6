import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { DenyDialogContainer, ResendVerificationEmail as query } from './DenyDialogContainer';
import { RESEND_FAILURE, RESEND_SUCCESS } from './ResendVerification';

describe('DenyDialogContainer (resendVerificationEmail)', () => {
  it.each([
    ['the gateway sends it', { data: { resendVerificationEmail: true } }, RESEND_SUCCESS],
    ['the gateway fails', { errors: [new GraphQLError('Email service unavailable')] }, RESEND_FAILURE],
  ])('shows the result when %s', async (_, result, message) => {
    render(
      <MockedProvider mocks={[{ request: { query }, result }]}>
        <MemoryRouter>
          <DenyDialogContainer requirement="CONFIRM" action="VIEW" contentType="INDEX_RECORD" onClose={() => {}} />
        </MemoryRouter>
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(screen.getByRole('button', { name: 'Resending...' })).toBeTruthy();
    // The mocked gateway answers on a later tick; on a busy machine that can be well after 20 ms.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(message));
  });
});
