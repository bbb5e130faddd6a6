import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../__generated__';
import { decodeDocQuery } from '../lib/docQuery';
import { ViewerBreadcrumb, ViewerBreadcrumb_image } from './ViewerBreadcrumb';

const publication = { id: 'PUBLICATION:7', publicationId: 7, title: 'Civil War Pensions', slug: 'civil-war-pensions' };
const breadcrumb = (uploader: { userId: number; name: string } | null) => {
  const image = makeFragmentData(
    { breadcrumbs: [{ label: 'Ohio', value: 'Ohio' }], publication, uploader },
    ViewerBreadcrumb_image,
  );
  render(
    <MemoryRouter>
      <ViewerBreadcrumb image={image} />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link');
};
const queryOf = (href: string) => decodeDocQuery(new URLSearchParams(href.slice(href.indexOf('?'))).get('docQuery')!);

describe('ViewerBreadcrumb', () => {
  test('a scan shows its publication and browse levels', () => {
    expect(breadcrumb(null).map((a) => a.textContent)).toEqual(['Civil War Pensions', 'Ohio']);
  });

  test("a member's upload shows one link, '{name}'s Uploads', to their uploads by last modified", () => {
    const links = breadcrumb({ userId: 42, name: 'Helen Whitcomb' });
    expect(links.map((a) => a.textContent)).toEqual(["Helen Whitcomb's Uploads"]);
    const href = links[0]!.getAttribute('href')!;
    expect(href).toBe('/search?docQuery=f:((t:general.contributor,v:((v:42,l:Helen_Whitcomb)))),s:lm');
    expect(queryOf(href)).toEqual({
      filters: [{ type: 'CONTRIBUTOR', values: [{ value: '42', label: 'Helen Whitcomb' }] }],
      sortOrder: 'LAST_MODIFIED',
    });
  });
});
