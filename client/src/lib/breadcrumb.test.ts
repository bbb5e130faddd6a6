import { BreadcrumbDecodeError, decodeBreadcrumb, encodeBreadcrumb, type BreadcrumbEntry } from './breadcrumb';
import { seededRandom } from './seededRandom';
import { NULL_MARKER, TAB_MARKER } from './urlText';

const ohio: BreadcrumbEntry = {
  facetType: 'general.title.browse.1',
  filterType: 'TERM',
  filterVal: '',
  selectedValue: 'Ohio',
  selectedLabel: 'Ohio',
  sortOrder: 'ALPHABETICAL',
};

describe('breadcrumb entries (content spec §2.2, §3.11)', () => {
  it.each<[BreadcrumbEntry[], string]>([
    [[], ''],
    [[ohio], 'general.title.browse.1*t*~n*Ohio*Ohio*a'],
    [
      [
        { ...ohio, filterType: 'PREFIX', filterVal: 'Oh', sortOrder: 'RANK' },
        {
          ...ohio,
          facetType: 'general.title.browse.2',
          selectedValue: '20th Maine',
          selectedLabel: '20th Maine Infantry',
        },
      ],
      'general.title.browse.1*p*Oh*Ohio*Ohio*r!general.title.browse.2*t*~n*20th_Maine*20th_Maine_Infantry*a',
    ],
    [[{ ...ohio, selectedLabel: 'Roll\t12' }], 'general.title.browse.1*t*~n*Ohio*Roll~t12*a'],
  ])('%j ⇄ %s', (entries, text) => {
    expect(encodeBreadcrumb(entries)).toBe(text);
    expect(decodeBreadcrumb(text)).toEqual(entries);
  });

  it('replaces tabs by the tab marker and empty values by the null marker', () => {
    const text = encodeBreadcrumb([{ ...ohio, filterVal: '\t', selectedValue: '', selectedLabel: '' }]);
    expect(text.split('*')[2]).toBe(TAB_MARKER);
    expect(text.split('*')[3]).toBe(NULL_MARKER);
    expect(text).not.toMatch(/\t/);
  });

  it('round-trips 500 random trails', () => {
    const r = seededRandom(42);
    const pieces = [
      '',
      '\t',
      'Ohio',
      'a*b',
      'x!y',
      '~n',
      '~t',
      'Ünïcode',
      '😀',
      ' ',
      ',',
      "'",
      '"',
      'United States,Ohio',
    ];
    const text = () => Array.from({ length: r.int(0, 3) }, () => r.pick(pieces)).join('');
    for (let i = 0; i < 500; i += 1) {
      const entries = Array.from({ length: r.int(0, 8) }, (): BreadcrumbEntry => ({
        facetType: text(),
        filterType: r.pick(['TERM', 'PREFIX'] as const),
        filterVal: text(),
        selectedValue: text(),
        selectedLabel: text(),
        sortOrder: r.pick(['ALPHABETICAL', 'RANK'] as const),
      }));
      const encoded = encodeBreadcrumb(entries);
      expect(encoded).toMatch(/^[A-Za-z0-9._~()!*,:-]*$/);
      expect(decodeBreadcrumb(encoded)).toEqual(entries);
    }
  });

  it.each([
    ['too few fields', 'general.title.id*t*~n*12'],
    ['unknown filter type', 'a*x*~n*b*c*a'],
    ['unknown sort', 'a*t*~n*b*c*z'],
    ['empty field', 'a*t**b*c*a'],
    ['trailing separator', 'a*t*~n*b*c*a!'],
    ['bad escape', 'a*t*~q*b*c*a'],
  ])('throws on %s', (_, text) => expect(() => decodeBreadcrumb(text)).toThrow(BreadcrumbDecodeError));
});
