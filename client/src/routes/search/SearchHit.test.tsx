import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import type { SearchHit_HitFragment } from '../../__generated__/graphql';
import { Thumbnail_thumbnail } from '../../components/Thumbnail';
import { SearchHit, SearchHit_hit } from './SearchHit';
import { SearchHitDetails_doc } from './SearchHitDetails';

function renderHit(overrides: Partial<SearchHit_HitFragment> = {}, query = {}) {
  const hit = makeFragmentData(
    {
      title: 'John Smith, Private, 20th Maine',
      highlights: ['Private <em>John</em> <em>Smith</em> enlisted <script>alert(1)</script>'],
      matches: [],
      doc: { id: 'INDEX_RECORD:77' },
      thumbnail: makeFragmentData(
        { url: '/thumbnail/12/200/200/0_0_0_0/0.jpg', width: 200, height: 200, title: 'Page 3' },
        Thumbnail_thumbnail,
      ),
      publication: {
        id: 'PUBLICATION:12',
        publicationId: 12,
        title: 'Civil War Service Records',
        slug: 'civil-war-service-records',
      },
      access: null,
      ...overrides,
    },
    SearchHit_hit,
  );
  return render(
    <MemoryRouter>
      <ul>
        <SearchHit hit={hit} query={query} />
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

  it("opens a record's page outlined (?rec=) from its picture, the record from its title", () => {
    const { container } = renderHit({
      doc: {
        id: 'INDEX_RECORD:77',
        subImage: { id: 'SUB_IMAGE:9', subImageId: 9, image: { id: 'IMAGE:12', imageId: 12 } },
      } as SearchHit_HitFragment['doc'],
    });
    expect(container.querySelector('a.search-hit__thumb')?.getAttribute('href')).toBe('/image/12?rec=9');
    expect(screen.getByRole('link', { name: 'John Smith, Private, 20th Maine' }).getAttribute('href')).toBe(
      '/record/77/john-smith-private-20th-maine',
    );
  });

  it('a record without a region keeps its picture on the record', () => {
    const { container } = renderHit();
    expect(container.querySelector('a.search-hit__thumb')?.getAttribute('href')).toBe(
      '/record/77/john-smith-private-20th-maine',
    );
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

  it("says how the name matched, from the hit's matches and the query", () => {
    renderHit(
      {
        matches: [
          { field: 'full-name.surname', kind: 'SOUNDEX', value: 'Smyth' },
          { field: 'full-name.surname', kind: 'PHONETIC', value: 'Smyth' },
          { field: 'date.vital.birth', kind: 'YEAR_RANGE', value: '1839' },
          { field: 'keywords', kind: 'KEYWORD', value: 'maine' },
        ],
      },
      {
        fieldedKeywords: [
          { type: 'SURNAME', texts: ['Smith'], match: 'SOUNDS_LIKE' },
          { type: 'BIRTH_DATE', texts: ['1840'], yearRange: 2 },
        ],
      },
    );
    expect([...document.querySelectorAll('.match-badge')].map((b) => b.textContent)).toEqual([
      'last name sounds like Smith',
      'born 1838–1842',
    ]);
  });

  it('lists the facts of an index record', () => {
    const doc = makeFragmentData(
      {
        __typename: 'IndexRecord',
        id: 'INDEX_RECORD:77',
        rank: 'Private',
        unit: 'Company B',
        conflict: 'Civil War',
        birthDate: '1840-03',
        birthPlace: { label: 'Ohio, United States' },
        enlistmentDate: null,
      },
      SearchHitDetails_doc,
    );
    renderHit({ doc: { id: 'INDEX_RECORD:77', ...doc } as SearchHit_HitFragment['doc'] });
    expect(screen.getByText('Private, Company B')).toBeTruthy();
    expect(screen.getByText('Born March 1840, Ohio, United States')).toBeTruthy();
  });
});
