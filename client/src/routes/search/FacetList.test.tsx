import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../__generated__';
import { FacetList, FacetList_facet } from './FacetList';

const facet = makeFragmentData(
  {
    type: 'military.conflict',
    values: [
      { value: 'Civil War', label: 'Civil War', count: 12345 },
      { value: 'World War I', label: 'World War I', count: 678 },
      ...Array.from({ length: 10 }, (_, i) => ({ value: `War ${i}`, label: `War ${i}`, count: 10 - i })),
    ],
  },
  FacetList_facet,
);

describe('FacetList', () => {
  it('shows values with counts and reports a click on an unselected value as a selection', () => {
    const onSelect = jest.fn();
    const onDeselect = jest.fn();
    render(<FacetList facet={facet} selected={new Set(['World War I'])} onSelect={onSelect} onDeselect={onDeselect} />);
    expect(screen.getByRole('heading', { name: 'Conflict' })).toBeTruthy();
    const civil = screen.getByRole('button', { name: /Civil War/ });
    expect(civil.textContent).toContain('12,345');
    fireEvent.click(civil);
    expect(onSelect).toHaveBeenCalledWith('military.conflict', 'Civil War');
    const ww1 = screen.getByRole('button', { name: /World War I/ });
    expect(ww1.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(ww1);
    expect(onDeselect).toHaveBeenCalledWith('military.conflict', 'World War I');
  });

  it('collapses long lists behind "Show all"', () => {
    render(<FacetList facet={facet} selected={new Set()} onSelect={() => {}} onDeselect={() => {}} />);
    expect(screen.queryByRole('button', { name: /War 9/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12' }));
    expect(screen.getByRole('button', { name: /War 9/ })).toBeTruthy();
  });
});
