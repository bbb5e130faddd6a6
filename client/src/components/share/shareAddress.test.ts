import { jest } from '@jest/globals';
import { shareAddress } from './shareAddress';

describe('shareAddress (accounts spec §2 share dialog address table)', () => {
  it.each([
    ['ANCESTRY_DOCUMENT', '61234', undefined, '/external/ANCESTRY_DOCUMENT/61234'],
    ['IMAGE', 7, undefined, '/image/7'],
    ['SUB_IMAGE', 12, 7, '/image/7?rec=12'],
    ['ANNOTATION', 30, 7, '/image/7?ann=30'],
    ['STORY_PAGE', 5, undefined, '/memorial/5'],
    ['STORY_PAGE_STORY', 2, 5, '/memorial/5?story=2'],
    ['STORY_PAGE_IMAGE', 3, 5, '/memorial/5?img=3'],
    ['STORY_PAGE_FACT', 4, 5, '/memorial/5?fact=4'],
    ['STORY_PAGE_LINK', 6, 5, '/memorial/5?link=6'],
    ['INDEX_RECORD', 77, undefined, '/record/77'],
    ['PUBLICATION', 4, undefined, '/publication/4'],
    ['TITLE_COLLECTION', 'us-civil-war', undefined, '/collection/us-civil-war'],
    ['PARTNER', 'nara', undefined, '/partner/nara'],
    ['REGIMENT', 9, undefined, '/regiment/9'],
    ['BATTLE', 10, undefined, '/battle/10'],
    ['COMPANY', 11, undefined, '/company/11'],
    ['IMAGE', 'a b/c', undefined, '/image/a%20b%2Fc'],
  ])('%s %s (parent %s) → %s', (type, id, parent, expected) => expect(shareAddress(type, id, parent)).toBe(expected));

  it.each([
    ['FILE', 1, undefined, /FILE is not a supported type/],
    ['USER', 'jo', undefined, /USER is not a supported type/],
    ['SUB_IMAGE', 12, undefined, /without its parent/],
    ['STORY_PAGE_FACT', 4, '', /without its parent/],
  ])('%s %s (parent %s) warns and gives no address', (type, id, parent, warning) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(shareAddress(type, id, parent)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(warning));
    warn.mockRestore();
  });
});
