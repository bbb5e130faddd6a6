import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CollectionPage, CollectionQuery } from './CollectionPage';

const longStory = `${'He marched from Boston to the Potomac with his company and wrote home every week. '.repeat(5)}The end.`;
const memorial = {
  __typename: 'Memorial',
  id: 'STORY_PAGE:7',
  memorialId: 7,
  title: 'Josiah Whitcomb',
  description: 'Private',
  ownerUsername: 'hwhitcomb',
  stories: [
    { __typename: 'MemorialStory', id: '70', title: 'The West Woods', content: longStory, dateText: '1838–1862' },
  ],
  thumbnail: { __typename: 'Thumbnail', url: '/thumbnail/1.jpg', width: 96, height: 96, title: 'Josiah' },
};
const collection = (kind: string, stories: unknown[]) => ({
  data: {
    titleCollection: {
      __typename: 'TitleCollection',
      id: 'TITLE_COLLECTION:1',
      title: 'Civil War',
      kind,
      description: 'Records of the Civil War.',
      iconUrl: 'data:image/svg+xml,%3Csvg%2F%3E',
      backgroundUrl: 'data:image/svg+xml,%3Csvg%2F%3E',
      publications: [],
      stories,
    },
  },
});

function renderAt(path: string, mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/collection/:slug" element={<CollectionPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

test('War Stories leads with the stories of the war, each cut short and linking to its memorial', async () => {
  renderAt('/collection/us-civil-war', [
    {
      request: { query: CollectionQuery, variables: { slug: 'us-civil-war' } },
      result: collection('CONFLICT', [memorial]),
    },
  ]);
  await screen.findByRole('heading', { level: 1, name: 'Civil War Stories' });
  expect(screen.getByText('War Stories')).toBeTruthy();
  expect(screen.getByRole('heading', { name: /Stories of those who served/ }).textContent).toContain('(1 story)');
  expect(screen.getByRole('link', { name: 'Josiah Whitcomb' }).getAttribute('href')).toBe('/memorial/7');
  const excerpt = screen.getByText(/^He marched/).textContent!;
  expect(excerpt.endsWith('…')).toBe(true);
  expect(excerpt.length).toBeLessThanOrEqual(241);
});

test('a theme has no stories section', async () => {
  renderAt('/collection/pension-files', [
    { request: { query: CollectionQuery, variables: { slug: 'pension-files' } }, result: collection('TITLE', []) },
  ]);
  await screen.findByRole('heading', { level: 1, name: 'Civil War' });
  expect(screen.queryByRole('heading', { name: /Stories of those who served/ })).toBeNull();
});

test('a malformed address is not found without asking the gateway', async () => {
  renderAt('/collection/Not_A_Slug', []);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'We couldn’t find that collection' })).toBeTruthy());
});
