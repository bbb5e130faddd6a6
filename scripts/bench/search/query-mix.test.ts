import { Rng } from '../../data/rng';
import { percentile } from '../stats';
import { misspell, wildcardOf, withFacetSize } from './query-mix';

describe('search bench query mix', () => {
  it('misspells a name by one inner vowel, or doubles its last letter', () => {
    const rng = new Rng(1);
    for (const name of ['Smith', 'Johnson', 'Lee', 'Oakley']) {
      const typed = misspell(name, rng);
      expect(typed).not.toBe(name);
      expect(typed[0]).toBe(name[0]);
      expect(typed.length).toBe(name.length);
    }
    expect(misspell('Brck', rng)).toBe('Brckk');
  });

  it('writes the wildcard shapes genealogists type', () => {
    const rng = new Rng(2);
    const shapes = new Set(Array.from({ length: 40 }, () => wildcardOf('Smith', rng)));
    expect(shapes).toContain('Sm*th');
    expect(shapes).toContain('Smi*');
    expect([...shapes].filter((s) => s.includes('?')).every((s) => s.length === 5 && s.startsWith('S'))).toBe(true);
    expect(wildcardOf('Orr', rng)).toBe('Orr*');
  });

  it('changes only the facet sizes of a query', () => {
    const query = { keywords: 'Smith', facetRequests: [{ type: 'place', maxCount: 200, placeLevel: 2 }] };
    expect(withFacetSize(query, 197)).toEqual({
      keywords: 'Smith',
      facetRequests: [{ type: 'place', maxCount: 197, placeLevel: 2 }],
    });
  });

  it('interpolates percentiles', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 95)).toBeCloseTo(4.8);
    expect(percentile([], 50)).toBeNaN();
  });
});
