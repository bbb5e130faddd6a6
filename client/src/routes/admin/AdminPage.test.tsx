import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AdminPage, LINK_INVALID, NOT_ALLOWED } from './AdminPage';

const member = (roles: string[], externalLinked = true) => ({
  __typename: 'StaffUser',
  userId: 7,
  username: 'hwhitcomb',
  email: 'helen@example.org',
  roles,
  status: 'ANNUAL_SUBSCRIBER',
  externalLinked,
  closed: false,
});
const ADMIN = {
  __typename: 'Staff',
  roles: ['admin'],
  abilities: ['roles', 'users', 'impersonate', 'external-links', 'tags'],
  knownRoles: ['admin', 'support', 'content'],
};

function renderPage(
  staff: unknown,
  answer: (operation: string, variables: Record<string, any>) => unknown = () => ({ data: {} }),
  path = '/admin',
) {
  const calls: [string, Record<string, any>][] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        calls.push([op.operationName ?? '', op.variables]);
        observer.next(
          (op.operationName === 'Staff' ? { data: { staff } } : answer(op.operationName ?? '', op.variables)) as never,
        );
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[path]}>
        <AdminPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

test('members without a role are told the page is not for them', async () => {
  renderPage(null);
  await settle();
  expect(screen.getByRole('alert').textContent).toBe(NOT_ALLOWED);
  expect(screen.queryByRole('search')).toBeNull();
});

test('an admin finds a member, changes their roles, makes an impersonation link and unlinks their external account', async () => {
  const calls = renderPage(ADMIN, (op, v) => {
    switch (op) {
      case 'StaffUsers':
        return { data: { staffUsers: [member([])] } };
      case 'TagNames':
        return { data: { tagNames: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } };
      case 'UpdateRoles':
        return { data: { updateRoles: v.roles } };
      case 'CreateImpersonationLink':
        return {
          data: {
            createImpersonationLink: {
              __typename: 'ImpersonationLink',
              url: '/admin/impersonate/abc',
              expiresAt: '2026-11-22T10:10:00.000Z',
            },
          },
        };
      case 'RemoveExternalLink':
        return { data: { removeExternalLink: member([], false) } };
      default:
        return { data: {} };
    }
  });
  await settle();
  expect(screen.getByRole('link', { name: 'Feedback messages' }).getAttribute('href')).toBe('/admin/feedback');
  fireEvent.change(screen.getByLabelText('Username, email or id'), { target: { value: ' hwhit ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
  await settle();
  expect(calls).toContainEqual(['StaffUsers', { search: 'hwhit' }]);
  expect(screen.getByText('hwhitcomb')).toBeTruthy();

  expect((screen.getByRole('button', { name: 'Save roles' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByLabelText('support'));
  fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
  await settle();
  expect(calls).toContainEqual(['UpdateRoles', { userId: 7, roles: ['support'] }]);
  expect(screen.getByText('Roles saved')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Create impersonation link' }));
  await settle();
  expect(screen.getByRole('link', { name: /\/admin\/impersonate\/abc$/ }).getAttribute('href')).toBe(
    '/admin/impersonate/abc',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Remove external account link' }));
  await settle();
  expect(calls).toContainEqual(['RemoveExternalLink', { userId: 7 }]);
  expect(screen.getByText('External account link removed')).toBeTruthy();
});

test('a content editor sees tag admin only, and a deletion is asked twice', async () => {
  let tags = [{ __typename: 'TagNameCount', name: 'spam link', count: 3 }];
  const calls = renderPage(
    { __typename: 'Staff', roles: ['content'], abilities: ['tags'], knownRoles: [] },
    (op, v) => {
      if (op === 'DeleteTag') {
        tags = [];
        return { data: { deleteTag: { __typename: 'TagDeletion', name: v.name, deleted: 3 } } };
      }
      return { data: { tagNames: { nodes: tags, pageInfo: { hasNextPage: false, endCursor: null } } } };
    },
  );
  await settle();
  expect(screen.queryByRole('search')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(calls.some(([op]) => op === 'DeleteTag')).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Delete for everyone' }));
  await settle();
  await settle();
  expect(calls).toContainEqual(['DeleteTag', { name: 'spam link' }]);
  expect(screen.getByText('No tags yet.')).toBeTruthy();
});

test('an expired or used impersonation link is explained', async () => {
  renderPage(
    ADMIN,
    (op) =>
      op === 'TagNames'
        ? { data: { tagNames: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } } } }
        : { data: {} },
    '/admin?impersonation=invalid',
  );
  await settle();
  expect(screen.getByRole('alert').textContent).toBe(LINK_INVALID);
});
