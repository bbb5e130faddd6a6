import { jest } from '@jest/globals';
import { documentTarget } from './DocumentRedirect';
import { ancestryRecordUrl } from './ExternalDocumentPage';

describe('where /document/{id} leads', () => {
  test.each([
    ['42', '/image/42'],
    ['INDEX_RECORD.77', '/record/77'],
    ['STORY_PAGE:5', '/memorial/5'],
    ['REGIMENT.1', '/regiment/1'],
    ['MILITARY_UNIT.3', '/unit/3'],
    ['IMAGE.9', '/image/9'],
  ])('%s → %s', (id, path) => {
    expect(documentTarget(id)).toBe(path);
  });

  test.each([['0'], ['-1'], ['USER.4'], ['PUBLICATION.1'], ['INDEX_RECORD.'], ['abc'], ['IMAGE.1.2']])(
    '%s leads nowhere',
    (id) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      expect(documentTarget(id)).toBeNull();
      warn.mockRestore();
    },
  );
});

describe("an Ancestry record's address", () => {
  test('a record and collection pair opens on Ancestry', () => {
    expect(ancestryRecordUrl('123456:1234')).toBe('https://www.ancestry.com/discoveryui-content/view/123456:1234');
  });
  test.each([['123456'], ['x:1'], ['1:2:3'], ['javascript:alert(1)']])('%s is not one', (id) => {
    expect(ancestryRecordUrl(id)).toBeNull();
  });
});
