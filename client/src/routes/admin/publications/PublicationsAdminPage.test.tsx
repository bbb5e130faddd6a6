import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../../../apollo';
import { PUBLICATIONS_NOT_ALLOWED, PublicationsAdminPage } from './PublicationsAdminPage';

const field = (name: string, type: string, group: string, label: string, allowed: string[] | null = null) => ({
  __typename: 'EditableField',
  name,
  type,
  group,
  label,
  nullable: type === 'IMAGE',
  maxLength: null,
  allowed,
});
const LEVELS = ['PUBLIC', 'REGISTERED', 'CONFIRMED', 'SUBSCRIBER', 'SILO'];
const EDITOR = {
  __typename: 'PublicationEditor',
  publicationId: 2,
  effectiveAccessLevel: 'PUBLIC',
  fields: [
    field('configuredAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Configured access level', LEVELS),
    field('minimumAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Minimum access level', LEVELS),
    field('maximumAccessLevel', 'ACCESS_LEVEL', 'ACCESS', 'Maximum access level', LEVELS),
    field('allowPrint', 'BOOLEAN', 'PERMISSIONS', 'Allow print'),
    field('coverImageId', 'IMAGE', 'IMAGES', 'Cover image'),
  ],
  values: {
    __typename: 'PublicationEditValues',
    configuredAccessLevel: 'PUBLIC',
    minimumAccessLevel: 'PUBLIC',
    maximumAccessLevel: 'SILO',
    allowPrint: true,
    allowDownload: true,
    allowDownloadDoc: true,
    allowAnnotations: true,
    allowImports: true,
    title: 'Civil War Pension Index Cards',
    shortTitle: 'Pensions',
    shortDescription: '',
    mediumDescription: '',
    provider: 'National Archives',
    coverImageId: null,
    sampleImageIds: [],
    hasBrowse: true,
    browseLabels: ['State'],
    browseOutOfDate: false,
    percentComplete: 100,
    percentCompleteOverride: null,
    featured: false,
    isNew: false,
  },
  warnings: [{ __typename: 'PublicationWarning', code: 'NO_COVER_IMAGE', message: 'No cover image is chosen' }],
  recentChanges: [],
};
const LIST = {
  publications: [
    {
      __typename: 'Publication',
      id: 'PUBLICATION:2',
      publicationId: 2,
      title: 'Civil War Pension Index Cards',
      accessLevel: 'PUBLIC',
    },
  ],
  publicationWarnings: [{ __typename: 'PublicationWarning', publicationId: 2, code: 'NO_COVER_IMAGE' }],
  contentProviders: ['National Archives'],
};

function renderPage(answer: (operation: string, variables: Record<string, any>) => unknown, path: string) {
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
    <ApolloProvider client={new ApolloClient({ link, cache: createCache() })}>
      <MemoryRouter initialEntries={[path]}>
        <PublicationsAdminPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

test('members and staff without the publications ability are told the page is not for them', async () => {
  renderPage(
    () => ({ errors: [{ message: 'Only staff…', extensions: { code: 'FORBIDDEN' } }], data: null }),
    '/admin/publications',
  );
  await settle();
  expect(screen.getByRole('alert').textContent).toBe(PUBLICATIONS_NOT_ALLOWED);
  expect(screen.queryByRole('form')).toBeNull();
});

test('a refusal is shown by its field, and only the changed fields are sent', async () => {
  const calls = renderPage((operation) => {
    if (operation === 'StaffPublicationList') return { data: LIST };
    if (operation === 'StaffPublicationEditor') return { data: { publicationEditor: EDITOR } };
    return {
      data: {
        updatePublication: {
          __typename: 'PublicationEditPayload',
          editor: null,
          userErrors: [
            {
              __typename: 'UserError',
              field: ['input', 'minimumAccessLevel'],
              code: 'PUBLICATION_ACCESS_RANGE',
              message: 'The minimum access level (SILO) is above the maximum (SUBSCRIBER)',
            },
          ],
        },
      },
    };
  }, '/admin/publications?id=2');
  await settle();
  await settle();
  expect(screen.getByText(/No cover image is chosen/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Minimum access level'), { target: { value: 'SILO' } });
  fireEvent.change(screen.getByLabelText('Maximum access level'), { target: { value: 'SUBSCRIBER' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save 2 changes' }));
  await settle();
  expect(calls.find(([name]) => name === 'UpdatePublication')?.[1]).toEqual({
    id: 2,
    input: { minimumAccessLevel: 'SILO', maximumAccessLevel: 'SUBSCRIBER' },
  });
  expect(screen.getByRole('alert').textContent).toBe(
    'The minimum access level (SILO) is above the maximum (SUBSCRIBER)',
  );
  expect(screen.getByLabelText('Minimum access level').getAttribute('aria-invalid')).toBe('true');
});
