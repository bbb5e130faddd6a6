import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { NO_ADJUSTMENTS } from '../imageAdjustments';
import { DownloadDialog } from './DownloadDialog';

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };

const thumbnail = {
  __typename: 'Thumbnail',
  url: '/thumbnail/5/200/200/0_0_0_0/0.jpg',
  width: 200,
  height: 200,
  title: 'Page 1',
};
/** undefined: allowed; null: the publication does not offer it; else what the caller lacks. */
type Denied = string | null | undefined;
const denial = (requirement: Denied) => (requirement === undefined ? null : { __typename: 'Denial', requirement });
/** The JPEG's and the PDF's denial; one value stands for both. */
const access = (...denied: [Denied] | [Denied, Denied]) => ({
  data: {
    image: {
      __typename: 'Image',
      id: 'IMAGE:5',
      downloadDenial: denial(denied[0]),
      pdfDenial: denial(denied.length === 2 ? denied[1] : denied[0]),
      denyThumbnail: thumbnail,
    },
  },
});
const pdfRequest = (state: string, downloadUrl: string | null = null) => ({
  __typename: 'PdfRequest',
  id: 'ab'.repeat(16),
  state,
  expires: '2026-11-22T08:00:00.000Z',
  downloadUrl,
  failure: null,
});

/** The gateway as the dialog sees it: each operation answered by name, in the order given. */
function renderDialog(answers: Record<string, Answer[]>) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        const answer = answers[operation.operationName ?? '']?.shift();
        if (!answer) throw new Error(`unexpected ${operation.operationName}`);
        setTimeout(() => {
          observer.next(answer as never);
          observer.complete();
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/image/5']}>
        <DownloadDialog imageId={5} adjustments={NO_ADJUSTMENTS} onClose={() => {}} />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return asked;
}

const settle = (ms = 0) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('DownloadDialog', () => {
  test('a Basic member on a subscriber page gets the deny dialog, not the choices', async () => {
    renderDialog({ DownloadDialogAccess: [access('SUBSCRIBE')] });
    await settle();
    expect(screen.getByRole('dialog', { name: 'A subscription is needed' })).toBeTruthy();
    expect(screen.getByText('You need a subscription to download this image.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare PDF' })).toBeNull();
  });

  test('a publication that offers no downloads says so', async () => {
    renderDialog({ DownloadDialogAccess: [access(null)] });
    await settle();
    expect(screen.getByText('This publication does not allow downloads.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download JPEG' })).toBeNull();
  });

  test("a publication that offers the image but not the PDF says so in the PDF's place", async () => {
    renderDialog({ DownloadDialogAccess: [access(undefined, null)] });
    await settle();
    expect(screen.getByRole('button', { name: 'Download JPEG' })).toBeTruthy();
    expect(screen.getByText('This publication does not allow PDF downloads.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prepare PDF' })).toBeNull();
  });

  test("a publication that offers the PDF but not the image says so in the image's place", async () => {
    renderDialog({ DownloadDialogAccess: [access(null, undefined)] });
    await settle();
    expect(screen.getByText('This publication does not allow image downloads.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download JPEG' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Prepare PDF' })).toBeTruthy();
  });

  test('the PDF is asked for, shown while prepared, then offered to save', async () => {
    const asked = renderDialog({
      DownloadDialogAccess: [access(undefined)],
      DownloadRequestPdf: [{ data: { requestPdf: pdfRequest('SUBMITTED') } }],
      DownloadPdfRequest: [
        { data: { pdfRequest: pdfRequest('PROCESSING') } },
        { data: { pdfRequest: pdfRequest('READY', '/download/x?token=1') } },
      ],
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare PDF' }));
    await settle();
    expect(screen.getByRole('status').textContent).toBe('Asked for the PDF: waiting its turn…');
    expect(screen.getByRole('progressbar', { name: 'PDF preparation' }).getAttribute('value')).toBe('1');
    await settle(1050);
    expect(screen.getByRole('status').textContent).toBe('Preparing the PDF…');
    await settle(1050);
    expect(screen.getByRole('status').textContent).toBe('Your PDF is ready.');
    expect(screen.getByRole('link', { name: 'Save the PDF' }).getAttribute('href')).toBe('/download/x?token=1');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(asked).toEqual(['DownloadDialogAccess', 'DownloadRequestPdf', 'DownloadPdfRequest', 'DownloadPdfRequest']);
  });

  test("too many PDFs at once: the service's message, and the button stays", async () => {
    renderDialog({
      DownloadDialogAccess: [access(undefined)],
      DownloadRequestPdf: [
        {
          errors: [
            {
              message: 'Only 3 PDFs can be prepared at once; please wait for one to finish',
              extensions: { code: 'TOO_MANY_REQUESTS' },
            },
          ],
        },
      ],
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare PDF' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Only 3 PDFs can be prepared at once; please wait for one to finish',
    );
    expect(screen.getByRole('button', { name: 'Prepare PDF' })).toBeTruthy();
  });
});
