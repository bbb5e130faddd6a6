import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../__generated__';
import { searchReducer, type SearchFilter } from '../../lib/searchState';
import { FacetList, FacetList_facet } from './FacetList';
import type { Chosen } from './FacetSection';

const facet = makeFragmentData(
  {
    type: 'CONFLICT',
    totalCount: 14,
    values: [
      { value: 'Civil War', label: 'Civil War', shortLabel: null, count: 12345 },
      { value: 'World War I', label: 'World War I', shortLabel: null, count: 678 },
      { value: 'United States,Ohio', label: 'Ohio, United States', shortLabel: 'Ohio', count: 5 },
    ],
  },
  FacetList_facet,
);

function renderFacet(chosen: [string, Chosen][] = [], expanded = false) {
  const calls = { choose: jest.fn(), remove: jest.fn(), expand: jest.fn(), toggle: jest.fn() };
  render(
    <FacetList
      id="military.conflict"
      title="Conflict"
      facet={facet}
      chosen={new Map(chosen)}
      open
      onToggle={calls.toggle}
      onChoose={calls.choose}
      onRemove={calls.remove}
      expanded={expanded}
      onExpand={calls.expand}
    />,
  );
  return calls;
}

describe('FacetList', () => {
  it('shows values with counts and short place labels', () => {
    renderFacet();
    expect(screen.getByRole('button', { name: /^Civil War/, pressed: false }).textContent).toContain('12,345');
    expect(screen.getByRole('button', { name: /^Ohio/ })).toBeTruthy();
  });

  it('a click on a value adds an including filter; its exclude button a NOT filter', () => {
    const calls = renderFacet();
    fireEvent.click(screen.getByRole('button', { name: /^Civil War/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Exclude World War I' }));
    expect(calls.choose.mock.calls).toEqual([
      ['Civil War', 'Civil War', false],
      ['World War I', 'World War I', true],
    ]);
    // what the page does with those calls
    const [[value, label, exclude], [value2, label2, exclude2]] = calls.choose.mock.calls as [
      string,
      string,
      boolean,
    ][];
    let query = searchReducer(
      { offset: 200 },
      { type: 'addFilter', filter: { type: 'CONFLICT', value, label, exclude } satisfies SearchFilter },
    );
    query = searchReducer(query, {
      type: 'addFilter',
      filter: { type: 'CONFLICT', value: value2, label: label2, exclude: exclude2 },
    });
    expect(query).toEqual({
      filters: [
        { type: 'CONFLICT', values: [{ value: 'Civil War', label: 'Civil War' }] },
        { type: 'CONFLICT', values: [{ value: 'World War I', label: 'World War I' }], exclude: true },
      ],
    });
  });

  it('a chosen value is pressed and a click removes it; an excluded one reads NOT', () => {
    const calls = renderFacet([
      ['Civil War', 'include'],
      ['World War I', 'exclude'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Civil War/, pressed: true }));
    expect(screen.getByRole('button', { name: 'Exclude World War I' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('NOT', { exact: false }).closest('button')?.textContent).toContain('World War I');
    fireEvent.click(screen.getByRole('button', { name: 'Exclude World War I' }));
    expect(calls.remove.mock.calls).toEqual([['Civil War'], ['World War I']]);
  });

  it('offers "Show more" when the service has more values', () => {
    const calls = renderFacet();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(calls.expand).toHaveBeenCalledWith(true);
  });

  it('collapses behind its heading', () => {
    const calls = renderFacet();
    fireEvent.click(screen.getByRole('button', { name: 'Conflict', expanded: true }));
    expect(calls.toggle).toHaveBeenCalled();
  });
});
