import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { createCache } from '../../apollo';
import { searchHref } from '../../lib/searchState';
import { FACET_FAILURE, SearchPage } from './SearchPage';

type Answer =
  { data: Record<string, unknown> | null; errors?: { message: string; extensions: { code: string } }[] } | Error;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The page over a fake gateway answering by operation name. */
function renderPage(url: string, answer: (operation: string, variables: Record<string, unknown>) => Answer) {
  const operations: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push(operation.operationName ?? '');
        const result = answer(operation.operationName ?? '', operation.variables);
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result);
          observer.complete();
        }
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: createCache() })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/search"
            element={
              <>
                <SearchPage />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return operations;
}

const noHits = { data: { search: { __typename: 'SearchResults', totalCount: 0, nodes: [] } } };
const noFacets = {
  data: { search: { __typename: 'SearchResults', totalCount: 0, facets: [], earliestDate: null, latestDate: null } },
};
const emptySearch = {
  data: {
    emptySearch: { __typename: 'SearchResults', totalCount: 1500, facets: [], earliestDate: null, latestDate: null },
    siteCounts: { __typename: 'SiteCounts', records: 1234 },
  },
};

describe('SearchPage', () => {
  it.each(['k:(', 'w:((t:x', 'zzz', 'k:a~q'])(
    'shows a damaged docQuery %s as a message with a way out, not a crash',
    async (docQuery) => {
      const operations = renderPage(`/search?docQuery=${encodeURIComponent(docQuery)}`, () => noHits);
      const message = await screen.findByRole('alert');
      expect(message.textContent).toContain('This search address is damaged');
      expect(screen.getByRole('link', { name: 'Start a new search' }).getAttribute('href')).toBe('/search');
      expect(operations).toEqual([]);
    },
  );

  it('shows the empty search page from Query.emptySearch when there is no query', async () => {
    const operations = renderPage('/search', (op) => (op === 'EmptySearch' ? emptySearch : new Error(op)));
    expect(await screen.findByText('Search 1,234 records')).toBeTruthy();
    expect(operations).toEqual(['EmptySearch']);
  });

  it('replaces a readable address of the first version by its docQuery', async () => {
    renderPage('/search?keywords=smith&military.conflict=Civil+War', (op) => (op === 'Search' ? noHits : noFacets));
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(
      '/search?docQuery=k:smith,f:((t:military.conflict,v:((v:Civil_War))))',
    );
  });

  it("shows 'Something went wrong. Please try again later.' when the facets fail to load, and the hits still", async () => {
    renderPage('/search?docQuery=k:smith', (op) => (op === 'SearchFacets' ? new Error('facets down') : noHits));
    expect((await screen.findByRole('alert')).textContent).toContain(FACET_FAILURE);
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('says at once that a name of 11 words is over the limit, and does not search it', async () => {
    const operations = renderPage('/search?docQuery=k:smith', (op) => (op === 'Search' ? noHits : noFacets));
    await screen.findByText('No results');
    const lastName = screen.getByRole('combobox', { name: 'Last name' });
    fireEvent.change(lastName, {
      target: { value: 'Smith Jones Brown Taylor Wilson Davies Evans Thomas Roberts Walker Wright' },
    });
    expect((await screen.findByText(/^Last name may have/)).textContent).toBe(
      'Last name may have at most 4 words (got 11).',
    );
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    const searches = operations.filter((op) => op === 'Search').length;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location').textContent).toBe('/search?docQuery=k:smith');
    expect(operations.filter((op) => op === 'Search')).toHaveLength(searches);
  });

  it('shows why the gateway refused a search (BAD_USER_INPUT), not "Something went wrong"', async () => {
    const message =
      "the names of this search stand for more than 500 different indexed names ('S*' alone for 612): type more letters, fewer wildcards, or fewer sound-alike names";
    const refused = { data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
    renderPage(searchHref({ fieldedKeywords: [{ type: 'SURNAME', texts: ['S*'] }] }), () => refused);
    const notice = await screen.findByText('This search can’t be run as it is.');
    expect(notice.parentElement!.textContent).toContain(
      `The names of this search stand for more than 500 different indexed names ('S*' alone for 612): type more letters, fewer wildcards, or fewer sound-alike names.`,
    );
    expect(screen.queryByText(FACET_FAILURE)).toBeNull();
  });

  it('refuses a page past 10,000 before asking (TOO_LARGE)', async () => {
    const operations = renderPage('/search?docQuery=k:smith,o:9950', (op) => (op === 'Search' ? noHits : noFacets));
    expect((await screen.findByRole('alert')).textContent).toContain('Only the first 10,000 results can be shown');
    expect(operations).not.toContain('Search');
  });
});
