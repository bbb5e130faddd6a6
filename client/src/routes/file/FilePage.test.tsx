import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../../apollo';
import { FilePage } from './FilePage';

/** The page over a fake gateway answering FilePage with a file of `count` pages (null: no file). */
function renderPage(url: string, count: number | null) {
  const calls: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push(operation.variables);
        const { offset, first } = operation.variables as { offset: number; first: number };
        const ids =
          count === null
            ? []
            : Array.from({ length: Math.max(0, Math.min(first, count - offset)) }, (_, i) => offset + i + 1);
        observer.next({
          data: {
            file:
              count === null
                ? null
                : {
                    __typename: 'File',
                    id: 'FILE:7',
                    fileId: 7,
                    title: 'Ohio - 20th Infantry - B',
                    imageCount: count,
                    browsePath: ['Ohio', '20th Infantry', 'B'],
                    thumbnail: null,
                    access: null,
                    denyThumbnail: null,
                    publication: {
                      __typename: 'Publication',
                      id: 'PUBLICATION:3',
                      publicationId: 3,
                      title: 'Civil War Service Records',
                      slug: 'civil-war-service-records',
                    },
                    pages: {
                      __typename: 'ImageConnection',
                      nodes: ids.map((n) => ({
                        __typename: 'Image',
                        id: `IMAGE:${n}`,
                        imageId: n,
                        shortTitle: `Page ${n}`,
                        thumbnail: {
                          __typename: 'Thumbnail',
                          url: `/t/${n}.jpg`,
                          width: 200,
                          height: 150,
                          title: `Page ${n}`,
                        },
                      })),
                    },
                  },
          },
        });
        observer.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: createCache() })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/file/:id/:slug?" element={<FilePage />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

describe('FilePage', () => {
  it('shows the ?page= slice of the pages with Previous and Next links', async () => {
    const calls = renderPage('/file/7?page=2', 60);
    expect(await screen.findByRole('link', { name: 'Page 26' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ id: 'FILE:7', offset: 25, first: 25 });
    expect(screen.getByText('Pages 26–50 of 60')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 26' }).getAttribute('href')).toBe('/image/26');
    expect(screen.getByRole('link', { name: '‹ Previous' }).getAttribute('href')).toBe('/file/7');
    expect(screen.getByRole('link', { name: 'Next ›' }).getAttribute('href')).toBe('/file/7?page=3');
    expect(document.title).toBe('Ohio - 20th Infantry - B | Muster');
  });

  it('says so when there is no such file', async () => {
    renderPage('/file/8', null);
    expect(await screen.findByRole('heading', { name: 'We couldn’t find that file' })).toBeTruthy();
  });

  it('treats a non-numeric id as not found without asking', () => {
    const calls = renderPage('/file/abc', 5);
    expect(screen.getByRole('heading', { name: 'We couldn’t find that file' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
