import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../__generated__';
import type { HitTile_HitFragment } from '../__generated__/graphql';
import { GridThumbnail, GridThumbnail_hit } from './browse/GridThumbnail';
import { HitTile, HitTile_hit } from './HitTile';
import { Thumbnail_thumbnail } from './Thumbnail';

const thumbnail = makeFragmentData(
  { url: '/thumbnail/12/200/200/0_0_0_0/0.jpg', width: 200, height: 200, title: 'Page 3' },
  Thumbnail_thumbnail,
);
const record = {
  id: 'INDEX_RECORD:77',
  subImage: { id: 'SUB_IMAGE:9', subImageId: 9, image: { id: 'IMAGE:12', imageId: 12 } },
} as HitTile_HitFragment['doc'];

describe('tiles of search hits', () => {
  it("open a record's page outlined (?rec=) from the picture of a publication's sample, the record from its title", () => {
    const hit = makeFragmentData({ title: 'John Smith', doc: record, thumbnail }, HitTile_hit);
    const { container } = render(
      <MemoryRouter>
        <HitTile hit={hit} />
      </MemoryRouter>,
    );
    expect(container.querySelector('a[aria-hidden="true"]')?.getAttribute('href')).toBe('/image/12?rec=9');
    expect(screen.getByRole('link', { name: 'John Smith' }).getAttribute('href')).toBe('/record/77/john-smith');
  });

  it('open a page as a page, and a record without a region as its record', () => {
    const page = makeFragmentData({ title: 'Page 3', doc: { id: 'IMAGE:12' }, thumbnail }, HitTile_hit);
    const { container } = render(
      <MemoryRouter>
        <HitTile hit={page} />
      </MemoryRouter>,
    );
    expect(container.querySelector('a[aria-hidden="true"]')?.getAttribute('href')).toBe('/image/12');
    const bare = makeFragmentData(
      { title: 'Jo', doc: { id: 'INDEX_RECORD:5', subImage: null } as HitTile_HitFragment['doc'], thumbnail },
      GridThumbnail_hit,
    );
    render(
      <MemoryRouter>
        <GridThumbnail hit={bare} labels={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByTitle('Jo').getAttribute('href')).toBe('/record/5/jo');
  });

  it("open a record's page outlined from the browse grid", () => {
    const hit = makeFragmentData({ title: 'John Smith', doc: record, thumbnail }, GridThumbnail_hit);
    render(
      <MemoryRouter>
        <GridThumbnail hit={hit} labels={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByTitle('John Smith').getAttribute('href')).toBe('/image/12?rec=9');
  });
});
