import { facetLabel } from './facets';

describe('facetLabel', () => {
  it.each([
    ['military.conflict', 'Conflict'],
    ['general.title.id', 'Publication'],
    ['general.title.content.type', 'Publication Type'],
    ['general.title.browse.3', 'Browse level 3'],
    ['general.something-else', 'Something else'],
  ])('%s → %s', (type, label) => expect(facetLabel(type)).toBe(label));
});
