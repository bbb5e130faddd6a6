import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { citationDate } from '@muster/contract/rules';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../../apollo';
import { AlertProvider } from '../../components/alerts/AlertStack';
import { RecordPage } from './RecordPage';

const thumbnail = {
  __typename: 'Thumbnail',
  url: '/thumbnail/INDEX_RECORD/1.jpg',
  width: 200,
  height: 200,
  title: 'Josiah Whitcomb',
};

/** The page over a fake gateway whose node(id) answers `node`, for a visitor or a signed-in member. */
function renderPage(
  node: Record<string, unknown> | null,
  userId: number | null = null,
  errors?: { message: string; path: string[]; extensions: { code: string } }[],
) {
  const calls: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push(operation.variables);
        const user = userId === null ? null : { __typename: 'SessionUser', userId, email: 'member@example.org' };
        observer.next({
          data:
            operation.operationName === 'ReportIssueSession'
              ? { session: { __typename: 'Session', user } }
              : { node, session: { __typename: 'Session', user } },
          ...(errors && operation.operationName === 'Record' ? { errors } : {}),
        });
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: createCache() })}>
      <AlertProvider>
        <MemoryRouter initialEntries={['/record/1']}>
          <Routes>
            <Route path="/record/:id/:slug?" element={<RecordPage />} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </ApolloProvider>,
  );
  return calls;
}

/** A record the caller may view. */
const allowed = {
  __typename: 'IndexRecord',
  id: 'INDEX_RECORD:1',
  title: 'Josiah Whitcomb',
  fullName: 'Josiah Whitcomb',
  givenName: 'Josiah',
  middleName: null,
  surname: 'Whitcomb',
  nameSuffix: null,
  gender: 'M',
  race: null,
  birthDate: '1838',
  birthPlace: null,
  residencePlace: null,
  enlistmentDate: null,
  enlistmentPlace: null,
  dischargeDate: null,
  deathDate: null,
  deathPlace: null,
  conflict: 'Civil War',
  branch: 'Army',
  rank: 'Private',
  unit: null,
  serviceNumber: null,
  casualtyType: null,
  award: null,
  deathCause: null,
  enlistmentRank: null,
  dischargeRank: null,
  theater: null,
  burialDate: null,
  burialPlace: null,
  regiment: null,
  company: null,
  recordId: 1,
  image: {
    __typename: 'Image',
    id: 'IMAGE:101',
    imageId: 101,
    title: 'Company A muster roll, page 1',
    ordinal: 3,
    roll: { __typename: 'Roll', rollId: 12, literalTitle: 'Massachusetts - 20th Infantry - Company A' },
  },
  subImage: { __typename: 'SubImage', id: 'SUB_IMAGE:7', subImageId: 7 },
  publication: {
    __typename: 'Publication',
    id: 'PUBLICATION:1',
    publicationId: 1,
    title: 'Service Records',
    slug: 'service-records',
    provider: 'National Archives',
  },
  thumbnail: null,
};

/** A record answered with its details null and `access` saying why, as node(id) answers a denied caller. */
const denied = (requirement: string) => ({
  ...allowed,
  middleName: null,
  gender: null,
  birthDate: null,
  rank: null,
  regiment: null,
  company: null,
  denyThumbnail: thumbnail,
  access: { __typename: 'Denial', action: 'VIEW', requirement },
});

