import { jest } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { AdminPage } from './AdminPage';

const KEY = {
  __typename: 'ApiKey',
  id: '3',
  name: 'Catalogue sync',
  prefix: 'mk_AbCdEfGh',
  scopes: ['READ', 'WRITE'],
  origins: ['https://partner.example'],
  ownerId: 60,
  ownerUsername: 'partnerlib',
  ownerAccountStatus: 'comp-subscriber',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'archivist',
  expiresAt: '2027-11-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  live: true,
};
const SECRET = 'mk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

/** The admin form's refusal as the gateway answers it: a user error naming the input field. */
const refusedOrigins = {
  createApiKey: {
    __typename: 'CreateApiKeyPayload',
    createdApiKey: null,
    userErrors: [
      { __typename: 'UserError', field: ['input', 'origins'], message: '"*" is not an origin', code: 'BAD_USER_INPUT' },
    ],
  },
};

function renderPage(abilities: string[], created: unknown = null) {
  const calls: [string, Record<string, any>][] = [];
  let keys = [KEY];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        calls.push([op.operationName ?? '', op.variables]);
        const answers: Record<string, unknown> = {
          Staff: { staff: { __typename: 'Staff', roles: ['admin'], abilities, knownRoles: [] } },
          ApiKeys: { apiKeys: keys },
          CreateApiKey: created ?? {
            createApiKey: {
              __typename: 'CreateApiKeyPayload',
              createdApiKey: {
                __typename: 'CreatedApiKey',
                secret: SECRET,
                key: { __typename: 'ApiKey', id: '4', prefix: SECRET.slice(0, 11), ownerUsername: 'partnerlib' },
              },
              userErrors: [],
            },
          },
          RevokeApiKey: { revokeApiKey: { ...KEY, live: false, revokedAt: '2026-11-27T05:00:00.000Z' } },
        };
        if (op.operationName === 'RevokeApiKey') keys = [];
        observer.next({ data: answers[op.operationName ?? ''] ?? {} } as never);
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={['/admin']}>
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

test('staff without the api-keys ability see no key section and ask for no keys', async () => {
  const calls = renderPage(['users']);
  await settle();
  expect(screen.queryByRole('heading', { name: 'Partner API keys' })).toBeNull();
  expect(calls.map(([name]) => name)).not.toContain('ApiKeys');
});

test('an admin lists keys by prefix, makes one whose secret is shown once with a copy button, and revokes one', async () => {
  const writeText = jest.fn(async (_text: string) => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const calls = renderPage(['api-keys']);
  await settle();
  const row = screen.getByText('Catalogue sync').closest('li')!;
  expect(within(row).getByText('mk_AbCdEfGh…')).toBeTruthy();
  expect(within(row).getByText('never')).toBeTruthy();

  fireEvent.change(screen.getByLabelText('Partner account id'), { target: { value: '60' } });
  fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Widget' } });
  fireEvent.click(screen.getByLabelText(/write \(mutations\)/));
  fireEvent.change(screen.getByLabelText(/Web origins/), { target: { value: 'https://a.example\nhttps://b.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
  await settle();
  expect(calls.find(([name]) => name === 'CreateApiKey')![1]).toEqual({
    input: {
      ownerId: 60,
      name: 'Widget',
      scopes: ['WRITE'],
      origins: ['https://a.example', 'https://b.example'],
      expiresAt: null,
    },
  });
  const panel = screen.getByRole('region', { name: "New key's secret" });
  expect(within(panel).getByText(SECRET)).toBeTruthy();
  fireEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
  await settle();
  expect(writeText).toHaveBeenCalledWith(SECRET);
  expect(within(panel).getByRole('status').textContent).toBe('Copied to clipboard.');
  fireEvent.click(within(panel).getByRole('button', { name: 'I have stored it' }));
  expect(screen.queryByText(SECRET)).toBeNull();

  fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
  fireEvent.click(screen.getByRole('button', { name: 'Revoke for good' }));
  await settle();
  expect(calls.find(([name]) => name === 'RevokeApiKey')![1]).toEqual({ id: '3' });
  expect(screen.getByText(/Revoked Catalogue sync/)).toBeTruthy();
});

test("the gateway's refusal of an input field shows by that field, and no secret panel opens", async () => {
  renderPage(['api-keys'], refusedOrigins);
  await settle();
  fireEvent.change(screen.getByLabelText('Partner account id'), { target: { value: '60' } });
  fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'Widget' } });
  const origins = screen.getByLabelText(/Web origins/);
  fireEvent.change(origins, { target: { value: '*' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
  await settle();
  expect(origins.getAttribute('aria-invalid')).toBe('true');
  expect(origins.closest('label')!.textContent).toContain('"*" is not an origin');
  expect(screen.queryByRole('region', { name: "New key's secret" })).toBeNull();
});
