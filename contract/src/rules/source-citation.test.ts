import { citationDate, sourceCitation } from './source-citation';

describe('a source citation in Evidence Explained style', () => {
  const seen = new Date('2026-11-22T10:00:00Z');

  test.each([
    ['2026-11-22T06:00:00Z', '22 November 2026'],
    ['2026-01-01T00:00:00Z', '1 January 2026'],
    ['2024-02-29T23:59:59Z', '29 February 2024'],
  ])('%s is accessed on %s', (iso, text) => {
    expect(citationDate(new Date(iso))).toBe(text);
  });

  test('person, publication, roll, page, archive, address and date seen', () => {
    expect(
      sourceCitation({
        person: 'John Smith',
        publication: 'Civil War Pension Files.',
        roll: '12',
        page: 3,
        archive: 'National Archives and Records Administration',
        address: 'https://muster.example/record/7',
        seen,
      }),
    ).toBe(
      '"Civil War Pension Files," database with images, Muster (https://muster.example/record/7 : accessed 22 November 2026), ' +
        'entry for John Smith; roll 12, page 3; citing National Archives and Records Administration.',
    );
  });

  test('a roll already named "Roll …" is not named twice; missing parts are left out', () => {
    expect(sourceCitation({ publication: 'Draft Cards', roll: 'Roll 4: Adams', address: '/image/9', seen })).toBe(
      '"Draft Cards," database with images, Muster (/image/9 : accessed 22 November 2026), Roll 4: Adams.',
    );
    expect(sourceCitation({ publication: 'Draft Cards', address: '/image/9', seen, archive: ' ' })).toBe(
      '"Draft Cards," database with images, Muster (/image/9 : accessed 22 November 2026).',
    );
  });
});
