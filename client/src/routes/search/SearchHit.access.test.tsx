import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeFragmentData } from '../../__generated__';
import { SearchHit, SearchHit_hit } from './SearchHit';

/** A hit the caller may not view (SearchHit.access): its preview stays, with a lock saying what opens it. */
function renderHit(access: { requirement: 'LOGIN' | 'SUBSCRIBE' | null } | null) {
  const hit = makeFragmentData(
    {
      title: 'Josiah Whitcomb',
      highlights: [],
      matches: [],
      doc: { id: 'INDEX_RECORD:1' },
      thumbnail: null,
      publication: null,
      access,
    } as never,
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

describe('SearchHit lock badge', () => {
  it('marks a hit that needs a subscription, and still links to the record (which shows the deny dialog)', () => {
    renderHit({ requirement: 'SUBSCRIBE' });
    expect(screen.getByRole('img', { name: 'Locked: Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Josiah Whitcomb' }).getAttribute('href')).toBe(
      '/record/1/josiah-whitcomb',
    );
  });

  it('names free registration for a login requirement', () => {
    renderHit({ requirement: 'LOGIN' });
    expect(screen.getByRole('img', { name: 'Locked: Free registration' })).toBeTruthy();
  });

  it('has no lock on a hit the caller may view', () => {
    renderHit(null);
    expect(screen.queryByRole('img', { name: /Locked/ })).toBeNull();
  });
});