describe('RecordPage for a record the caller may not view', () => {
  it('asks node(id) and shows the deny dialog with the subscribe message and the 200 px thumbnail', async () => {
    const calls = renderPage(denied('SUBSCRIBE'));
    const dialog = await screen.findByRole('dialog');
    expect(calls[0]).toEqual({ nodeId: 'INDEX_RECORD:1' });
    expect(dialog.textContent).toContain('You need a subscription to view this index record.');
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/choose-a-plan');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Frecord%2F1');
    const img = dialog.querySelector('img');
    expect(img?.getAttribute('src')).toContain('/thumbnail/INDEX_RECORD/1.jpg');
    expect(screen.getByRole('heading', { name: 'Josiah Whitcomb' })).toBeTruthy();
  });

  it('offers a visitor free registration for a login requirement', async () => {
    renderPage(denied('LOGIN'));
    expect(await screen.findByRole('link', { name: 'Register for free' })).toBeTruthy();
  });

  it('does not offer a signed-in member to sign in, and closes to the preview', async () => {
    renderPage(denied('SUBSCRIBE'), 42);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('This index record is not available with your account.')).toBeTruthy();
  });

  it('shows the record itself when it is allowed', async () => {
    renderPage(allowed);
    expect(await screen.findByText('Private')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers the original page at the top, opened on the record's region (?rec=) when it has one", async () => {
    renderPage(allowed);
    const link = await screen.findByRole('link', { name: 'View the original page' });
    expect(link.getAttribute('href')).toBe('/image/101?rec=7');
    // Before the record's fields, so a phone shows it first.
    expect(link.compareDocumentPosition(screen.getByText('Private')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: /^View the original page: / }).getAttribute('href')).toBe(
      '/image/101?rec=7',
    );
  });

  it('opens the whole page when no region was cut for the record', async () => {
    renderPage({ ...allowed, subImage: null });
    const link = await screen.findByRole('link', { name: 'View the original page' });
    expect(link.getAttribute('href')).toBe('/image/101');
  });

  it('shows the record without its page and publication links when those lookups failed', async () => {
    renderPage({ ...allowed, image: null, publication: null });
    expect(await screen.findByText('Private')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View the original page' })).toBeNull();
  });
});

describe('RecordPage for a record the caller may view', () => {
  it('shows a copyable source citation: person, publication, roll, page, archive, address and date seen', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(allowed);
    const citation = await screen.findByTestId('source-citation');
    const today = citationDate(new Date());
    const expected =
      `"Service Records," database with images, Muster (${window.location.origin}/record/1 : accessed ${today}), ` +
      'entry for Josiah Whitcomb; roll Massachusetts - 20th Infantry - Company A, page 3; citing National Archives.';
    expect(citation.textContent).toBe(expected);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy citation' })));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(screen.getByText('Copied to clipboard.')).toBeTruthy();
  });

  it('reports an issue about this record: a correction first, no email asked of a member, no rating', async () => {
    renderPage(allowed, 42);
    fireEvent.click(await screen.findByRole('button', { name: 'Report an Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an Issue' });
    expect((screen.getByRole('radio', { name: /correction/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /problem with the image/ })).toBeTruthy();
    await screen.findByLabelText('Enter your message');
    expect(dialog.querySelector('input[type=email]')).toBeNull();
    expect(screen.queryByText('I like it')).toBeNull();
  });

  it('asks a visitor for an email address in the report', async () => {
    renderPage(allowed);
    fireEvent.click(await screen.findByRole('button', { name: 'Report an Issue' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });
});

describe('RecordPage when a service did not answer for part of it', () => {
  const outage = (code: string) => [
    { message: 'The regiment service did not answer', path: ['node', 'regiment'], extensions: { code } },
  ];

  it('shows the record with a notice that part of the page is missing, and tries again on request', async () => {
    const calls = renderPage({ ...allowed, regiment: null }, null, outage('SERVICE_UNAVAILABLE'));
    expect(await screen.findByRole('heading', { name: 'Josiah Whitcomb' })).toBeTruthy();
    expect(screen.getByText(/Part of this page could not be loaded/).closest('[role=status]')).not.toBeNull();
    const before = calls.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(calls.length).toBe(before + 1);
  });

  it('shows no notice for a part the caller is refused: nothing is missing by accident', async () => {
    renderPage({ ...allowed, regiment: null }, null, outage('FORBIDDEN'));
    expect(await screen.findByRole('heading', { name: 'Josiah Whitcomb' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
