import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import type { FileDetails_FileFragment } from '../../__generated__/graphql';
import { Thumbnail_thumbnail } from '../../components/Thumbnail';
import { FileDetails, FileDetails_file } from './FileDetails';

function renderFile(overrides: Partial<FileDetails_FileFragment> = {}) {
  const file = makeFragmentData(
    {
      fileId: 1,
      title: 'Connecticut - 2nd Continental Light Dragoons - E',
      browsePath: ['Connecticut', '2nd Continental Light Dragoons', 'E'],
      imageCount: 1234,
      publication: {
        id: 'PUBLICATION:1',
        publicationId: 1,
        title: 'Revolutionary War Rolls, 1775-1783',
        slug: 'revolutionary-war-rolls',
      },
      thumbnail: makeFragmentData(
        { url: '/thumbnail/1/300/300/0_0_0_0/0.jpg', width: 300, height: 214, title: 'Page 1' },
        Thumbnail_thumbnail,
      ),
      ...overrides,
    },
    FileDetails_file,
  );
  return render(
    <MemoryRouter>
      <FileDetails file={file} />
    </MemoryRouter>,
  );
}

describe('FileDetails', () => {
  it('shows the title, a link to the publication and the page count', () => {
    renderFile();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connecticut - 2nd Continental Light Dragoons - E' }),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Revolutionary War Rolls, 1775-1783' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('/publication/1/revolutionary-war-rolls');
    expect(screen.getByText('1,234 pages')).toBeTruthy();
  });

  it('shows the browse path as a breadcrumb', () => {
    renderFile();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect([...crumbs.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Revolutionary War Rolls, 1775-1783',
      'Connecticut',
      '2nd Continental Light Dragoons',
      'E',
    ]);
  });

  it('says "1 page" for a single page', () => {
    renderFile({ imageCount: 1 });
    expect(screen.getByText('1 page')).toBeTruthy();
  });
});
