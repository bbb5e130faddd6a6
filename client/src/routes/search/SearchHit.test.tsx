import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import type { SearchHit_HitFragment } from '../../__generated__/graphql';
import { Thumbnail_thumbnail } from '../../components/Thumbnail';
import { SearchHit, SearchHit_hit } from './SearchHit';

function renderHit(overrides: Partial<SearchHit_HitFragment> = {}) {
  const hit = makeFragmentData(
    {
      title: 'John Smith, Private, 20th Maine',
      highlights: ['Private <em>John</em> <em>Smith</em> enlisted <script>alert(1)</script>'],
      doc: { id: 'INDEX_RECORD:77' },
      thumbnail: makeFragmentData(
        { url: '/thumbnail/12/200/200/0_0_0_0/0.jpg', width: 200, height: 200, title: 'Page 3' },
        Thumbnail_thumbnail,
      ),
      publication: { id: 'PUBLICATION:12', publicationId: 12, title: 'Civil War Service Records', slug: 'civil-war-service-records' },
      ...overrides,
    },
    SearchHit_hit,
  );
  return render(
    <MemoryRouter>
      <ul>
        <SearchHit hit={hit} />
      </ul>
    </MemoryRouter>,
  );
}

describe('SearchHit', () => {
  it('links the title to the hit page and names its kind and publication', () => {
    const { container } = renderHit();
    const title = screen.getByRole('link', { name: 'John Smith, Private, 20th Maine' });
    expect(title.getAttribute('href')).toBe('/record/77/john-smith-private-20th-maine');
    expect(screen.getByText('Index Record')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Civil War Service Records' }).getAttribute('href')).toBe(
      '/publication/12/civil-war-service-records',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/thumbnail/12/200/200/0_0_0_0/0.jpg');
  });

  it('renders <em> marks as emphasis and any other markup as text', () => {
    const { container } = renderHit();
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['John', 'Smith']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it.each([
    ['IMAGE:1042', 'Image', '/image/1042'],
    ['STORY_PAGE:5', 'Memorial', '/memorial/5/john-smith-private-20th-maine'],
    ['BATTLE:8', 'Battle', '/battle/8/john-smith-private-20th-maine'],
  ])('links a %s hit', (id, label, href) => {
    renderHit({ doc: { id } });
    expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'John Smith, Private, 20th Maine' }).getAttribute('href')).toBe(href);
  });

  it('shows a placeholder when the hit has no picture', () => {
    const { container } = renderHit({ thumbnail: null, publication: null });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.thumb--empty')).not.toBeNull();
  });
});
