import { citationDate, citationLine, citationParts, pageAddress } from './citation';

describe('the citation line of a downloaded page', () => {
  test.each([
    ['2026-11-22T06:00:00Z', '22 November 2026'],
    ['2026-01-01T00:00:00Z', '1 January 2026'],
    ['2024-02-29T23:59:59Z', '29 February 2024'],
  ])('%s is seen on %s', (iso, text) => {
    expect(citationDate(new Date(iso))).toBe(text);
  });

  test('title, publication, page, address and date seen, in that order', () => {
    expect(
      citationLine({
        title: 'Page 3 - John Smith.',
        publication: 'Civil War Pension Files',
        ordinal: 3,
        address: 'https://muster.example/image/42',
        seen: new Date('2026-11-22T10:00:00Z'),
      }),
    ).toBe(
      '"Page 3 - John Smith." Civil War Pension Files, page 3. https://muster.example/image/42 (seen 22 November 2026).',
    );
  });

  test('the address and date are a part of their own, so a narrow page breaks before the address, not inside it', () => {
    expect(
      citationParts({
        title: 'Card',
        publication: 'Draft Cards',
        ordinal: 12,
        address: 'http://x/image/9',
        seen: new Date('2026-03-05T00:00:00Z'),
      }),
    ).toEqual(['"Card." Draft Cards, page 12.', 'http://x/image/9 (seen 5 March 2026).']);
  });

  test.each([
    ['https://muster.example', 'https://muster.example/image/7'],
    ['https://muster.example/', 'https://muster.example/image/7'],
    ['http://localhost:4000//', 'http://localhost:4000/image/7'],
  ])('the address of page 7 on %s', (site, address) => {
    expect(pageAddress(site, 7)).toBe(address);
  });
});
