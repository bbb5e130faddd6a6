import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { FeedbackAdminPage } from './FeedbackAdminPage';

const entry = (id: number, status: string) => ({
  __typename: 'FeedbackEntry',
  id,
  category: 'PROBLEM',
  type: 'SITE_PROBLEM',
  email: 'visitor@example.org',
  message: `Message ${id}`,
  rating: null,
  objectId: null,
  objectType: null,
  url: '/browse',
  ipAddress: '203.0.113.4',
  userAgent: 'Mozilla/5.0',
  user: null,
  created: '2026-11-20T10:00:00.000Z',
  status,
  correction: null as unknown,
});

function renderPage(answer: (operation: string, variables: Record<string, any>) => unknown) {
  const calls: [string, Record<string, any>][] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        calls.push([op.operationName ?? '', op.variables]);
        observer.next(answer(op.operationName ?? '', op.variables) as never);
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={['/admin/feedback']}>
        <FeedbackAdminPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

test('staff see messages newest first with who sent them, and mark one read', async () => {
  const calls = renderPage((op, v) =>
    op === 'FeedbackStaff'
      ? { data: { staff: null } }
      : op === 'FeedbackEntries'
        ? {
            data: {
              feedbackEntries: {
                __typename: 'FeedbackEntryConnection',
                totalCount: 30,
                nodes: [entry(2, 'NEW'), entry(1, 'READ')],
              },
            },
          }
        : { data: { setFeedbackStatus: { __typename: 'FeedbackEntry', id: v.id, status: v.status } } },
  );
  await settle();
  expect(screen.getByText('1–2 of 30')).toBeTruthy();
  expect(screen.getAllByText(/^Message \d$/).map((e) => e.textContent)).toEqual(['Message 2', 'Message 1']);
  expect(screen.getAllByText('203.0.113.4 · Mozilla/5.0')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Mark read' }));
  await settle();
  expect(calls.at(-1)).toEqual(['SetFeedbackStatus', { id: 2, status: 'READ' }]);
  expect(screen.getAllByRole('button', { name: 'Mark unread' })).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Older' }));
  await settle();
  expect(calls.at(-1)).toEqual(['FeedbackEntries', { offset: 25, first: 25 }]);
});

test('others are told only staff may read feedback', async () => {
  renderPage(() => ({
    errors: [{ message: 'Only staff may read feedback', extensions: { code: 'UNAUTHENTICATED' } }],
  }));
  await settle();
  expect(screen.getByRole('alert').textContent).toContain('Only staff may read feedback');
});

test('a report about an object links staff to its page', async () => {
  const report = (id: number, objectType: string, objectId: number) => ({
    ...entry(id, 'NEW'),
    type: objectType === 'IMAGE' ? 'IMAGE_PROBLEM' : 'CORRECTION',
    objectType,
    objectId,
  });
  renderPage(() => ({
    data: {
      feedbackEntries: {
        __typename: 'FeedbackEntryConnection',
        totalCount: 2,
        nodes: [report(4, 'IMAGE', 101), report(3, 'INDEX_RECORD', 7)],
      },
    },
  }));
  await settle();
  expect(screen.getByRole('link', { name: 'Image 101' }).getAttribute('href')).toBe('/image/101');
  expect(screen.getByRole('link', { name: 'Index Record 7' }).getAttribute('href')).toBe('/record/7');
});

test('staff with the corrections ability accept a suggested correction, or reject it with a reason', async () => {
  const proposal = (id: number) => ({
    ...entry(id, 'NEW'),
    type: 'CORRECTION',
    category: 'CORRECTION',
    objectId: 14,
    objectType: 'INDEX_RECORD',
    correction: {
      __typename: 'CorrectionProposal',
      field: 'surname',
      value: 'Wheelwright',
      state: 'PENDING',
      reason: null,
    },
  });
  const calls = renderPage((op, v) => {
    if (op === 'FeedbackStaff') return { data: { staff: { __typename: 'Staff', abilities: ['corrections'] } } };
    if (op === 'FeedbackEntries')
      return {
        data: {
          feedbackEntries: { __typename: 'FeedbackEntryConnection', totalCount: 2, nodes: [proposal(8), proposal(7)] },
        },
      };
    if (op === 'AcceptRecordCorrection')
      return {
        data: {
          acceptRecordCorrection: {
            __typename: 'CorrectIndexRecordPayload',
            correction: { __typename: 'RecordCorrection', id: 1 },
            userErrors: [],
          },
        },
      };
    return {
      data: {
        rejectRecordCorrection: {
          __typename: 'RejectRecordCorrectionPayload',
          proposal: { __typename: 'CorrectionProposal', state: 'REJECTED', reason: v.reason },
          userErrors: [],
        },
      },
    };
  });
  await settle();
  expect(screen.getAllByText('“Wheelwright”')).toHaveLength(2);
  expect(screen.getAllByRole('link', { name: 'Edit record 14' })[0].getAttribute('href')).toBe('/admin/records/14');
  fireEvent.click(screen.getAllByRole('button', { name: 'Accept' })[0]);
  await settle();
  expect(calls.find(([op]) => op === 'AcceptRecordCorrection')).toEqual(['AcceptRecordCorrection', { feedbackId: 8 }]);
  fireEvent.click(screen.getAllByRole('button', { name: 'Reject…' })[1]);
  const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
  expect(reject.disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The card says Wheeler.' } });
  fireEvent.click(reject);
  await settle();
  expect(calls.find(([op]) => op === 'RejectRecordCorrection')).toEqual([
    'RejectRecordCorrection',
    { feedbackId: 7, reason: 'The card says Wheeler.' },
  ]);
});
