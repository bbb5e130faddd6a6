import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { WallPage, WallQuery } from './WallPage';
import { readWallParams, wallSearch } from './wallParams';

const image = (id: number, title: string, conflict: string) => ({
  __typename: 'HonorImage',
  id: String(id),
  title,
  conflict,
  memorial: { __typename: 'Memorial', id: `STORY_PAGE:${id}`, memorialId: id },
  thumbnail: { __typename: 'Thumbnail', url: `/thumbnail/${id}.jpg`, width: 100, height: 150, title },
});
const conflicts = [
  { __typename: 'HonorWallConflict', conflict: 'Civil War', count: 2 },
  { __typename: 'HonorWallConflict', conflict: 'World War I', count: 1 },
];
const wall = (images: ReturnType<typeof image>[]) => ({
  data: { honorWall: { __typename: 'HonorWall', totalCount: images.length, nodes: images, conflicts } },
});
const vars = (conflict: string | null, q: string | null) => ({ conflict, q, offset: 0, first: 48 });

const mocks = [
  {
    request: { query: WallQuery, variables: vars(null, null) },
    result: wall([
      image(1, 'Abner Whitcomb', 'Civil War'),
      image(2, 'Caleb Sullivan', 'Civil War'),
      image(3, 'Frank Muller', 'World War I'),
    ]),
  },
  {
    request: { query: WallQuery, variables: vars('World War I', null) },
    result: wall([image(3, 'Frank Muller', 'World War I')]),
  },
  {
    request: { query: WallQuery, variables: vars('World War I', 'frank') },
    result: wall([image(3, 'Frank Muller', 'World War I')]),
  },
];

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => a.querySelector('.honor-tile__name')?.textContent);

test('the wall shows honor images, and choosing a war narrows it', async () => {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/wall']}>
        <Routes>
          <Route path="/wall" element={<WallPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  await waitFor(() => expect(names()).toEqual(['Abner Whitcomb', 'Caleb Sullivan', 'Frank Muller']));
  expect(screen.getByRole('status').textContent).toBe('Showing 1–3 of 3 honor images');
  expect(
    within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All wars', 'Civil War (2)', 'World War I (1)']);
  fireEvent.change(screen.getByRole('combobox'), { target: { value: 'World War I' } });
  await waitFor(() => expect(names()).toEqual(['Frank Muller']));
  expect(screen.getAllByRole('link')[0].getAttribute('href')).toBe('/memorial/3');
});

test.each([
  ['', { conflict: '', q: '', page: 1 }],
  ['?conflict=Civil+War&q=whit&page=3', { conflict: 'Civil War', q: 'whit', page: 3 }],
  ['?page=0', { conflict: '', q: '', page: 1 }],
  ['?page=abc', { conflict: '', q: '', page: 1 }],
  ['?page=99999', { conflict: '', q: '', page: 208 }],
])('wall address %s', (search, expected) => {
  const read = readWallParams(new URLSearchParams(search));
  expect(read).toEqual(expected);
  expect(readWallParams(new URLSearchParams(wallSearch(read)))).toEqual(read);
});
