import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { ImportsAdminPage } from './ImportsAdminPage';

const JOB = {
  __typename: 'ImportJob',
  id: '7',
  publicationId: 1,
  fileName: 'roll.csv',
  state: 'DONE',
  message: null,
  validateOnly: false,
  cancelRequested: false,
  reportPath: '/admin/imports/7/report.csv',
  createdAt: '2026-11-27T10:00:00.000Z',
  progress: {
    __typename: 'ImportProgress',
    rowsRead: 100000,
    rowsWritten: 99000,
    rowsRejected: 1000,
    rowsWarned: 0,
    rowsSkipped: 0,
    scansTiled: 40,
    scansTotal: 40,
  },
  findings: {
    __typename: 'ImportFindingConnection',
    totalCount: 1000,
    nodes: [
      {
        __typename: 'ImportFinding',
        row: 100,
        level: 'ERROR',
        check: 'bad-date',
        column: 'Birth',
        value: 'sometime',
        message: 'Birth "sometime" is not a date: write it as 1862, 1862-09 or 1862-09-17',
      },
    ],
  },
};

function renderPage(answers: Record<string, unknown>, at = '/admin/imports') {
  const calls: [string, Record<string, unknown>][] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((observer) => {
        calls.push([op.operationName ?? '', op.variables]);
        const answer = answers[op.operationName ?? ''];
        if (answer instanceof Error)
          observer.next({ errors: [{ message: answer.message, extensions: { code: 'FORBIDDEN' } }] } as never);
        else observer.next({ data: answer ?? {} } as never);
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={[at]}>
        <ImportsAdminPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

const LIST = { importJobs: { __typename: 'ImportJobConnection', totalCount: 1, nodes: [JOB] } };
const pub = (publicationId: number, title: string, accessLevel = 'SUBSCRIBER') => ({
  __typename: 'Publication',
  id: `PUBLICATION:${publicationId}`,
  publicationId,
  title,
  accessLevel,
});
const PUBLICATIONS = {
  publications: [
    pub(1, 'Civil War Service Records of Union Soldiers'),
    pub(2, 'Civil War Pension Index Cards', 'PUBLIC'),
    pub(3, 'WWI Draft Registration Cards'),
  ],
};

/** Types into the publication picker and picks the option whose title matches. */
async function pick(typed: string, title: RegExp) {
  const box = screen.getByRole('combobox', { name: 'Publication' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.mouseDown(
    within(screen.getByRole('listbox', { name: 'Publications' })).getByRole('option', { name: title }),
  );
  await settle();
}

test('starting an import from a server file sends its settings, and the import opens with its counts and rows to fix', async () => {
  const calls = renderPage({
    ImportJobs: LIST,
    ImportPublications: PUBLICATIONS,
    ImportJob: { importJob: JOB },
    StartImport: {
      startImport: {
        __typename: 'ImportJobPayload',
        importJob: { __typename: 'ImportJob', id: '7', state: 'QUEUED' },
        userErrors: [],
      },
    },
  });
  await settle();
  await pick('union service', /Union Soldiers/);
  expect(screen.getByText('Importing into #1, Civil War Service Records of Union Soldiers')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/server's imports folder/), { target: { value: 'big/roll.csv' } });
  fireEvent.change(screen.getByLabelText(/folder of scans/), { target: { value: 'big/scans' } });
  fireEvent.click(screen.getByLabelText('Check only, write nothing'));
  fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
  await settle();
  await settle();
  expect(calls.find(([name]) => name === 'StartImport')![1]).toEqual({
    input: {
      publicationId: 1,
      serverPath: 'big/roll.csv',
      scansServerPath: 'big/scans',
      firstRecords: 0,
      maxErrors: 0,
      validateOnly: true,
      correctById: false,
      mapping: null,
      levels: [],
    },
  });
  const panel = screen.getByRole('region', { name: 'Import 7: roll.csv' });
  expect(within(panel).getByRole('status').textContent).toBe('Done');
  expect(within(panel).getByText('99,000')).toBeTruthy();
  expect(within(panel).getByText('Scans tiled (of 40)')).toBeTruthy();
  expect(within(panel).getByText(/is not a date/)).toBeTruthy();
  expect(within(panel).getByRole('link', { name: 'Download report (CSV)' }).getAttribute('href')).toBe(
    '/admin/imports/7/report.csv',
  );
  expect(within(panel).getByRole('button', { name: 'Undo import' })).toBeTruthy();
});

test("the gateway's refusal of the input shows above the button", async () => {
  renderPage({
    ImportJobs: LIST,
    ImportPublications: PUBLICATIONS,
    StartImport: {
      startImport: {
        __typename: 'ImportJobPayload',
        importJob: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: ['input', 'serverPath'],
            message: 'Name a file inside the imports folder',
            code: 'BAD_USER_INPUT',
          },
        ],
      },
    },
  });
  await settle();
  await pick('1', /Union Soldiers/);
  fireEvent.change(screen.getByLabelText(/server's imports folder/), { target: { value: '../x.csv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
  await settle();
  expect(screen.getByRole('alert').textContent).toBe('Name a file inside the imports folder');
});

test('staff without the imports ability are told so', async () => {
  renderPage({ ImportJobs: new Error('Only staff with the imports ability may import records') });
  await settle();
  expect(screen.getByRole('alert').textContent).toMatch(/Only staff who import records/);
});

test('the publication is found by words of its title, in any order, or by its number, and must be chosen', async () => {
  const calls = renderPage({ ImportJobs: LIST, ImportPublications: PUBLICATIONS });
  await settle();
  // The recent imports name their publication.
  expect(screen.getByRole('cell', { name: 'Civil War Service Records of Union Soldiers' })).toBeTruthy();
  const box = screen.getByRole('combobox', { name: 'Publication' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'cards civil' } });
  const options = () => within(screen.getByRole('listbox', { name: 'Publications' })).queryAllByRole('option');
  expect(options().map((o) => o.textContent)).toEqual(['Civil War Pension Index Cards#2 · public']);
  fireEvent.change(box, { target: { value: 'navy' } });
  expect(options()).toEqual([]);
  expect(screen.getByText('No publication has that in its title')).toBeTruthy();
  // Nothing chosen: the form says so and starts nothing.
  fireEvent.change(screen.getByLabelText(/server's imports folder/), { target: { value: 'roll.csv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start import' }));
  await settle();
  expect(screen.getByRole('alert').textContent).toMatch(/^Choose the publication to import into/);
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(calls.map(([name]) => name)).not.toContain('StartImport');
  // Keys: down to the second match, Enter chooses it.
  fireEvent.change(box, { target: { value: 'civil war' } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect((box as HTMLInputElement).value).toBe('Civil War Pension Index Cards');
  expect(screen.getByText('Importing into #2, Civil War Pension Index Cards')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  // Typing again forgets the choice.
  fireEvent.change(box, { target: { value: 'Civil War Pension' } });
  expect(screen.getByText('No publication chosen yet')).toBeTruthy();
});
