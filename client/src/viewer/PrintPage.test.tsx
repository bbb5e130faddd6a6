import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { denyMessage } from '../components/deny/denyMessages';
import { PrintPage } from './PrintPage';

const thumbnail = {
  __typename: 'Thumbnail',
  url: '/thumbnail/5/200/200/0_0_0_0/0.jpg',
  width: 200,
  height: 200,
  title: 'Page 1',
};

/** /print?image=5 with the gateway answering the one query as given. */
function renderPrint(printUrl: string | null, requirement: string | null) {
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        const image = {
          __typename: 'Image',
          id: 'IMAGE:5',
          title: 'Page 1',
          printUrl,
          printDenial: requirement === null && printUrl ? null : { __typename: 'Denial', requirement },
          denyThumbnail: thumbnail,
        };
        setTimeout(() => {
          observer.next({ data: { image } } as never);
          observer.complete();
        }, 0);
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter initialEntries={['/print?image=5']}>
        <Routes>
          <Route path="/print" element={<PrintPage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

describe('PrintPage', () => {
  test('a member who may print gets the page', async () => {
    renderPrint('/download/jpg/5.jpg?action=print', null);
    expect((await screen.findByRole('img', { name: 'Page 1' })).getAttribute('src')).toBe(
      '/download/jpg/5.jpg?action=print',
    );
  });

  test('a caller who lacks a subscription is offered one, not told the publication forbids printing', async () => {
    renderPrint(null, 'SUBSCRIBE');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(denyMessage('SUBSCRIBE', 'PRINT', 'Image').title);
    expect(screen.queryByText('This publication does not allow printing.')).toBeNull();
  });

  test('a publication that does not offer printing says so', async () => {
    renderPrint(null, null);
    expect((await screen.findByText('This publication does not allow printing.')).tagName).toBe('P');
  });
});
